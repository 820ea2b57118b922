#!/usr/bin/env node
// The login page's fonts (issue 18 item 3), on demand (not part of `npm test`): serves a
// production build of apps/web with `vite preview`, opens /{companyId} in Debian's Chromium at a
// phone's size, in Korean and in English, and counts the font bytes the page downloaded before
// its text was final, the @font-face rules of its render-blocking CSS, and, on a throttled phone
// network, when the first paint and the last font of the first paint happened.
//
// "Final" means that no font that comes later can move a line: the fonts requested before the
// rest of Pretendard's rules were asked for (src/loadFonts.ts does that once the page has loaded
// and the browser is idle). The later subsets only change the glyphs of syllables drawn until then
// in the system's Korean font scaled to Pretendard's widths; the bench waits for them too and
// reports the layout shift of the whole visit and the part of it after they were asked for, which
// is what shows whether they moved anything.
//
//   cd apps/web && npx vite build --outDir /tmp/font-X --emptyOutDir
//   node bench/login-fonts.mjs --dir /tmp/font-X [--port 4455] [--runs 3] [--company demo]
//
// The production build has no mock backend: the bench answers its api calls with the mock
// server's handlers (loaded through Vite, in Node), so that the page shows the text a user sees
// (the institution's name, the form), not an error. --no-api leaves the calls failing.
// Vite's preview server sends no gzip, so CSS is gzipped here, as a static host would.
// The machine needs a Korean system font (apt-get install -y fonts-noto-cjk), as a phone has; remove
// it afterwards: the visual baselines are taken without it, as on CI.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { chromium } from 'playwright-core';
import { createServer, preview } from 'vite';
import { CHROMIUM_ARGS, findBrowser, INSTALL_HINT } from '../scripts/find-browser.mjs';
import { argument, median } from './harness.mjs';

const DIR = argument('dir', '');
const PORT = Number(argument('port', 4455));
const RUNS = Number(argument('runs', 3));
const COMPANY = argument('company', 'demo');
const JSON_OUT = process.argv.includes('--json');
const WITH_API = !process.argv.includes('--no-api');
const API_BASE = argument('api', '/boda');

if (!DIR) {
  console.error('usage: node bench/login-fonts.mjs --dir <a production build of apps/web>');
  process.exit(2);
}

/** Lighthouse's mobile preset: slow 4G (150 ms round trip, 1.6 Mbit/s down) and a 4x slower CPU. */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const PHONE_CPU_SLOWDOWN = 4;

/** Pretendard's other @font-face rules, which src/loadFonts.ts asks for after the page. */
const REST_OF_PRETENDARD = /\/fonts-pretendard-[^/]*\.css$/;

/** The stylesheets the HTML links in its head block the first paint: their @font-face weight. */
function renderBlockingCss() {
  const html = readFileSync(join(DIR, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1])
    .filter(Boolean);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map(
    (tag) => /href="([^"]+)"/.exec(tag[0])?.[1],
  );
  return {
    preloads,
    sheets: sheets.map((href) => {
      const css = readFileSync(join(DIR, href), 'utf8');
      const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
      return {
        href,
        gzip: gzipSync(css).length,
        fontFaceRules: faces.length,
        fontFaceGzip: gzipSync(faces.join('')).length,
      };
    }),
  };
}

/** One visit of the login page in a fresh profile (empty cache). */
async function visit(browser, origin, locale, { throttled, handlers }) {
  const context = await browser.newContext({
    locale,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  if (handlers)
    await context.route(`${origin}${API_BASE}/**`, async (route) => {
      const request = route.request();
      const response = await getResponse(
        handlers,
        new Request(request.url(), {
          method: request.method(),
          headers: await request.allHeaders(),
          body: request.postDataBuffer() ?? undefined,
        }),
      );
      if (!response) return route.fulfill({ status: 404 });
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  const fonts = new Map();
  let restAskedAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', ({ requestId, type, timestamp, request }) => {
    if (type === 'Font')
      fonts.set(requestId, { url: request.url, started: timestamp, bytes: 0, done: false });
    if (REST_OF_PRETENDARD.test(request.url)) restAskedAt = Math.min(restAskedAt, timestamp);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const font = fonts.get(requestId);
    if (font) Object.assign(font, { bytes: encodedDataLength, done: true });
  });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__shifts.push([entry.startTime, entry.value]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}/${COMPANY}`, { waitUntil: 'load' });
  // The page's first calls settled (networkidle), then the rest of Pretendard, asked for when the
  // browser is idle, and every subset its text needs.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(pattern).test(entry.name)),
    REST_OF_PRETENDARD.source,
  );
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(async (pattern) => {
    await document.fonts.ready;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const resources = performance.getEntriesByType('resource');
    const restAsked =
      resources.find((entry) => new RegExp(pattern).test(entry.name))?.startTime ?? Infinity;
    const fontEntries = resources
      .filter((entry) => /\.woff2(\?|$)/.test(entry.name))
      .map((entry) => ({
        file: entry.name.replace(/^.*\//, ''),
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
        initiator: entry.initiatorType,
      }));
    const sum = (entries) => entries.reduce((total, [, value]) => total + value, 0);
    const faces = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.family} ${face.display}`);
    return {
      fcp: fcp === null ? null : Math.round(fcp),
      fontEntries: fontEntries.map((entry) => ({ ...entry, later: entry.start >= restAsked })),
      shift: sum(window.__shifts),
      shiftAfterRest: sum(window.__shifts.filter(([time]) => time >= restAsked)),
      displays: [...new Set(faces)],
      text: document.body.innerText.slice(0, 80),
    };
  }, REST_OF_PRETENDARD.source);
  // The fonts of the final text: requested before the rest of Pretendard was asked for.
  const downloaded = [...fonts.values()].filter((font) => font.done);
  const first = downloaded.filter((font) => font.started < restAskedAt);
  // The cache is off, so a subset the first rules fetched is fetched again for the later rules'
  // face of it; a phone's cache would answer that, so it is not counted twice.
  const firstUrls = new Set(first.map((font) => font.url));
  const later = downloaded.filter(
    (font) => font.started >= restAskedAt && !firstUrls.has(font.url),
  );
  await context.close();
  const firstEntries = timing.fontEntries.filter((entry) => !entry.later);
  const lastFontEnd = Math.max(0, ...firstEntries.map((entry) => entry.end));
  const kB = (list) => list.reduce((sum, font) => sum + font.bytes, 0);
  return {
    fontFiles: first.length,
    fontBytes: kB(first),
    laterFiles: later.length,
    laterBytes: kB(later),
    files: timing.fontEntries.map(
      (entry) => `${entry.file}@${entry.initiator}:${entry.end}${entry.later ? ' (later)' : ''}`,
    ),
    fcp: timing.fcp,
    lastFontEnd,
    // A font of the final text that lands after the first paint redraws it (a swap).
    fontsAfterFcp: firstEntries.filter((entry) => timing.fcp !== null && entry.end > timing.fcp)
      .length,
    shift: timing.shift,
    shiftAfterRest: timing.shiftAfterRest,
    displays: timing.displays,
    text: timing.text,
  };
}

