#!/usr/bin/env node
// The settlement table over a month of 3,000 fee rows (issue 21 item 9), on demand (not part of
// `npm test`): builds a small production page with Vite, serves it, and drives Debian's Chromium
// with Playwright. Every figure is timed inside the page; the result goes to stdout (and, with
// --json FILE, to a file). The machine is shared: its load average is recorded with the figures.
//
//   node bench/settlement.mjs [--students 120] [--classes 25] [--runs 5] [--keys 30]
//                             [--frames 240] [--step 60] [--phone-cpu 4] [--json out.json]
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { argument, machine, median, pooledFrames, withBenchPage } from './harness.mjs';

const STUDENTS = Number(argument('students', 120));
const CLASSES = Number(argument('classes', 25));
const RUNS = Number(argument('runs', 5));
const KEYS = Number(argument('keys', 30));
const FRAMES = Number(argument('frames', 240));
const STEP = Number(argument('step', 60));
const PHONE_CPU = Number(argument('phone-cpu', 4));
const JSON_OUT = argument('json', '');

/** A phone's 390 px with its CPU slowed down, as note-review.mjs does, and a desktop. */
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, cpu: PHONE_CPU },
  desktop: { viewport: { width: 1280, height: 900 }, cpu: 1 },
};

const round = (value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value);
const summary = (timings) => {
  const dom = timings.map((t) => t.dom);
  const frame = timings.map((t) => t.frame);
  return {
    runs: timings.length,
    domMedian: round(median(dom)),
    domMax: round(Math.max(...dom)),
    frameMedian: round(median(frame)),
    frameMax: round(Math.max(...frame)),
  };
};
/** The scroll passes' frames (what the table reports of them), with what the page drew. */
const pooled = (passes) => {
  const pool = pooledFrames(passes);
  return {
    frames: pool.frames,
    median: round(pool.median),
    p95: round(pool.p95),
    max: round(pool.max),
    over33: pool.over33,
    scrolledPx: passes[0].scrolledPx,
    pageWidth: Math.max(...passes.map((pass) => pass.pageWidth)),
    amountsRendered: passes[0].mostAmounts,
  };
};
const loadNow = () => loadavg().map((value) => Number(value.toFixed(2)));

const results = { students: STUDENTS, classesEach: CLASSES, runs: RUNS, load: [loadNow()] };
await withBenchPage('settlement-page', { port: 4794 }, async (page, browser) => {
  results.machine = machine(browser);
  results.data = await page.evaluate(
    ([students, classes]) => window.bench.setup(students, classes),
    [STUDENTS, CLASSES],
  );
  const cdp = await page.context().newCDPSession(page);
  for (const [name, { viewport, cpu }] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    results[name] = { viewport, cpuSlowdown: cpu };
    for (const variant of ['windowed', 'every row', 'every row, every group drawn again']) {
      const first = [];
      const keys = [];
      const passes = [];
      for (let run = 0; run < RUNS; run += 1) {
        first.push(await page.evaluate((v) => window.bench.firstRender(v), variant));
        for (let key = 0; key < KEYS; key += 1) {
          keys.push(await page.evaluate((n) => window.bench.keystroke(n * 97), key + run * KEYS));
        }
        if (variant !== 'every row, every group drawn again') {
          passes.push(await page.evaluate(([f, s]) => window.bench.wheel(f, s), [FRAMES, STEP]));
        }
      }
      results[name][variant] = {
        firstRender: summary(first),
        keystroke: summary(keys),
        ...(passes.length ? { scroll: pooled(passes) } : {}),
      };
    }
    results.load.push(loadNow());
  }
});
console.log(JSON.stringify(results, null, 2));
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
