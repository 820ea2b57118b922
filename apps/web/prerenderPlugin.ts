import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { inlineStylesheets, pageHtml } from './src/prerender/pageHtml.ts';
import { isSecondLanguageBuild } from './textsPlugin.ts';

type ServerEntry = typeof import('./src/prerender/entry.server.tsx');

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SERVER_ENTRY = here('src/prerender/entry.server.tsx');
const SRC = here('src/');

/** The stylesheets of the chunks a prerendered page needs beyond the entry's. */
function chunksOf(
  bundle: Rolldown.OutputBundle,
  modules: readonly string[],
  base: string,
): { styles: string[] } {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  // The page's own script (index.html's entry) and what it imports are in the HTML already.
  const entry = chunks.find(
    (chunk) => chunk.isEntry && /(index\.html|main\.tsx)$/.test(chunk.facadeModuleId ?? ''),
  );
  if (!entry) throw new Error('prerender: no entry chunk of index.html');
  const alreadyLoaded = new Set([entry.fileName, ...entry.imports]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    if (alreadyLoaded.has(fileName) || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(SRC, module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  return { styles: [...styles].map((file) => `${base}${file}`) };
}

/** A fetch that answers a path of this site from the built folder, and anything else as `fetch`. */
function builtFileFetch(outDir: string, networkFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) return networkFetch(input, init);
    const file = join(outDir, new URL(url, 'http://site.invalid').pathname);
    if (!file.startsWith(outDir) || !existsSync(file)) return new Response(null, { status: 404 });
    return new Response(readFileSync(file), {
      headers: { 'Content-Type': file.endsWith('.json') ? 'application/json' : 'text/plain' },
    });
  };
}

/**
 * Prerenders the public site and the terms (issue 23 item 7) after the browser build: an SSR build
 * of src/prerender/entry.server.tsx renders each page through react-router's static handler and
 * renderToString, and each is written as `<path>/index.html` from the built index.html, with its
 * title, description, Open Graph tags, the styles and chunks of its routes, and the router's data.
 * Framework-mode prerendering is not available to this app (a data router of its own), so this is
 * the build step that stands in for it.
 */
export function prerenderPublicPages(): Plugin {
  let mode = 'production';
  let base = '/';
  let isServerBuild = false;
  let isPreview = false;
  return {
    name: 'platform:prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    config(_config, env) {
      isPreview = env.isPreview === true;
    },
    configResolved(config) {
      mode = config.mode;
      base = config.base;
      isServerBuild = Boolean(config.build.ssr);
    },
    // `vite preview` (the e2e tests' server) answers a prerendered address with its own HTML, as
    // static hosts do with `<path>/index.html`; without this it would serve the bare index.html.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid');
        const file = join(outDir, url.pathname, 'index.html');
        if (url.pathname !== '/' && !url.pathname.endsWith('/') && existsSync(file)) {
          request.url = `${url.pathname}/index.html${url.search}`;
        }
        next();
      });
    },
    async writeBundle(options, bundle) {
      // The English build's files join the Korean build's, whose pages are prerendered.
      if (isServerBuild || isPreview || isSecondLanguageBuild() || !options.dir) return;
      const outDir = options.dir;
      // Inside the app's folder, so that the server build finds the packages it leaves external.
      const serverDir = here(`node_modules/.prerender/${mode}`);
      rmSync(serverDir, { recursive: true, force: true });
      await build({
        configFile: here('vite.config.ts'),
        mode,
        logLevel: 'warn',
        build: {
          ssr: SERVER_ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const server: ServerEntry = await import(
        pathToFileURL(join(serverDir, 'entry.server.js')).href
      );
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      // The pages' loaders read the site's static files (the FAQ) by relative URL, as the
      // browser does; at build time they come from the build's folder.
      const networkFetch = globalThis.fetch;
      globalThis.fetch = builtFileFetch(outDir, networkFetch);
      try {
        await writePages();
      } finally {
        globalThis.fetch = networkFetch;
      }
      rmSync(serverDir, { recursive: true, force: true });

      async function writePages() {
        for (const path of server.PRERENDERED_PATHS) {
          const page = await server.renderPage(path);
          const html = inlineStylesheets(
            pageHtml(
              template,
              page,
              chunksOf(bundle, page.routeModules, base),
              server.PRERENDER_DATA_ID,
              server.PRERENDER_LOCALE,
            ),
            (href) => readFileSync(join(outDir, href.slice(base.length)), 'utf8'),
          );
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      }
    },
  };
}
