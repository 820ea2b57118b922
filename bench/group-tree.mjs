#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
// GroupTree at scale, on demand (not part of `npm test`): builds a small production page with
// Vite, serves it, and drives Debian's Chromium with Playwright. Every figure is timed inside the
// page; the medians go to stdout (and, with --json FILE, to a file).
//
//   node bench/group-tree.mjs [--users 100000] [--groups 2000] [--runs 11] [--json out.json]
import { argument, machine, median, withBenchPage } from './harness.mjs';

const USERS = Number(argument('users', 100_000));
const GROUPS = Number(argument('groups', 2_000));
const RUNS = Number(argument('runs', 11));
const JSON_OUT = argument('json', '');

const summary = (timings) => ({
  runs: timings.length,
  domMedian: median(timings.map((t) => t.dom)),
  frameMedian: median(timings.map((t) => t.frame)),
  domMax: Math.max(...timings.map((t) => t.dom)),
});

await withBenchPage(
  'page',
  { port: 4791, viewport: { width: 1024, height: 900 } },
  async (page, browser) => {
    const setup = await page.evaluate(([u, g]) => window.bench.setup(u, g), [USERS, GROUPS]);

    const firstRender = [];
    for (let i = 0; i < RUNS; i++)
      firstRender.push(await page.evaluate(() => window.bench.firstRender()));

    // One keystroke at a time, as a user types a name, an ID, a group, then clears the box.
    const steps = ['김', '김민', '김민준', '', 's', 'st', 'st0', 'st01', 'st012', '', '3반', ''];
    const keystrokes = Object.fromEntries(
      steps.map((step, i) => [`${i}:${step || '(clear)'}`, []]),
    );
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
    for (let i = 0; i < RUNS; i++)
      select.push(await page.evaluate((n) => window.bench.select(n), i));

    const allKeystrokes = Object.values(keystrokes).flat();
    const results = {
      machine: machine(browser),
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
  },
);
