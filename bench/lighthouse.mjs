// Lighthouse on a phone and a desktop (issue 18 item 6): the one Lighthouse script of the repo.
//
//   npm run bench:lighthouse [-- --runs 3] [--presets mobile,desktop] [--pages a,b] [--json FILE]
//                               [--reports DIR] [--no-write]
//
// `--reports DIR` keeps the median run's Lighthouse report (JSON) of each page and preset, to read
// in https://googlechrome.github.io/lighthouse/viewer/ or with jq.
//
// It builds apps/web twice into temporary folders (never apps/web/dist*): the production build,
// served by bench/lighthouse-host.mjs with a stub of the open calls its public pages make, and the
// demo build (`--mode demo`, the mock backend in the browser). Then it runs Lighthouse 12 in
// Debian's Chromium (scripts/find-browser.mjs; nothing is downloaded), mobile and desktop presets,
// `--runs` times per page and preset, and writes the medians into BENCHMARKS.md in a section of
// its own (between the lighthouse markers), replacing the one of the previous run.
//
// Pages (PAGES below):
// - production `/demo`: the login page, the stub answering LOGIN_INFO;
// - production `/`: the institution search;
// - production `/intro/academy`, `/intro/personalClass/price`, `/intro/contact`: the public site,
//   prerendered in Korean and hydrated (issue 23 item 7: performance >= 95, accessibility and SEO
//   100 on the mobile preset);
// - demo `/demo`: the login page, a first visit (the mock's service worker and seed start cold);
// - demo `/demo/task/list`: a student's landing screen on a phone, signed in. The student signs
//   in once through the login form; these runs keep the origin's storage (session, the mock's
//   database, its service worker) and clear the HTTP cache before each run, so the screen's code
//   loads cold while the session is the one the app stored.
//
// The browser runs with a Korean UI language: the product's users are mostly Korean, and a Korean
// page is the one that needs the Korean font subsets.
//
// Lighthouse's default throttling is simulated (Lantern): mobile is a Moto G Power class phone on
// slow 4G with a 4x CPU slowdown, desktop a fast connection without CPU slowdown. A busy machine
// still inflates TBT and, through the observed CPU times, LCP: the section states the load.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { build } from 'vite';
import { CHROMIUM_ARGS, findBrowser, INSTALL_HINT } from '../scripts/find-browser.mjs';
import { argument, median } from './harness.mjs';
import { serveBuild } from './lighthouse-host.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const BENCHMARKS_FILE = join(ROOT, 'BENCHMARKS.md');
const SECTION_START = '<!-- lighthouse:start (written by bench/lighthouse.mjs; edits are lost) -->';
const SECTION_END = '<!-- lighthouse:end -->';

/** Issue 18's targets, for every page on the mobile preset. */
export const TARGETS = { performance: 95, accessibility: 100, seo: 100, lcpMs: 1800 };

const DEMO_STUDENT = { id: 'student', password: 'Demo#2580' };

/** Headless Chromium on Linux takes its `navigator.languages` from this switch, not from `--lang`. */
const KOREAN = '--accept-lang=ko-KR,ko';

/**
 * The measured pages. `build` is the folder (production or demo), `ready` what a person sees
 * when the page works (checked once before the runs: a stub reply the app refused would
 * otherwise be measured as an error page), `signedIn` the pages that need the student's session.
 */
export const PAGES = [
  {
    id: 'prod-login',
    label: 'login `/demo`',
    build: 'production',
    path: '/demo',
    ready: 'input[name="password"]',
  },
  {
    id: 'prod-landing',
    label: 'institution search `/`',
    build: 'production',
    path: '/',
    ready: 'input[type="search"], input[role="searchbox"], main input',
  },
  // The public site (issue 23 item 7): prerendered pages, hydrated in Korean.
  {
    id: 'prod-intro-academy',
    label: 'public `/intro/academy`',
    build: 'production',
    path: '/intro/academy',
    ready: 'main h1',
  },
  {
    id: 'prod-intro-price',
    label: 'public `/intro/personalClass/price`',
    build: 'production',
    path: '/intro/personalClass/price',
    ready: 'main table',
  },
  {
    id: 'prod-intro-contact',
    label: 'public `/intro/contact`',
    build: 'production',
    path: '/intro/contact',
    ready: 'main form',
  },
  {
    id: 'demo-login',
    label: 'login `/demo`',
    build: 'demo',
    path: '/demo',
    ready: 'input[name="password"]',
  },
  {
    id: 'demo-task-list',
    label: "student's `task/list`, signed in",
    build: 'demo',
    path: '/demo/task/list',
    ready: 'main h1, main [role="table"], main table, main ul',
    signedIn: true,
  },
];

