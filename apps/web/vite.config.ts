import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mockServiceWorkerPlugin } from '@platform/mocks/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * react-router 7's package exports only its development build (remix-run/react-router#12532,
 * #14102: dev warnings stay on in production). Builds take the production build it also ships,
 * which is 7 kB gzip smaller on every page.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * `vite --mode demo` (npm start) and `vite build --mode demo` (npm run build:demo) carry the
 * in-browser mock backend; the production build (`vite build`) holds no mock code at all: the
 * `__DEMO__` branch that imports it is folded away.
 */
export default defineConfig(({ command, mode }) => {
  const demo = mode === 'demo';
  return {
    resolve:
      command === 'build'
        ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
        : {},
    plugins: [react(), mockServiceWorkerPlugin({ emit: demo })],
    define: { __DEMO__: JSON.stringify(demo) },
    server: { port: 5173 },
    build: {
      rolldownOptions: {
        onwarn(warning, warn) {
          // Radix ships "use client" directives for React Server Components; harmless here.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
});
