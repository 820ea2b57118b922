// The size check (issue 6, per route since issue 18): the JavaScript each route of the production
// build loads before its first paint (the entry with its static imports, the lazy modules of the
// routes that match, and the open calls' part of the catalogue where the page makes a call),
// gzipped chunk by chunk, against the route's budget (routeBudgets.mjs). It prints a table of every
// route and fails naming the route and the modules that weigh most in it; no page before sign-in
// holds mock code, and no page holds a heavy widget before it is opened.
//
// It builds apps/web once more into a temporary folder with a manifest (the shipped build has
// none), and reads from the build's output which modules each chunk renders and how much of it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import {
  enforcedBudget,
  heaviestModules,
  ON_DEMAND_WIDGETS,
  OPEN_CALL_MODULES,
  routeTable,
  SIGNED_IN_SOURCES,
  shortName,
} from './routeBudgets.mjs';

/** Code that must never reach a page before sign-in: the mock backend. */
export const MOCK_SOURCES = [/\/mocks\/src\//, /node_modules\/msw\//];

/** The heavy widgets: each loads when the user opens it, on no route's first paint. */
export const HEAVY_WIDGETS = [
  /node_modules\/react-easy-crop\//,
  /node_modules\/react-arborist\//,
  /node_modules\/exceljs\//,
  /node_modules\/pdfjs-dist\//,
  /node_modules\/pdf-lib\//,
  /node_modules\/recharts\//,
  /node_modules\/@tiptap\//,
  /node_modules\/qrcode/,
];

/** What a page before sign-in must not hold besides the mock: the tables' code (issue 6). */
export const TABLE_SOURCES = [
  /node_modules\/@tanstack\/react-table\//,
  /node_modules\/@tanstack\/react-virtual\//,
];

/** The login page's list of what it must not hold (issue 6): the mock, widgets and tables. */
export const FORBIDDEN_SOURCES = [...MOCK_SOURCES, ...HEAVY_WIDGETS, ...TABLE_SOURCES];

/**
 * Screens whose first paint is a heavy widget: the users-and-groups screen is its group tree
 * (screens.md §10), so react-arborist is what it opens with.
 */
export const WIDGET_SCREENS = {
  '/{companyId}/manage/group/list': [/node_modules\/react-arborist\//],
};

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

/** Builds the production app; returns its manifest and, per chunk file, gzip bytes and modules. */
export async function buildAndWeigh() {
  const root = resolve(import.meta.dirname, '../apps/web');
  const outDir = mkdtempSync(join(tmpdir(), 'web-size-'));
  try {
    const result = await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
    const chunks = new Map();
    for (const chunk of outputs.filter((output) => output.type === 'chunk')) {
      const gzip = gzipSync(chunk.code, { level: 9 }).length;
      const rendered = Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]);
      const total = rendered.reduce((sum, [, length]) => sum + length, 0) || 1;
      // A module's share of the chunk's gzip bytes: its share of the rendered code.
      const modules = new Map(rendered.map(([id, length]) => [id, (length / total) * gzip]));
      chunks.set(chunk.fileName, { gzip, modules });
    }
    return { manifest, chunks };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Measures every route of the table; each row lists its files, bytes and modules' bytes. */
export function measureRoutes(routes, manifest, chunks) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const openCallKeys = OPEN_CALL_MODULES.map((module) => {
    const file = [...chunks].find(([, chunk]) =>
      [...chunk.modules.keys()].some((id) => id.endsWith(module)),
    )?.[0];
    if (!file) throw new Error(`no chunk of the build holds ${module}`);
    return keyOfFile.get(file);
  });
  return routes.map((route) => {
    const files = chunksLoadedBy(manifest, [
      entryKey,
      ...route.modules,
      ...(route.openCalls ? openCallKeys : []),
    ]);
    const moduleBytes = new Map();
    for (const file of files) {
      for (const [id, bytes] of chunks.get(file)?.modules ?? []) moduleBytes.set(id, bytes);
    }
    const bytes = files.reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);
    return { ...route, files, bytes, moduleBytes };
  });
}

/**
 * Each on-demand widget: the bytes its dynamic import adds to the screens that open it (the chunks
 * none of those screens has loaded before), and each screen's total with it.
 */
