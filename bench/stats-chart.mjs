#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
// StatsChart over a year of daily figures (issue 22 item 8), on demand (not part of `npm test`):
// builds a small production page with Vite, serves it, and drives Debian's Chromium with
// Playwright. Every figure is timed inside the page; the result goes to stdout (and, with
// --json FILE, to a file). The machine is shared: its load average is recorded with the figures.
//
//   node bench/stats-chart.mjs [--points 365] [--runs 11] [--scenarios line,bar,line-phone]
//                              [--json out.json]
import { argument, machine, median, withBenchPage } from './harness.mjs';

const POINTS = Number(argument('points', 365));
const RUNS = Number(argument('runs', 11));
const JSON_OUT = argument('json', '');
const ONLY = argument('scenarios', 'line,bar,line-phone').split(',');

/** The chart's container: a desktop content column, and a phone's 390 px (no CPU slowdown). */
const SCENARIOS = {
  line: { kind: 'line', width: 1024 },
  bar: { kind: 'bar', width: 1024 },
  'line-phone': { kind: 'line', width: 358 },
};

const round = (value) => Math.round(value * 10) / 10;
const summary = (timings) => {
  const dom = timings.map((t) => t.dom);
  const frame = timings.map((t) => t.frame);
  return {
    runs: timings.length,
    domMin: round(Math.min(...dom)),
    domMedian: round(median(dom)),
    domMax: round(Math.max(...dom)),
    frameMin: round(Math.min(...frame)),
    frameMedian: round(median(frame)),
    frameMax: round(Math.max(...frame)),
  };
};
const loadNow = () => loadavg().map((value) => Number(value.toFixed(2)));
const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadNow().join(', ')}`;
  }
};

const results = { points: POINTS, runs: RUNS, uptimeBefore: uptime(), load: [] };
await withBenchPage(
  'stats-chart-page',
  { port: 4793, viewport: { width: 1280, height: 900 } },
  async (page, browser) => {
    results.machine = machine(browser);
    results.data = await page.evaluate((points) => window.bench.setup(points), POINTS);
    for (const [name, { kind, width }] of Object.entries(SCENARIOS)) {
      if (!ONLY.includes(name)) continue;
      results.load.push(loadNow()[0]);
      const first = [];
      for (let i = 0; i < RUNS; i += 1) {
        first.push(await page.evaluate(([k, w]) => window.bench.firstRender(k, w), [kind, width]));
      }
      const select = [];
      for (let i = 0; i < RUNS; i += 1) {
        select.push(await page.evaluate((n) => window.bench.select(n * 31), i));
      }
      const toTable = [];
      const toChart = [];
      for (let i = 0; i < Math.min(RUNS, 5); i += 1) {
        const timing = await page.evaluate((k) => window.bench.table(k), kind);
        toTable.push(timing.toTable);
        toChart.push(timing.toChart);
      }
      results[name] = {
        kind,
        width,
        dots: first[0]?.dots,
        firstRender: summary(first),
        selectDay: summary(select),
        showTable: summary(toTable),
        backToChart: summary(toChart),
      };
    }
  },
);
results.uptimeAfter = uptime();
console.log(JSON.stringify(results, null, 2));
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
