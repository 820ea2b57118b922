#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
// NoteReview over a note of 200 pages, on demand (not part of `npm test`): a production build of
// the real widget, scrolled as a wheel or a finger does at 1 to 4 columns, on a desktop viewport
// and on a phone's (with the CPU slowed as a mid-range phone's). Every figure is timed inside the
// page; the result goes to stdout (and, with --json FILE, to a file).
//
//   node bench/note-review.mjs [--images png|svg] [--frames 240] [--step 120] [--runs 3]
//                              [--phone-cpu 4] [--viewports desktop,phone] [--json out.json]
import { argument, machine, median, pooledFrames, withBenchPage } from './harness.mjs';

const IMAGES = argument('images', 'png');
const FRAMES = Number(argument('frames', 240));
const STEP = Number(argument('step', 120));
const RUNS = Number(argument('runs', 3));
const PHONE_CPU = Number(argument('phone-cpu', 4));
const JSON_OUT = argument('json', '');
const ONLY = argument('viewports', 'desktop,phone').split(',');

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 }, cpu: 1, columns: [1, 2, 3, 4] },
  phone: { viewport: { width: 390, height: 844 }, cpu: PHONE_CPU, columns: [1, 2] },
};

/** The scroll passes' frames, with what the page drew. */
const pooled = (passes) => ({
  ...pooledFrames(passes),
  scrolledPx: passes[0].scrolledPx,
  mostCards: Math.max(...passes.map((pass) => pass.mostCards)),
});
const round = (value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value);
const rounded = (record) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, round(value)]));

const results = { images: IMAGES, frames: FRAMES, stepPx: STEP, runs: RUNS };
// One build and one set of page images serve every viewport: only the size and the CPU change.
await withBenchPage('note-review-page', { port: 4792 }, async (page, browser) => {
  results.machine = machine(browser);
  results.setup = rounded(await page.evaluate((images) => window.bench.setup(images), IMAGES));
  const cdp = await page.context().newCDPSession(page);
  for (const [name, { viewport, cpu, columns }] of Object.entries(VIEWPORTS)) {
    if (!ONLY.includes(name)) continue;
    results[name] = { viewport, cpuSlowdown: cpu };
    await page.setViewportSize(viewport);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    for (const count of columns) {
      const open = [];
      const passes = [];
      for (let run = 0; run < RUNS; run += 1) {
        open.push(await page.evaluate((n) => window.bench.open(n), count));
        passes.push(
          await page.evaluate(([frames, step]) => window.bench.wheel(frames, step), [FRAMES, STEP]),
        );
      }
      results[name][`${count} columns`] = {
        openFrameMedian: round(median(open)),
        wheel: rounded(pooled(passes)),
      };
    }
  }
});
console.log(JSON.stringify(results, null, 2));
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
