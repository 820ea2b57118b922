#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
// GroupTree at scale, on demand (not part of `npm test`): builds a small production page with
// Vite, serves it, and drives Debian's Chromium with Playwright. Every figure is timed inside the
// page; the medians go to stdout (and, with --json FILE, to a file).
//
//   node bench/group-tree.mjs [--users 100000] [--groups 2000] [--runs 11] [--json out.json]
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findBrowser, INSTALL_HINT } from '../scripts/find-browser.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const USERS = Number(argument('users', 100_000));
const GROUPS = Number(argument('groups', 2_000));
const RUNS = Number(argument('runs', 11));
const JSON_OUT = argument('json', '');

const browserPath = findBrowser();
if (!browserPath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const root = fileURLToPath(new URL('./page/', import.meta.url));
const outDir = join(tmpdir(), 'bench-group-tree');
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  // One page, one chunk: the size warning says nothing here.
  build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
});
const server = await preview({
  root,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { port: 4791, strictPort: false, host: '127.0.0.1' },
});
const url = server.resolvedUrls?.local[0];

const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = (timings) => ({
  runs: timings.length,
  domMedian: median(timings.map((t) => t.dom)),
  frameMedian: median(timings.map((t) => t.frame)),
  domMax: Math.max(...timings.map((t) => t.dom)),
});

try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const setup = await page.evaluate(([u, g]) => window.bench.setup(u, g), [USERS, GROUPS]);

  const firstRender = [];
  for (let i = 0; i < RUNS; i++)
    firstRender.push(await page.evaluate(() => window.bench.firstRender()));

  // One keystroke at a time, as a user types a name, an ID, a group, then clears the box.
  const steps = ['김', '김민', '김민준', '', 's', 'st', 'st0', 'st01', 'st012', '', '3반', ''];
  const keystrokes = Object.fromEntries(steps.map((step, i) => [`${i}:${step || '(clear)'}`, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [n, step] of steps.entries()) {
      keystrokes[`${n}:${step || '(clear)'}`].push(
        await page.evaluate((text) => window.bench.filter(text), step),
      );
    }
  }

  const expand = [];
  const collapse = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    expand.push(await page.evaluate(() => window.bench.expandAll()));
    collapse.push(await page.evaluate(() => window.bench.collapseAll()));
  }

  await page.evaluate(() => window.bench.firstRender());
  const select = [];
  for (let i = 0; i < RUNS; i++) select.push(await page.evaluate((n) => window.bench.select(n), i));

  const allKeystrokes = Object.values(keystrokes).flat();
  const results = {
    machine: {
      nproc: availableParallelism(),
      cpu: cpus()[0]?.model,
      chromium: browser.version(),
      node: process.version,
      date: new Date().toISOString(),
    },
    data: { users: USERS, groups: GROUPS, ...setup },
    firstRender: summary(firstRender),
    filterKeystroke: summary(allKeystrokes),
    filterByStep: Object.fromEntries(
      Object.entries(keystrokes).map(([step, timings]) => [
        step,
        { ...summary(timings), rows: timings[0]?.rows },
      ]),
    ),
    expandAll: summary(expand),
    collapseAll: summary(collapse),
    selectNode: summary(select),
  };
  console.log(JSON.stringify(results, null, 2));
  if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
