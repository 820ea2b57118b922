// Plain JavaScript: Vite and Storybook load their configs in Node, which runs no TypeScript from
// node_modules (this package is linked there as a workspace).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const WORKER_FILE = 'mockServiceWorker.js';

/**
 * `resolve.alias` entries for a browser bundle of the mock server (the demo build; the
 * `mocks:browser` tests, so that they test what the demo ships): msw's cookie jar (tough-cookie)
 * gets its registrable domains from `src/registrableDomain.ts` instead of `tldts` and the whole
 * Public Suffix List, which was more than half of the demo's mock chunk (issue 18 item 5). Only
 * tough-cookie imports `tldts`; why the stand-in is correct for the mock server is in that module.
 *
 * @type {import('vite').Alias[]}
 */
export const mockBrowserAliases = [
  {
    find: /^tldts$/,
    replacement: fileURLToPath(new URL('./src/registrableDomain.ts', import.meta.url)),
  },
];

/** msw's own worker script, so the served copy always matches the installed msw. */
function workerSource() {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
}

/** The mock server's browser module, which the demo's entry imports before anything else. */
const BROWSER_MODULE = /\/mocks\/src\/browser\.ts$/;

/**
 * The files of the mock server's chunk and the chunks it imports, as the bundle names them.
 *
 * @param {import('vite').Rollup.OutputBundle} bundle
 * @returns {string[]}
 */
export function mockServerFiles(bundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find((chunk) => BROWSER_MODULE.test(chunk.facadeModuleId ?? ''));
  if (!start) return [];
  const files = new Set([start.fileName]);
  for (const file of files) {
    for (const imported of bundle[file]?.type === 'chunk' ? bundle[file].imports : []) {
      files.add(imported);
    }
  }
  return [...files];
}

/**
 * Serves msw's service worker at `/mockServiceWorker.js` in dev servers (apps/web, Storybook,
 * Vitest browser mode) and emits it into builds that ask for it (the demo build and Storybook),
 * instead of a copy in a public folder, which every build, production included, would carry.
 *
 * In those builds the app's page also preloads the mock server's chunks: the demo's entry imports
 * them first thing, and found by the entry they would download only after it has run (issue 18
 * item 5: the demo's first page waits for its mock server).
 *
 * @param {{ emit: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function mockServiceWorkerPlugin({ emit }) {
  let basePath = '/';
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
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!emit || !context.bundle || !context.filename.endsWith('/index.html')) return html;
        const tags = mockServerFiles(context.bundle)
          .map((file) => `${basePath}${file}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`);
        return html.replace('</head>', () => `${tags.join('')}  </head>`);
      },
    },
    configResolved(config) {
      basePath = config.base;
    },
  };
}
