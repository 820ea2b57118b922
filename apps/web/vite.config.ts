import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockBrowserAliases, mockServiceWorkerPlugin } from '@platform/mocks/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { prerenderPublicPages } from './prerenderPlugin.ts';
import {
  headersFile,
  inlineScriptHashes,
  metaPolicy,
  type PolicyInput,
} from './src/app/contentSecurityPolicy.ts';
import { hostOriginOf } from './src/areas/whiteboard/bridge/hostOrigin.ts';
import { FIRST_SUBSET_ASSET, firstSubsetFaces } from './src/build/firstSubsetFaces.ts';
import { textsPerLanguage } from './textsPlugin.ts';

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
 * The modules every page runs before its first paint (React, zod, the contract's client, session,
 * configuration, codes and texts, the core of @platform/ui's i18n, fields and buttons, the app's
 * session and branding). Left to the automatic splitting they make some twenty-five small chunks,
 * each gzipped on its own; as one chunk the login page loads about 7 kB gzip less (check-size).
 * Widgets' texts (books, notes, groups, crop, time slots, the statistics chart, the rich-text
 * editor, and the frame's, tables', date fields' and tabs')
 * and the code-table labels stay with the screens that show them.
 */
const CORE_CHUNK_MODULES = [
  /node_modules\/(react\/|zod\/|@radix-ui\/(react-compose-refs|react-slot|react-primitive|react-visually-hidden|react-context|primitive|react-use-[\w-]+|react-presence)\/)/,
  /packages\/contract\/src\/(client|config|errors|i18n|storage)\/|packages\/contract\/src\/codes\/(?!labels)/,
  /packages\/contract\/src\/(zod|texts|schemas\/(primitives|company|codeValues|user|session|envelope)|dates\/texts|validation\/(messages|text|limits)|permissions\/webAuth|endpoints\/(download|lazyCatalogue|site|multipart|paths|define|requestParts|inviteLookup))\.ts$/,
  /packages\/ui\/src\/(i18n\/(?!texts\/(books|notes|groups|crop|frame|table|dates|navigation|rooms|roomForms|qrCode|timeSlots|statsChart|richTextEditor)\.ts)|theme\/|Button\/|InlineAlert\/|Spinner\/|Field\/|TextField\/|PasswordField\/|LinkButton\/)/,
  /apps\/web\/src\/app\/(session\/|(apiBase|AppProviders)\.tsx?|branding\/(brandingFromConfig|loadInstitution)\.ts|texts\.ts)/,
];

/**
 * The demo's mock server validates every call against the contract, so it imports the calls of
 * every area, which the app splits into a small chunk per area: some thirty files that the demo's
 * first page waited for, six at a time on a phone's HTTP/1.1 connection. In the demo build the
 * contract's modules outside the core chunk are one chunk (issue 18 item 5); the production build
 * keeps them per area, where each screen loads its own.
 */
const DEMO_CONTRACT_CHUNK = /packages\/contract\/src\//;

/**
 * The demo's own pages (issue 16): the help site and the classroom-client page that the mock's
 * configuration and download call point at (mocks/src/demoPages.ts), instead of hosts that do
 * not exist. The dev server serves them as any page of this folder; the demo build adds them as
 * pages of their own, and the production build has them not.
 */
export const DEMO_PAGE_FILES = ['demo-pages/help.html', 'demo-pages/classroom-client.html'];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The built pages carry the Content-Security-Policy as a meta tag, first in their head so that it
 * governs every script after it; the static host gets the full policy, frame-ancestors included,
 * as a `_headers` file (issue 17). The dev server has none: its hot reload runs inline scripts.
 */
function contentSecurityPolicy(input: PolicyInput): Plugin {
  // The static host's policy covers every page: it allows each page's inline scripts.
  const hashes = new Set<string>();
  return {
    name: 'platform:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      // After the language chooser is written (textsPlugin.ts), whose hash the policy carries.
      order: 'post',
      handler: (html) => {
        const own = inlineScriptHashes(html);
        for (const hash of own) hashes.add(hash);
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: metaPolicy({ ...input, inlineScriptHashes: own }),
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    writeBundle(options) {
      if (!options.dir) return;
      const policy = { ...input, inlineScriptHashes: [...hashes] };
      writeFileSync(join(options.dir, '_headers'), headersFile(policy));
    },
  };
}

/**
 * Fonts on the login page's critical path (issue 18 item 3). Pretendard's 92 @font-face rules
 * (13 kB gzip) leave the render-blocking CSS: @platform/ui's stylesheet takes the metric-matched
 * fallback and the rules of the two subsets every page needs first, 91 (Latin, digits, the
 * commonest syllables) and 90 (the next commonest syllables), 59 kB, preloaded with their hashed
 * names. src/loadFonts.ts loads the other rules once the page has loaded and the browser is idle.
 * The first paint draws Latin in Pretendard and the other Korean syllables in the system font
 * scaled to Pretendard's widths, so the later subsets change glyphs, not lines
 * (bench/login-fonts.mjs).
 */
const UI_STYLESHEET = /packages\/ui\/src\/styles\/global\.css$/;

function fontsOffTheCriticalPath(): Plugin {
  let base = '/';
  return {
    name: 'platform:fonts',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (!UI_STYLESHEET.test(file)) return null;
      // The rules go last: an @font-face before the stylesheet's other @import would void it.
      const critical = code.replace(
        '@platform/tokens/fonts.css',
        '@platform/tokens/fonts-fallback.css',
      );
      return `${critical}\n${firstSubsetFaces(file)}\n`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((asset) => asset.type === 'asset' && FIRST_SUBSET_ASSET.test(asset.fileName))
          .map((asset) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${base}${asset.fileName}`,
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * `vite --mode demo` (npm start) and `vite build --mode demo` (npm run build:demo) carry the
 * in-browser mock backend; the production build (`vite build`) holds no mock code at all: the
 * `__DEMO__` branch that imports it is folded away.
 */
export default defineConfig(({ command, mode }) => {
  const demo = mode === 'demo';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBase = env.VITE_API_BASE || '/boda';
  const whiteboardHostOrigin = hostOriginOf(env.VITE_WHITEBOARD_HOST_ORIGIN);
  return {
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: reactRouterProduction },
              // The demo's mock chunk without the Public Suffix List (issue 18 item 5).
              ...(demo ? mockBrowserAliases : []),
            ],
          }
        : {},
    plugins: [
      react(),
      mockServiceWorkerPlugin({ emit: demo }),
      textsPerLanguage(),
      contentSecurityPolicy({ apiBase, whiteboardHostOrigin }),
      fontsOffTheCriticalPath(),
      prerenderPublicPages(),
    ],
    define: { __DEMO__: JSON.stringify(demo) },
    server: { port: 5173 },
    build: {
      rolldownOptions: {
        ...(demo
          ? {
              input: Object.fromEntries(
                ['index.html', ...DEMO_PAGE_FILES].map((file) => [
                  file.replace(/^.*\//, '').replace(/\.html$/, ''),
                  here(file),
                ]),
              ),
            }
          : {}),
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'core',
                test: (id: string) => CORE_CHUNK_MODULES.some((pattern) => pattern.test(id)),
              },
              ...(demo ? [{ name: 'contract', test: DEMO_CONTRACT_CHUNK }] : []),
            ],
          },
        },
        onwarn(warning, warn) {
          // Radix ships "use client" directives for React Server Components; harmless here.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
});
