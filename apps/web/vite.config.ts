import { mockServiceWorkerPlugin } from '@platform/mocks/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `vite --mode demo` (npm start) and `vite build --mode demo` (npm run build:demo) carry the
 * in-browser mock backend; the production build (`vite build`) holds no mock code at all: the
 * `__DEMO__` branch that imports it is folded away.
 */
export default defineConfig(({ mode }) => {
  const demo = mode === 'demo';
  return {
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
