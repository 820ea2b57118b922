// The login page's size budget (issue 6): the JavaScript the production build loads for
// /{companyId} — the entry with its static imports, plus the lazy modules of the routes that
// match — must stay within 160 kB gzip, and must hold neither mock code nor a heavy widget.
//
// It builds apps/web once more into a temporary folder with a manifest and source maps (the
// shipped build keeps neither), follows the manifest's static imports from the entry and from
// the matched route modules, gzips each chunk and sums them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Issue 6's budget for the login page. */
export const LOGIN_TARGET_BYTES = 160_000;

/** What the check enforces: the target itself (the core chunk of vite.config.ts brought it there). */
export const LOGIN_BUDGET_BYTES = LOGIN_TARGET_BYTES;

/**
 * The modules /{companyId} loads: the root layout and the login page, and the open calls' part
 * of the endpoint catalogue, which the client loads on the page's first call (lazyCatalogue.ts).
 */
export const LOGIN_ROUTE_MODULES = [
  'src/app/errors/RouteErrorPage.tsx',
  'src/areas/auth/login/CompanyLoginPage.tsx',
];

/**
 * Modules that load on the login page's first call (the open calls' part of the catalogue). They
 * have no manifest key of their own: the chunk that holds each is found through its source map.
 */
export const LOGIN_CALL_MODULES = ['packages/contract/src/endpoints/open.ts'];

/** Code that must never reach the login page: the mock backend and the heavy widgets. */
export const FORBIDDEN_SOURCES = [
  /\/mocks\/src\//,
  /node_modules\/msw\//,
  /node_modules\/react-easy-crop\//,
  /node_modules\/react-arborist\//,
  /node_modules\/@tanstack\/react-table\//,
  /node_modules\/@tanstack\/react-virtual\//,
  /node_modules\/exceljs\//,
  /node_modules\/pdfjs-dist\//,
  /node_modules\/recharts\//,
  /node_modules\/@tiptap\//,
];

/** The chunk files a set of manifest entries loads before they run (static imports, transitively). */
export function chunksLoadedBy(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

async function measure() {
  const root = resolve(import.meta.dirname, '../apps/web');
  const outDir = mkdtempSync(join(tmpdir(), 'web-size-'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    // A chunk of bundler glue only (rolldown's runtime) has no source map: no sources to check.
    const sourcesOf = (file) => {
      const mapFile = join(outDir, `${file}.map`);
      return existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources : [];
    };
    const callChunks = LOGIN_CALL_MODULES.map((module) => {
      const key = Object.keys(manifest).find((candidate) =>
        sourcesOf(manifest[candidate].file).some((source) => source.endsWith(module)),
      );
      if (!key) throw new Error(`no chunk of the build holds ${module}`);
      return key;
    });
    const files = chunksLoadedBy(manifest, [entryKey, ...LOGIN_ROUTE_MODULES, ...callChunks]);
    return files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
      sources: sourcesOf(file),
    }));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measure();
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(row.gzip / 1000).toFixed(1).padStart(7)} kB  ${row.file}`);
  }
  console.log(
    `${(total / 1000).toFixed(1).padStart(7)} kB  login page total (budget ${LOGIN_BUDGET_BYTES / 1000} kB gzip)`,
  );
  const failures = [];
  if (total > LOGIN_BUDGET_BYTES) {
    failures.push(
      `the login page loads ${(total / 1000).toFixed(1)} kB gzip of JavaScript, over the budget of ${LOGIN_BUDGET_BYTES / 1000} kB`,
    );
  }
  for (const row of rows) {
    for (const source of row.sources) {
      if (FORBIDDEN_SOURCES.some((pattern) => pattern.test(source))) {
        failures.push(`${row.file} holds ${source}, which the login page must not load`);
      }
    }
  }
  if (failures.length) {
    console.error(failures.map((failure) => `✗ ${failure}`).join('\n'));
    process.exit(1);
  }
  console.log('✓ login page within its size budget, with no mock code and no heavy widget');
}
