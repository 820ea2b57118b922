// Plain JavaScript: Vite and Storybook load their configs in Node, which runs no TypeScript from
// node_modules (this package is linked there as a workspace).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const WORKER_FILE = 'mockServiceWorker.js';

/** msw's own worker script, so the served copy always matches the installed msw. */
function workerSource() {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
}

/**
 * Serves msw's service worker at `/mockServiceWorker.js` in dev servers (apps/web, Storybook,
 * Vitest browser mode) and emits it into builds that ask for it (the demo build and Storybook),
 * instead of a copy in a public folder, which every build, production included, would carry.
 *
 * @param {{ emit: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function mockServiceWorkerPlugin({ emit }) {
  return {
    name: 'platform:mock-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0]?.endsWith(`/${WORKER_FILE}`)) {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Service-Worker-Allowed', '/');
          res.end(workerSource());
          return;
        }
        next();
      });
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerSource() });
    },
  };
}