export function measureWidgets(widgets, rows, manifest, chunks) {
  return widgets.map((widget) => {
    const files = chunksLoadedBy(manifest, [widget.module]);
    const screens = widget.screens.map((path) => {
      const row = rows.find((candidate) => candidate.name === `/{companyId}/${path}`);
      if (!row) throw new Error(`the size check measures no screen ${path}`);
      const all = new Set([...row.files, ...files]);
      const total = [...all].reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);
      return { name: row.name, firstPaint: row.bytes, total, own: new Set(row.files) };
    });
    const shared = new Set(screens.flatMap((screen) => [...screen.own]));
    const added = files.filter((file) => !shared.has(file));
    const bytes = added.reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);
    return { ...widget, files: added, bytes, screens };
  });
}

/** What breaks a budget or brings code where it must not be, as sentences. */
export function findFaults(rows) {
  const faults = [];
  const shell = rows.find((row) => row.name === 'signed-in shell');
  for (const row of rows) {
    const budget = enforcedBudget(row);
    if (row.bytes > budget) {
      // A screen is named by what it adds to the shell; other pages by all they load.
      const own = new Map(
        [...row.moduleBytes].filter(([id]) => !(row.screen && shell?.moduleBytes.has(id))),
      );
      faults.push(
        `${row.name} loads ${(row.bytes / 1000).toFixed(1)} kB gzip before first paint, over its ` +
          `budget of ${budget / 1000} kB; heaviest: ${heaviestModules(own).join(', ')}`,
      );
    }
    const beforeSignIn = !row.screen && !row.name.startsWith('signed-in');
    const allowed = WIDGET_SCREENS[row.name] ?? [];
    for (const id of row.moduleBytes.keys()) {
      if (beforeSignIn && MOCK_SOURCES.some((pattern) => pattern.test(id))) {
        faults.push(`${row.name} holds mock code (${id})`);
      }
      const widget = HEAVY_WIDGETS.find((pattern) => pattern.test(id));
      if (widget && !allowed.some((pattern) => pattern.source === widget.source)) {
        faults.push(`${row.name} loads a heavy widget before it is opened (${shortName(id)})`);
      }
      if (row.publicSite && SIGNED_IN_SOURCES.some((pattern) => pattern.test(id))) {
        faults.push(`${row.name} holds ${shortName(id)}, code of the signed-in app`);
      }
      if (row.openCalls && TABLE_SOURCES.some((pattern) => pattern.test(id))) {
        faults.push(`${row.name} holds ${id}, which a page before sign-in must not load`);
      }
    }
  }
  return [...new Set(faults)];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const screenPages = readFileSync(
    resolve(import.meta.dirname, '../apps/web/src/app/screenPages.ts'),
    'utf8',
  );
  const introPages = readFileSync(
    resolve(import.meta.dirname, '../apps/web/src/areas/intro/site/introPages.ts'),
    'utf8',
  );
  const { manifest, chunks } = await buildAndWeigh();
  const rows = measureRoutes(routeTable(screenPages, introPages), manifest, chunks);
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`${'route'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  issue 18`);
  for (const row of rows) {
    const budget = enforcedBudget(row);
    const mark = row.bytes > budget ? '✗' : row.bytes > row.budget ? '…' : '✓';
    console.log(
      `${row.name.padEnd(width)}  ${kB(row.bytes).padStart(9)}  ${kB(budget).padStart(9)}  ${mark} ${kB(row.budget)}`,
    );
  }
  const widgets = measureWidgets(ON_DEMAND_WIDGETS, rows, manifest, chunks);
  const faults = findFaults(rows);
  for (const widget of widgets) {
    const mark = widget.bytes > widget.budget ? '✗' : '✓';
    console.log(
      `${`${widget.name}, loaded when opened`.padEnd(width)}  ${kB(widget.bytes).padStart(9)}  ${kB(widget.budget).padStart(9)}  ${mark}`,
    );
    for (const screen of widget.screens) {
      console.log(
        `${`  ${screen.name} with it`.padEnd(width)}  ${kB(screen.total).padStart(9)}  ${'—'.padStart(9)}  (first paint ${kB(screen.firstPaint)})`,
      );
    }
    if (widget.bytes > widget.budget) {
      faults.push(
        `${widget.name} adds ${kB(widget.bytes)} gzip when opened, over its budget of ${kB(widget.budget)}`,
      );
    }
  }
  if (faults.length) {
    console.error(faults.map((fault) => `✗ ${fault}`).join('\n'));
    process.exit(1);
  }
  const open = rows.filter((row) => row.bytes > row.budget).map((row) => row.name);
  console.log(
    `✓ every route within the budget it is held to${open.length ? `; over issue 18's budget still: ${open.join(', ')}` : ''}`,
  );
}