const PRESETS = {
  mobile: undefined, // Lighthouse's default configuration is the mobile one
  desktop: desktopConfig,
};

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function uptime() {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`;
  }
}

/**
 * What was built: the commit, and how many files of what the app is built from differed from it
 * (a shared checkout often holds work in progress; the figures are of that tree).
 */
function sourceState() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--', 'apps', 'packages', 'mocks', 'tokens')
      .split('\n')
      .filter(Boolean).length;
    return changed
      ? `the working tree at ${commit} with ${changed} changed or new files in apps, packages, mocks and tokens`
      : `${commit}, no local changes`;
  } catch {
    return 'unknown (no git)';
  }
}

/** Builds apps/web in `mode` into a fresh temporary folder. */
async function buildWeb(mode) {
  const outDir = mkdtempSync(join(tmpdir(), `lighthouse-${mode}-`));
  const started = Date.now();
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  console.log(`built ${mode} into ${outDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return outDir;
}

/** What a run says about a page: the five figures of the table, plus FCP. */
function figuresOf(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const METRIC_SAVINGS = ['LCP', 'FCP', 'TBT', 'CLS'];

/**
 * Audits the findings leave out of their list: the LCP element has a line of its own, and the
 * back/forward cache says nothing about a first load.
 */
const LISTED_APART = ['largest-contentful-paint-element', 'bf-cache'];

const pathOf = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith('http') ? parsed.pathname : url;
  } catch {
    return url;
  }
};
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * What stands in the way, from one run: the performance audits that did not pass, biggest
 * estimated saving first (Lighthouse's opportunities and diagnostics), the LCP element and its
 * phases, and the accessibility audits that failed.
 */
export function findingsOf(lhr) {
  const performanceRefs = lhr.categories.performance?.auditRefs ?? [];
  const failing = performanceRefs
    .filter(
      (ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && !LISTED_APART.includes(ref.id),
    )
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const saved = METRIC_SAVINGS.filter((metric) => (savings[metric] ?? 0) > 0).map((metric) =>
        metric === 'CLS'
          ? `CLS ${savings[metric].toFixed(3)}`
          : `${metric} ${Math.round(savings[metric])} ms`,
      );
      return {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        saved,
        weight: (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0),
        score: audit.score,
        mode: audit.scoreDisplayMode,
      };
    })
    // An opportunity Lighthouse estimates at no saving at all stands in no one's way.
    .filter(
      (finding) => finding.weight > 0 || finding.saved.length || finding.mode !== 'metricSavings',
    )
    .sort((a, b) => b.weight - a.weight || a.score - b.score);

  const lcpAudit = lhr.audits['largest-contentful-paint-element'];
  const items = lcpAudit?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = (items[1]?.items ?? []).map(
    (phase) => `${phase.phase} ${Math.round(phase.timing)} ms (${phase.percent})`,
  );
  const lcp = element
    ? { element: element.snippet ?? element.nodeLabel ?? '', label: element.nodeLabel, phases }
    : undefined;

  const accessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score === 0)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      items: audit.details?.items?.length ?? 0,
    }));
  // Where the main thread went, by script, and what the page downloaded, by kind.
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${pathOf(item.url)} ${Math.round(item.total)} ms`);
  const resources = (lhr.audits['resource-summary']?.details?.items ?? [])
    .filter((item) =>
      ['total', 'script', 'stylesheet', 'font', 'image'].includes(item.resourceType),
    )
    .filter((item) => item.requestCount > 0)
    .map(
      (item) =>
        `${item.label ?? item.resourceType} ${kib(item.transferSize)} (${item.requestCount})`,
    );
  return { performance: failing, lcp, accessibility, scripts, resources };
}

/** The run whose performance score is the median one (ties: the median LCP). */
function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => a.figures.performance - b.figures.performance || a.figures.lcpMs - b.figures.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function summarise(runs) {
  const column = (key) => runs.map((run) => run.figures[key]).filter(Number.isFinite);
  const stats = (key) => {
    const values = column(key);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    performance: stats('performance'),
    accessibility: stats('accessibility'),
    seo: stats('seo'),
    lcpMs: stats('lcpMs'),
    cls: stats('cls'),
    tbtMs: stats('tbtMs'),
    fcpMs: stats('fcpMs'),
    benchmarkIndex: stats('benchmarkIndex'),
  };
}

/** Signs the demo student in through the login form, in the browser's default context. */
async function signInDemoStudent(context, origin) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/demo`);
    await page.locator('input[name="username"]').fill(DEMO_STUDENT.id);
    await page.locator('input[name="password"]').fill(DEMO_STUDENT.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/demo', { timeout: 60_000 });
    console.log(`signed in as ${DEMO_STUDENT.id}, landed on ${new URL(page.url()).pathname}`);
  } finally {
    await page.close();
  }
}

