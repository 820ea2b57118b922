// What every benchmark here does before it measures: build one of the pages beside this file with
// Vite in production mode (what a phone runs, not React's development build), serve it, and open
// it in Debian's Chromium through Playwright. The figures are then timed inside the page.
// BENCH_MINIFY=0 keeps the names in the bundle, for a CPU profile that says which function it was.
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findBrowser, INSTALL_HINT } from '../scripts/find-browser.mjs';

/** `--name value` from the command line, or the fallback. */
export function argument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The frame intervals of every scroll pass together (`pass.intervals`, in ms): one slow pass shows
 * as it is, not hidden by a median of passes.
 */
export function pooledFrames(passes) {
  const intervals = passes.flatMap((pass) => pass.intervals).sort((a, b) => a - b);
  const at = (share) =>
    intervals[Math.min(intervals.length - 1, Math.floor(intervals.length * share))];
  return {
    frames: intervals.length,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: intervals.at(-1),
    over33: intervals.filter((interval) => interval > 33.4).length,
    over50: intervals.filter((interval) => interval > 50).length,
  };
}

/**
 * Builds `bench/<pageDir>/`, serves it and opens it (at `viewport`, or Playwright's default) once
 * `window.bench` exists. `run` gets the Playwright page and the browser; the browser and the
 * server are closed after it, whatever happens.
 */
export async function withBenchPage(pageDir, { port, viewport }, run) {
  const browserPath = findBrowser();
  if (!browserPath) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  const root = fileURLToPath(new URL(`./${pageDir}/`, import.meta.url));
  const outDir = join(tmpdir(), `bench-${pageDir}`);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // One page, one chunk: the size warning says nothing here.
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      minify: process.env.BENCH_MINIFY !== '0',
    },
  });
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: false, host: '127.0.0.1' },
  });
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(server.resolvedUrls?.local[0]);
    await page.waitForFunction(() => 'bench' in window);
    return await run(page, browser);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

/** The machine a figure was taken on: a figure without it means nothing. */
export function machine(browser) {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model,
    chromium: browser.version(),
    node: process.version,
    date: new Date().toISOString(),
  };
}