const browserPath = findBrowser();
if (!browserPath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
/** The mock server's handlers, in Node (the same ones the demo runs in the browser). */
async function mockHandlers() {
  const loader = await createServer({
    root: new URL('..', import.meta.url).pathname,
    configFile: false,
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const { handlers } = await loader.ssrLoadModule('/mocks/src/handlers/index.ts');
    return handlers;
  } finally {
    await loader.close();
  }
}

const handlers = WITH_API ? await mockHandlers() : undefined;
const server = await preview({
  root: new URL('../apps/web/', import.meta.url).pathname,
  configFile: false,
  logLevel: 'warn',
  build: { outDir: DIR },
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
});
const origin = `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
const results = { dir: DIR, api: WITH_API, css: renderBlockingCss(), locales: {} };
try {
  for (const locale of ['ko-KR', 'en-US']) {
    const fast = await visit(browser, origin, locale, { throttled: false, handlers });
    const phone = [];
    for (let run = 0; run < RUNS; run++)
      phone.push(await visit(browser, origin, locale, { throttled: true, handlers }));
    results.locales[locale] = {
      fontFiles: fast.fontFiles,
      fontBytes: fast.fontBytes,
      laterFiles: fast.laterFiles,
      laterBytes: fast.laterBytes,
      shiftAfterRest: fast.shiftAfterRest,
      files: fast.files,
      displays: fast.displays,
      text: fast.text,
      phone: {
        runs: phone.length,
        fontBytes: phone.map((run) => run.fontBytes),
        fcpMedian: median(phone.map((run) => run.fcp)),
        lastFontEndMedian: median(phone.map((run) => run.lastFontEnd)),
        fontsAfterFcp: phone.map((run) => run.fontsAfterFcp),
        shift: phone.map((run) => Number(run.shift.toFixed(4))),
        shiftAfterRest: phone.map((run) => Number(run.shiftAfterRest.toFixed(4))),
        laterBytes: phone.map((run) => run.laterBytes),
      },
    };
  }
  results.machine = {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model,
    load: loadavg().map((value) => Number(value.toFixed(2))),
    chromium: browser.version(),
    node: process.version,
    date: new Date().toISOString(),
  };
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

if (JSON_OUT) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const { css } = results;
  console.log(`build ${DIR}: ${css.preloads.length} font preload(s) ${css.preloads.join(' ')}`);
  for (const sheet of css.sheets)
    console.log(
      `  render-blocking ${sheet.href}: ${(sheet.gzip / 1000).toFixed(1)} kB gzip, ${sheet.fontFaceRules} @font-face rules (${(sheet.fontFaceGzip / 1000).toFixed(1)} kB gzip of them)`,
    );
  for (const [locale, r] of Object.entries(results.locales)) {
    console.log(
      `${locale}: ${r.fontFiles} font files, ${(r.fontBytes / 1000).toFixed(1)} kB before the text is final; ${r.laterFiles} later (${(r.laterBytes / 1000).toFixed(1)} kB), layout shift after them ${r.shiftAfterRest.toFixed(4)}; font-display ${r.displays.join(', ') || '-'}`,
    );
    console.log(`  files: ${r.files.join(' ')}`);
    console.log(`  text: ${JSON.stringify(r.text)}`);
    console.log(
      `  phone (slow 4G, CPU/${PHONE_CPU_SLOWDOWN}, ${r.phone.runs} runs): FCP ${r.phone.fcpMedian} ms, last font ${r.phone.lastFontEndMedian} ms, fonts after FCP ${r.phone.fontsAfterFcp.join('/')}, CLS ${r.phone.shift.join('/')} (after the later fonts ${r.phone.shiftAfterRest.join('/')}), font kB ${r.phone.fontBytes.map((b) => (b / 1000).toFixed(1)).join('/')}`,
    );
  }
  console.log(`machine: ${JSON.stringify(results.machine)}`);
}