/** Opens the page once outside Lighthouse and waits for what a person would see. */
async function checkReady(context, url, page) {
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  try {
    await tab.goto(url);
    await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
    if (new URL(tab.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} went to ${tab.url()}`);
    }
    if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
  } catch (error) {
    throw new Error(`${page.id} is not ready to measure: ${error.message}`);
  } finally {
    await tab.close();
  }
}

/** `median unit (min–max)`, or the median alone when the runs agree at the shown precision. */
function formatRange(stats, digits = 0, unit = '', scale = 1) {
  const value = (number) => (number / scale).toFixed(digits);
  const [median, min, max] = [stats.median, stats.min, stats.max].map(value);
  return min === max ? `${median}${unit}` : `${median}${unit} (${min}–${max})`;
}

const formatMs = (stats) => formatRange(stats, 2, ' s', 1000);

function verdict(summary) {
  const misses = [];
  if (summary.performance.median < TARGETS.performance) misses.push('perf');
  if (summary.accessibility.median < TARGETS.accessibility) misses.push('a11y');
  if (summary.seo.median < TARGETS.seo) misses.push('SEO');
  if (summary.lcpMs.median > TARGETS.lcpMs) misses.push('LCP');
  return misses.length ? `missed: ${misses.join(', ')}` : 'met';
}

function section({ results, environment }) {
  const lines = [
    SECTION_START,
    '## Lighthouse: the public pages and a list screen (issue 18)',
    '',
    'Run: `npm run bench:lighthouse` (`node bench/lighthouse.mjs [--runs 3] [--presets',
    'mobile,desktop] [--pages id,id] [--json FILE] [--reports DIR] [--no-write]`; about 7 minutes',
    'on 2 busy cores). It builds the production build and the demo build of apps/web into',
    "temporary folders, serves each as a static host would (brotli, the build's `_headers`, the",
    "app's HTML for any other path; the production build with a stub of the open calls answered",
    "from the mock seed, `bench/lighthouse-host.mjs`), and runs Lighthouse 12 in Debian's Chromium",
    `with a Korean browser language (\`${KOREAN}\`), each page and preset ${environment.runs} times.`,
    'Every figure is the median of the runs, with their range in brackets; the findings come from',
    "the run with the median performance score. Throttling is Lighthouse's simulated one (mobile: a",
    'mid-range phone on slow 4G, CPU 4x slower; desktop: no CPU slowdown).',
    '',
    "The demo's `task/list` is measured signed in as the demo student (signed in once through the",
    "form), with the session, the mock's database and its service worker kept and the HTTP cache",
    "cleared before each run. Once the mock's service worker controls a demo page, its requests",
    "pass through the worker and Lighthouse records them with a transfer size of 0: the demo rows'",
    'byte counts are too low, and probably the network part of their simulated times too; their CPU',
    'time is real.',
    'This section is rewritten by each run.',
    '',
    `### ${environment.date}`,
    '',
    '| | |',
    '|---|---|',
    `| \`nproc\` | ${environment.nproc} |`,
    `| CPU | ${environment.cpu} |`,
    `| Chromium | ${environment.chromium} |`,
    `| Korean system font | ${environment.koreanFont} |`,
    `| Lighthouse | ${environment.lighthouse} (benchmark index median ${environment.benchmarkIndex}) |`,
    `| Node | ${environment.node} |`,
    `| built from | ${environment.source} |`,
    `| \`uptime\` before | ${environment.uptimeBefore} |`,
    `| \`uptime\` after | ${environment.uptimeAfter} |`,
    `| load during the runs | 1-minute load average ${environment.loadRange} over ${environment.totalRuns} Lighthouse runs |`,
    '',
    environment.note,
    '',
    `| page | build | preset | performance | accessibility | SEO | LCP | CLS | TBT | FCP | mobile targets (perf >= ${TARGETS.performance}, a11y ${TARGETS.accessibility}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpMs / 1000} s) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const s = result.summary;
    lines.push(
      `| ${result.page.label} | ${result.page.build} | ${result.preset} | ${formatRange(s.performance)} | ${formatRange(s.accessibility)} | ${formatRange(s.seo)} | ${formatMs(s.lcpMs)} | ${formatRange(s.cls, 3)} | ${formatRange(s.tbtMs, 0, ' ms')} | ${formatMs(s.fcpMs)} | ${result.preset === 'mobile' ? verdict(s) : ''} |`,
    );
  }
  lines.push('', '### What stands in the way (mobile, the median run of each page)', '');
  for (const result of results.filter((entry) => entry.preset === 'mobile')) {
    const { findings } = result;
    lines.push(`**${result.page.label}, ${result.page.build} build**`, '');
    if (findings.lcp) {
      lines.push(
        `- LCP element: \`${findings.lcp.element.replace(/`/g, "'").slice(0, 120)}\`${findings.lcp.phases.length ? `; ${findings.lcp.phases.join(', ')}` : ''}`,
      );
    }
    if (findings.resources.length) {
      lines.push(`- transferred (requests): ${findings.resources.join(', ')}`);
    }
    if (findings.scripts.length) {
      lines.push(`- main thread by script (simulated phone): ${findings.scripts.join(', ')}`);
    }
    for (const finding of findings.performance.slice(0, 6)) {
      const extra = [
        finding.displayValue,
        finding.saved.length ? `saves ${finding.saved.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      lines.push(`- ${finding.title}${extra ? `: ${extra}` : ''} (\`${finding.id}\`)`);
    }
    for (const finding of findings.accessibility) {
      lines.push(
        `- accessibility: ${finding.title} (\`${finding.id}\`, ${finding.items} elements)`,
      );
    }
    lines.push('');
  }
  lines.push(SECTION_END);
  return lines.join('\n');
}

/** Puts the section in BENCHMARKS.md in place of the previous one, or at the end. */
function writeSection(text) {
  const current = readFileSync(BENCHMARKS_FILE, 'utf8');
  const start = current.indexOf(SECTION_START.slice(0, SECTION_START.indexOf(' (')));
  const end = current.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${text}${current.slice(end + SECTION_END.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(BENCHMARKS_FILE, next);
}

/**
 * The system's Korean font, if any. A phone has one (Noto Sans CJK on Android), and the pages draw
 * Korean in it, scaled to Pretendard's metrics, until Pretendard arrives: without one, Korean
 * first paints in whatever the browser finds, and the swap to Pretendard moves every line (a
 * layout shift no phone would see; 0.153 on the academy page, measured 2026-11-29).
 */
function koreanSystemFont() {
  try {
    const families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .sort();
    return families.find((family) => /Sans CJK KR|Sans KR/.test(family)) ?? families[0] ?? '';
  } catch {
    return '';
  }
}

async function main() {
  const browserPath = findBrowser();
  if (!browserPath) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  if (!koreanSystemFont()) {
    console.error(
      "No Korean system font: the figures would not be a phone's. Install one with\n" +
        '  apt-get install -y fonts-noto-cjk\n' +
        'and remove it afterwards (apt-get remove -y fonts-noto-cjk): the visual baselines are\n' +
        "taken on a machine without it, as CI's is, and its monospace Korean differs.",
    );
    process.exit(1);
  }
  const runs = Number(argument('runs', '3'));
  const presets = argument('presets', 'mobile,desktop').split(',');
  const pageIds = argument('pages', PAGES.map((page) => page.id).join(',')).split(',');
  const pages = PAGES.filter((page) => pageIds.includes(page.id));
  const jsonFile = argument('json', undefined);
  const reportsDir = argument('reports', undefined);
  const write = !process.argv.includes('--no-write');
  for (const preset of presets) {
    if (!(preset in PRESETS)) throw new Error(`unknown preset ${preset}: mobile or desktop`);
  }

  const uptimeBefore = uptime();
  const source = sourceState();
  console.log(`uptime: ${uptimeBefore}`);
  const builds = [...new Set(pages.map((page) => page.build))];
  const folders = {};
  const hosts = {};
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  let context;
  try {
    for (const name of builds) {
      folders[name] = await buildWeb(name === 'demo' ? 'demo' : 'production');
      hosts[name] = await serveBuild(folders[name], { stub: name === 'production' });
    }

    const port = await freePort();
    // The default context of a persistent one is the context Lighthouse's own tabs open in, so
    // the session that the sign-in stores is the one the signed-in runs see.
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: browserPath.path,
      headless: true,
      viewport: null,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, KOREAN],
    });
    const chromiumVersion = context.browser()?.version() ?? '';
    // A tab of our own for browser-wide commands (clearing the HTTP cache).
    const controlTab = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(controlTab);

    const results = [];
    const loads = [];
    let signedIn = false;
    for (const page of pages) {
      const host = hosts[page.build];
      const url = `${host.origin}${page.path}`;
      if (page.signedIn && !signedIn) {
        await signInDemoStudent(context, host.origin);
        signedIn = true;
      }
      await checkReady(context, url, page);
      for (const preset of presets) {
        const pageRuns = [];
        for (let run = 1; run <= runs; run += 1) {
          if (page.signedIn) await cdp.send('Network.clearBrowserCache');
          loads.push(loadavg()[0]);
          const result = await lighthouse(
            url,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'seo'],
              disableStorageReset: Boolean(page.signedIn),
            },
            PRESETS[preset],
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (lhr.runtimeError) {
            throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          }
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== page.path) throw new Error(`${url} ended on ${landed}`);
          const english = (lhr.audits['network-requests']?.details?.items ?? []).find((request) =>
            /[?&]language=(?!ko)/.test(request.url),
          );
          if (english) throw new Error(`${url} was measured in another language: ${english.url}`);
          const figures = figuresOf(lhr);
          pageRuns.push({ figures, lhr });
          console.log(
            `${page.id} ${preset} #${run}: perf ${figures.performance}, a11y ${figures.accessibility}, SEO ${figures.seo}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms (load ${loadavg()[0].toFixed(1)})`,
          );
        }
        const chosen = medianRun(pageRuns);
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(join(reportsDir, `${page.id}-${preset}.json`), JSON.stringify(chosen.lhr));
        }
        results.push({
          page,
          preset,
          runs: pageRuns.map((run) => run.figures),
          summary: summarise(pageRuns),
          findings: findingsOf(chosen.lhr),
          lighthouseVersion: chosen.lhr.lighthouseVersion,
          userAgent: chosen.lhr.environment.hostUserAgent,
        });
      }
    }
    loads.push(loadavg()[0]);

    for (const [name, host] of Object.entries(hosts)) {
      if (host.unanswered.length) {
        console.warn(`${name}: calls nobody answered: ${[...new Set(host.unanswered)].join(', ')}`);
      }
    }

    const benchmarkIndexes = results.map((result) => result.summary.benchmarkIndex.median);
    const environment = {
      date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      nproc: availableParallelism(),
      cpu: cpus()[0]?.model ?? 'unknown',
      chromium: `${chromiumVersion || results[0]?.userAgent} (${browserPath.path}, headless)`,
      koreanFont: koreanSystemFont(),
      lighthouse: results[0]?.lighthouseVersion ?? '',
      benchmarkIndex: Math.round(median(benchmarkIndexes.filter(Number.isFinite))),
      node: process.version,
      uptimeBefore,
      source,
      uptimeAfter: uptime(),
      loadRange: `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`,
      totalRuns: results.reduce((sum, result) => sum + result.runs.length, 0),
      runs,
      note:
        argument('note', undefined) ??
        `Measured on a shared machine: other work ran on its ${availableParallelism()} cores during the runs (see the load above), which slows the observed CPU work that Lighthouse's simulation scales, so TBT and LCP read higher than on an idle machine. Compare runs at a similar load only.`,
    };
    const text = section({ results, environment });
    console.log(`\n${text}`);
    if (write) {
      writeSection(text);
      console.log(`\nwrote the Lighthouse section of ${BENCHMARKS_FILE}`);
    }
    if (jsonFile) {
      writeFileSync(
        jsonFile,
        JSON.stringify(
          {
            environment,
            results: results.map(({ page, preset, runs: figures, summary, findings }) => ({
              page: page.id,
              preset,
              runs: figures,
              summary,
              findings,
            })),
          },
          null,
          2,
        ),
      );
    }
  } finally {
    await context?.close();
    for (const host of Object.values(hosts)) await host.close();
    for (const folder of [...Object.values(folders), userDataDir]) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

await main();
