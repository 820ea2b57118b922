#!/usr/bin/env node
// The class page (meet/list) with 500 rooms on a phone (issue 19 item 11), on demand (not part of
// `npm test`): does it render, and does it stay responsive, on a 390 x 844 viewport with the CPU
// slowed 4x (Chromium's `Emulation.setCPUThrottlingRate`, a mid-range phone)?
//
//   npm run bench:class-page [-- --runs 5] [--rooms 500] [--cpu 4] [--swipe 6000] [--port 4455]
//                              [--out DIR] [--json FILE] [--no-size] [--profile DIR] [--no-minify]
//                              [--experiment content-visibility|body-pointer-events]
//
// It builds the demo of apps/web (`--mode demo`: the mock backend runs in the page) into a
// temporary folder (or --out; never apps/web/dist*), serves it with `vite preview` on --port, and
// drives Debian's Chromium (scripts/find-browser.mjs) through Playwright at a phone's size and
// touch. The demo teacher signs in through the form; the mock's stress seed
// (`addRoomStressSet`, mocks/src/db/roomStress.ts) then adds --rooms rooms to the teacher's class
// page (live classes with attendees, hidden rooms, anyone first and author first) and the demo
// stores its database, so every load below finds them. One load warms the caches, then --runs
// runs, each with the CPU slowed --cpu times:
//
// - first render, full load: `page.goto(meet/list)`, from the navigation's start until the first
//   room card is in the DOM (and the frame after it), and until every card is (and the frame
//   after); with FCP and LCP, and when the room list's answer came. This includes the demo's own
//   start (the mock's worker, its database read back from IndexedDB, its handlers in the page's
//   main thread), which a real server does not have.
// - first render, in the app: from a click on the menu's link on another screen (the homework
//   list) until the first and the last card are in the DOM, and the frame after. Back within
//   10 s the list is still in the query cache (the loader's hold), so this is the page's own
//   render of every card.
// - the kebab menu: a tap on a card's '⋮' (the first card, one in the middle after scrolling, the
//   last): the Event Timing API's duration of the interaction (the INP measure: the longest
//   `event` entry of the tap, from the input to the next paint), and the time from the input's
//   timestamp until the menu is in the DOM and the frame after.
// - the QR code dialog: a tap on the menu's "QR code" until the dialog shows the code (its chunk
//   loads then), with the interaction's Event Timing duration; and whether the QR encoder's chunk
//   was fetched before that tap (it must not be).
// - the menu closing: Escape, until the menu is gone (its closing animation included) and the
//   frame after, with the keydown's Event Timing duration.
// - scrolling: a finger's swipes (touch events, 500 px each) down --swipe px from the top, the
//   long tasks meanwhile (PerformanceObserver 'longtask') and the main thread's frame intervals.
//
// Every time is taken inside the page (`performance.now()`, event timestamps), so no round trip to
// Node is in it. The machine's load average is recorded before each run: the machine is shared.
// The JavaScript part (unless --no-size) builds the production app once more through
// scripts/check-size.mjs (a temporary folder) and reports what meet/list loads beyond the login
// page, in gzip, and which chunk holds the QR encoder. --profile DIR then records each action once
// more as a Chromium trace (kept as `.trace.json`; printed: the main thread's time by kind of work
// between the input and the frame) and once as a CPU profile (`.cpuprofile`; printed: JavaScript
// self time by function); --no-minify builds without minifying, so that the profile names them.
// --experiment tries a proposed fix on the page (see EXPERIMENTS): a diagnosis, not the figures.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { buildAndWeigh, chunksLoadedBy, measureRoutes } from '../scripts/check-size.mjs';
import { CHROMIUM_ARGS, findBrowser, INSTALL_HINT } from '../scripts/find-browser.mjs';
import { heaviestModules, routeTable } from '../scripts/routeBudgets.mjs';
import { argument, median } from './harness.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const RUNS = Number(argument('runs', 5));
const ROOMS = Number(argument('rooms', 500));
const CPU = Number(argument('cpu', 4));
const SWIPE = Number(argument('swipe', 6000));
const SWIPE_STEP = 500;
const PORT = Number(argument('port', 4455));
const OUT = argument('out', '');
const JSON_OUT = argument('json', '');
const PROFILE_DIR = argument('profile', '');
const WITH_SIZE = !process.argv.includes('--no-size');
const MINIFY = !process.argv.includes('--no-minify');
/**
 * A diagnosis, not the page's figures: what a proposed change would buy, tried by a script the
 * page runs before its own.
 * - `content-visibility`: CSS that lets the browser skip the style, layout and paint of the cards
 *   off screen.
 * - `body-pointer-events`: the body's `style.pointerEvents` ignores writes. A modal Radix menu or
 *   dialog sets it to none while open (outside clicks do nothing), and since pointer-events is
 *   inherited, the style of the whole document is computed again on opening and on closing; a
 *   non-modal menu (`modal={false}`) does not set it.
 */
const EXPERIMENTS = {
  'content-visibility': (css) => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  },
  'body-pointer-events': () => {
    const mute = () =>
      Object.defineProperty(document.body.style, 'pointerEvents', {
        get: () => '',
        set: () => {},
        configurable: true,
      });
    if (document.body) mute();
    else document.addEventListener('DOMContentLoaded', mute);
  },
};
const EXPERIMENT_ARGS = {
  'content-visibility':
    '[data-slot="class-card-grid"] > li { content-visibility: auto; contain-intrinsic-size: auto 250px; }',
};
const EXPERIMENT = argument('experiment', '');
if (EXPERIMENT && !(EXPERIMENT in EXPERIMENTS)) {
  throw new Error(`unknown --experiment ${EXPERIMENT}: ${Object.keys(EXPERIMENTS).join(', ')}`);
}

const COMPANY = 'demo';
const TEACHER = { id: 'teacher', password: 'Demo#2580' };
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
};
const CARD = '[data-slot="room-card"]';
const QR_LABEL = 'QR 코드';
const QR_ENCODER = /node_modules\/qrcode-generator\//;

const round = (value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value);
const loadNow = () => loadavg().map((value) => Number(value.toFixed(2)));

function uptime() {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadNow().join(', ')}`;
  }
}

/** The commit, and how many files of what the app is built from differed from it. */
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

/** min, median, max of a list of numbers (rounded to 0.1). */
function stats(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (!numbers.length) return null;
  return {
    n: numbers.length,
    min: round(Math.min(...numbers)),
    median: round(median(numbers)),
    max: round(Math.max(...numbers)),
  };
}

/** Builds the demo of apps/web; returns its folder and the chunk files holding the QR encoder. */
async function buildDemo() {
  const outDir = OUT || mkdtempSync(join(tmpdir(), 'bench-class-demo-'));
  const started = Date.now();
  const result = await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode: 'demo',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, minify: MINIFY },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const qrChunks = outputs
    .filter((output) => output.type === 'chunk')
    .filter((chunk) => Object.keys(chunk.modules).some((id) => QR_ENCODER.test(id)))
    .map((chunk) => chunk.fileName);
  console.log(`built the demo into ${outDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return { outDir, qrChunks };
}

/**
 * What the page runs before the app (every load): observers for long tasks, Event Timing entries
 * and paints, and, on a load of meet/list with a target set, the card watch of that load.
 */
function instrument() {
  const bench = {
    longtasks: [],
    events: [],
    paints: {},
    lcp: null,
  };
  window.__bench = bench;
  // The demo loads some hundred chunks and calls: the default buffer of 250 entries fills up.
  performance.setResourceTimingBufferSize(10_000);
  const observe = (type, take, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
        ...extra,
      });
    } catch {
      // An entry type this browser lacks: its figures stay empty.
    }
  };
  observe('longtask', (entry) =>
    bench.longtasks.push({ start: entry.startTime, duration: entry.duration }),
  );
  observe(
    'event',
    (entry) =>
      bench.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        interactionId: entry.interactionId,
      }),
    { durationThreshold: 16 },
  );
  observe('paint', (entry) => {
    bench.paints[entry.name] = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    bench.lcp = { time: entry.startTime, element: entry.element?.tagName ?? null };
  });

  /**
   * Resolves when the first room card, and then `target` of them, are in the DOM, each with the
   * frame after it (requestAnimationFrame, then the task after it: the frame has been produced).
   */
  bench.watchCards = (target, timeoutMs = 180_000) =>
    new Promise((done, fail) => {
      const articles = document.getElementsByTagName('article');
      const out = {};
      const frameAfter = (key) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            out[key] = performance.now();
            if (out.firstFrame !== undefined && out.allFrame !== undefined) done(out);
          }, 0),
        );
      const check = () => {
        if (out.firstDom === undefined && articles.length > 0) {
          if (document.querySelector('[data-slot="room-card"]')) {
            out.firstDom = performance.now();
            frameAfter('firstFrame');
          }
        }
        if (out.allDom === undefined && articles.length >= target) {
          const count = document.querySelectorAll('[data-slot="room-card"]').length;
          if (count >= target) {
            out.allDom = performance.now();
            out.count = count;
            observer.disconnect();
            frameAfter('allFrame');
            requestAnimationFrame(() => setTimeout(() => performance.mark('bench-end'), 0));
          }
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true });
      check();
      setTimeout(() => fail(new Error(`fewer than ${target} room cards`)), timeoutMs);
    });

  /** Resolves once no long task has run for `quietMs` (and at least `minMs` passed). */
  bench.settle = (quietMs = 1000, minMs = 500, maxMs = 20_000) =>
    new Promise((done) => {
      const started = performance.now();
      const tick = () => {
        const now = performance.now();
        const last = bench.longtasks.at(-1);
        const lastEnd = last ? last.start + last.duration : 0;
        if ((now - started >= minMs && now - lastEnd >= quietMs) || now - started > maxMs) {
          done(now - started);
        } else setTimeout(tick, 100);
      };
      tick();
    });

  /**
   * Watches one input (`input`, e.g. pointerdown or keydown, seen first in the capture phase):
   * its timestamp, the moment `selector` first matches (or, with `gone`, first matches nothing),
   * and the frame after that.
   */
  bench.armTap = (selector, { input = 'pointerdown', gone = false } = {}) => {
    const record = {};
    bench.tap = record;
    performance.mark('bench-start');
    document.addEventListener(
      input,
      (event) => {
        record.down = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const seen = () => {
      if (record.dom !== undefined || !document.querySelector(selector) !== gone) return;
      record.dom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          record.frame = performance.now();
          performance.mark('bench-end');
        }, 0),
      );
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { childList: true, subtree: true });
  };

  /** The interaction's Event Timing figures: its longest entry is what INP counts. */
  bench.interactionSince = (since) => {
    const entries = bench.events.filter((entry) => entry.start >= since - 1 && entry.interactionId);
    if (!entries.length) return null;
    const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    const first = entries.reduce((a, b) => (b.start < a.start ? b : a));
    return {
      duration: longest.duration,
      name: longest.name,
      // The first event's wait, and the handlers' time of all the interaction's events (the
      // longest entry of a tap is often the click, which waited behind the pointerdown's work).
      inputDelay: first.processingStart - first.start,
      processing: entries.reduce(
        (sum, entry) => sum + (entry.processingEnd - entry.processingStart),
        0,
      ),
      entries: entries.map((entry) => `${entry.name} ${Math.round(entry.duration)}`),
    };
  };

  /** Long tasks that started in [from, to). */
  bench.longtasksIn = (from, to) => {
    const tasks = bench.longtasks.filter((task) => task.start >= from && task.start < to);
    return {
      count: tasks.length,
      total: tasks.reduce((sum, task) => sum + task.duration, 0),
      max: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
    };
  };

  /** Main-thread frames (requestAnimationFrame) from now until `stop()`. */
  bench.recordFrames = () => {
    const times = [];
    let running = true;
    const frame = (time) => {
      times.push(time);
      if (running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return {
      stop: () => {
        running = false;
        return times.slice(1).map((time, index) => time - times[index]);
      },
    };
  };

  // about:blank between loads has no storage of its own.
  if (!location.protocol.startsWith('http')) return;
  const target = Number(sessionStorage.getItem('bench.cardTarget') ?? 0);
  if (target > 0 && location.pathname.endsWith('/meet/list')) {
    sessionStorage.removeItem('bench.cardTarget');
    bench.load = bench.watchCards(target);
  }
}

async function signIn(page, origin) {
  await page.goto(`${origin}/${COMPANY}`);
  await page.waitForFunction(() => Boolean(window.platformMocks));
  await page.locator('input[name="username"]').fill(TEACHER.id);
  await page.locator('input[name="password"]').fill(TEACHER.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== `/${COMPANY}`, { timeout: 60_000 });
}

/** Adds the stress set to the demo's database and stores it (IndexedDB), for every load after. */
async function addRooms(page) {
  return page.evaluate(async (rooms) => {
    const mocks = window.platformMocks;
    if (!mocks) throw new Error('no mock server in the page');
    const set = mocks.addRoomStressSet(mocks.db, { rooms });
    mocks.notifyDatabaseWrite();
    await mocks.flushDemoDatabase();
    return {
      rooms: set.rooms.length,
      live: set.live,
      hidden: set.hidden,
      attended: set.attended,
      authorFirst: set.authorFirst,
    };
  }, ROOMS);
}

/** A full load of meet/list: from the navigation's start. */
async function fullLoad(page, origin, target) {
  await page.evaluate((count) => sessionStorage.setItem('bench.cardTarget', String(count)), target);
  // From a blank page: the heavy page's unload is not in the figures, and Chromium reported no
  // first contentful paint for most loads of the page over itself.
  await page.goto('about:blank');
  await page.goto(`${origin}/${COMPANY}/meet/list`);
  const cards = await page.evaluate(() => window.__bench.load);
  // A paint's entry comes with the frame's presentation, after the frame: when the first
  // contentful paint is the cards' own frame, its entry is not there yet.
  await page
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 5000,
      },
    )
    .catch(() => {});
  const extra = await page.evaluate(() => {
    const bench = window.__bench;
    const list = performance
      .getEntriesByType('resource')
      .find((entry) => /\/room\?command=LIST/.test(entry.name));
    return {
      fcp:
        bench.paints['first-contentful-paint'] ??
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
        null,
      lcp: bench.lcp?.time ?? null,
      lcpElement: bench.lcp?.element ?? null,
      listStart: list?.startTime ?? null,
      listEnd: list?.responseEnd ?? null,
      listBytes: list?.decodedBodySize ?? null,
      longtasks: bench.longtasksIn(0, performance.now()),
    };
  });
  return {
    ...cards,
    ...extra,
    renderAfterList: extra.listEnd === null ? null : cards.allDom - extra.listEnd,
  };
}

/**
 * An in-app navigation: the homework list (task/list; main is the class page itself for a
 * teacher), then the menu's link back to meet/list.
 */
async function inAppNavigation(page, target) {
  await page.evaluate(() => {
    const other = document.querySelector('a[href$="/task/list"]');
    if (!other) throw new Error('no link to task/list');
    other.click();
  });
  await page.waitForURL((url) => url.pathname.endsWith('/task/list'));
  await page.locator(CARD).first().waitFor({ state: 'detached' });
  await page.evaluate(() => window.__bench.settle(1000, 1000));
  return page.evaluate(async (count) => {
    const bench = window.__bench;
    const link = document.querySelector('a[href$="/meet/list"]');
    if (!link) throw new Error('no link to meet/list');
    const watching = bench.watchCards(count);
    performance.mark('bench-start');
    const start = performance.now();
    link.click();
    const cards = await watching;
    performance.mark('bench-end');
    const list = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/room\?command=LIST/.test(entry.name) && entry.startTime >= start)
      .at(0);
    const end = performance.now();
    return {
      firstDom: cards.firstDom - start,
      firstFrame: cards.firstFrame - start,
      allDom: cards.allDom - start,
      allFrame: cards.allFrame - start,
      count: cards.count,
      listStart: list ? list.startTime - start : null,
      listEnd: list ? list.responseEnd - start : null,
      renderAfterList: list ? cards.allDom - list.responseEnd : null,
      longtasks: bench.longtasksIn(start, end),
    };
  }, target);
}

/** A tap on one card's '⋮': Event Timing and the time to the menu (in the DOM, then painted). */
async function tapKebab(page, index) {
  const card = page.locator(CARD).nth(index);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => window.__bench.settle(500, 300));
  await page.evaluate(() => window.__bench.armTap('[data-slot="kebab-menu-content"]'));
  await card.locator('[data-slot="kebab-menu-trigger"]').tap();
  await page.waitForFunction(() => window.__bench.tap.frame !== undefined);
  // Event Timing entries arrive after the paint that ends them.
  await page.waitForTimeout(300);
  return page.evaluate(tapFigures);
}

/** What `armTap` saw, with the interaction's Event Timing entry and the long tasks since. */
function tapFigures() {
  const { tap } = window.__bench;
  return {
    dom: tap.dom - tap.down,
    frame: tap.frame - tap.down,
    event: window.__bench.interactionSince(tap.down),
    longtasks: window.__bench.longtasksIn(tap.down, performance.now()),
  };
}

/** Escape closes the open menu: the time until it is gone and the frame after. */
async function closeMenu(page) {
  await page.evaluate(() =>
    window.__bench.armTap('[data-slot="kebab-menu-content"]', { input: 'keydown', gone: true }),
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__bench.tap.frame !== undefined);
  await page.waitForTimeout(300);
  return page.evaluate(tapFigures);
}

/** The QR code dialog from the first card's menu; then closed. */
async function openQr(page, requests, qrChunks) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const trigger = page.locator(CARD).first().locator('[data-slot="kebab-menu-trigger"]');
  await trigger.tap();
  const item = page.locator('[data-slot="kebab-menu-item"]', { hasText: QR_LABEL });
  await item.waitFor();
  await page.evaluate(() => window.__bench.settle(500, 300));
  const fetchedBefore = requests.some((url) => qrChunks.some((file) => url.endsWith(file)));
  await page.evaluate(() => window.__bench.armTap('[data-slot="qr-code-image"]'));
  await item.tap();
  await page.waitForFunction(() => window.__bench.tap.frame !== undefined, null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(300);
  const result = await page.evaluate(tapFigures);
  const fetchedAfter = requests.some((url) => qrChunks.some((file) => url.endsWith(file)));
  await page.keyboard.press('Escape');
  await page.locator('[data-slot="qr-code-image"]').waitFor({ state: 'detached' });
  return { ...result, encoderFetchedBefore: fetchedBefore, encoderFetchedAfter: fetchedAfter };
}

/**
 * A finger's scroll down the list: swipes of SWIPE_STEP px (a touch that moves up in steps, one
 * each 16 ms, then lifts and lets the page fling) until --swipe px are covered, with the long tasks
 * and the main thread's frames meanwhile. Chromium's `Input.synthesizeScrollGesture` does not
 * scroll a headless page by touch here, so the touches are sent one by one.
 */
async function scroll(page, cdp) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.__bench.settle(500, 300));
  await page.evaluate(() => {
    performance.mark('bench-start');
    window.__benchScroll = { start: performance.now(), y: window.scrollY };
    window.__benchFrames = window.__bench.recordFrames();
  });
  const x = PHONE.viewport.width / 2;
  const from = PHONE.viewport.height - 200;
  const moves = 20;
  for (let swiped = 0; swiped < SWIPE; swiped += SWIPE_STEP) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y: from }],
    });
    for (let move = 1; move <= moves; move += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: from - (SWIPE_STEP * move) / moves }],
      });
      await new Promise((done) => setTimeout(done, 16));
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  // The last fling settles.
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    performance.mark('bench-end');
    const intervals = window.__benchFrames.stop().sort((a, b) => a - b);
    const { start, y } = window.__benchScroll;
    const end = performance.now();
    const at = (share) =>
      intervals[Math.min(intervals.length - 1, Math.floor(intervals.length * share))];
    return {
      ms: end - start,
      scrolledPx: window.scrollY - y,
      frames: intervals.length,
      frameMedian: at(0.5),
      frameP95: at(0.95),
      frameMax: intervals.at(-1),
      over50: intervals.filter((interval) => interval > 50).length,
      longtasks: window.__bench.longtasksIn(start, end),
    };
  });
}

/** Self time by function of a CPU profile: what the main thread did most. */
function profileSummary(profile, top = 15) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleMs = new Map();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    sampleMs.set(id, (sampleMs.get(id) ?? 0) + delta);
  });
  for (const [id, ms] of sampleMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.replace(/^.*\//, '') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  }
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return {
    totalMs: round(total),
    top: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${round(ms)} ms ${name}`),
  };
}

async function profiled(cdp, name, work) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  return { result, summary: profileSummary(profile) };
}

/**
 * Where the renderer's main thread spent a trace: self time by kind of work (script, style,
 * layout, paint, ...), on the busiest main thread of the trace (the page's), with the largest
 * layout's object count. With the CPU slowed, the times include the slowdown's pauses in the same
 * proportion.
 */
function traceSummary(trace) {
  const all = trace.traceEvents ?? trace;
  // The measured action only: between the page's marks (performance.mark, the last of each).
  const markAt = (name) =>
    all.filter((event) => event.name === name).reduce((last, event) => Math.max(last, event.ts), 0);
  const from = markAt('bench-start');
  const to = markAt('bench-end') || Number.POSITIVE_INFINITY;
  const events = all.filter((event) => event.ph === 'M' || (event.ts >= from && event.ts <= to));
  const mains = events
    .filter((event) => event.ph === 'M' && event.name === 'thread_name')
    .filter((event) => event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`);
  const byThread = new Map(mains.map((key) => [key, []]));
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    byThread.get(`${event.pid}:${event.tid}`)?.push(event);
  }
  const busy = (list) => list.reduce((sum, event) => sum + event.dur, 0);
  const [, list] = [...byThread].sort((a, b) => busy(b[1]) - busy(a[1]))[0] ?? [null, []];
  list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  let largestLayout = 0;
  for (const event of list) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.childDur = (parent.childDur ?? 0) + event.dur;
    stack.push(event);
    if (event.name === 'Layout') {
      largestLayout = Math.max(largestLayout, event.args?.beginData?.totalObjects ?? 0);
    }
  }
  // Script by file: the mock's chunk (browser-*.js) is the demo's server, not the page.
  const scripts = new Map();
  for (const event of list) {
    const ms = (event.dur - (event.childDur ?? 0)) / 1000;
    self.set(event.name, (self.get(event.name) ?? 0) + ms);
    const url = event.name === 'FunctionCall' ? event.args?.data?.url : undefined;
    if (url) {
      const file = url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');
      scripts.set(file, (scripts.get(file) ?? 0) + ms);
    }
  }
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return {
    windowMs: Number.isFinite(to) && from ? round((to - from) / 1000) : null,
    totalMs: round(total),
    largestLayoutObjects: largestLayout,
    top: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, ms]) => `${round(ms)} ms ${name}`),
    scriptByFile: [...scripts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, ms]) => `${round(ms)} ms ${file}`),
  };
}

/** A trace of `work` (Chromium's timeline), summarised by kind of work; kept in PROFILE_DIR. */
async function traced(browser, page, name, work) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'blink',
      'blink.user_timing',
    ],
  });
  const result = await work();
  const buffer = await browser.stopTracing();
  writeFileSync(join(PROFILE_DIR, `${name}.trace.json`), buffer);
  return { result, summary: traceSummary(JSON.parse(buffer.toString())) };
}

/** The class page's JavaScript in the production build (scripts/check-size.mjs's measure). */
async function javascriptWeight() {
  const screenPages = readFileSync(join(WEB, 'src/app/screenPages.ts'), 'utf8');
  const { manifest, chunks } = await buildAndWeigh();
  const rows = measureRoutes(routeTable(screenPages), manifest, chunks);
  const row = (name) => {
    const found = rows.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`the size table has no ${name}`);
    return found;
  };
  const login = row('/{companyId} (login)');
  const shell = row('signed-in shell');
  const classPage = row('/{companyId}/meet/list');
  const weigh = (files) => files.reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);
  const modulesOf = (files) =>
    new Map(files.flatMap((file) => [...(chunks.get(file)?.modules ?? [])]));
  const beyondLogin = classPage.files.filter((file) => !login.files.includes(file));
  const beyondShell = classPage.files.filter((file) => !shell.files.includes(file));
  const qrChunks = [...chunks]
    .filter(([, chunk]) => [...chunk.modules.keys()].some((id) => QR_ENCODER.test(id)))
    .map(([file, chunk]) => ({
      file,
      gzip: chunk.gzip,
      modules: [...chunk.modules.keys()].map((id) =>
        id.replace(/^.*?\/(node_modules|packages)\//, '$1/'),
      ),
    }));
  const dialogKey = Object.keys(manifest).find((key) =>
    key.endsWith('areas/rooms/RoomQrDialog.tsx'),
  );
  const dialogFiles = dialogKey
    ? chunksLoadedBy(manifest, [dialogKey]).filter((file) => !classPage.files.includes(file))
    : [];
  return {
    login: { files: login.files.length, gzip: login.bytes },
    shell: { files: shell.files.length, gzip: shell.bytes },
    classPage: { files: classPage.files.length, gzip: classPage.bytes },
    beyondLogin: {
      files: beyondLogin.length,
      gzip: weigh(beyondLogin),
      heaviest: heaviestModules(modulesOf(beyondLogin), 8),
    },
    beyondShell: {
      files: beyondShell.length,
      gzip: weigh(beyondShell),
      heaviest: heaviestModules(modulesOf(beyondShell), 8),
    },
    qrEncoder: {
      chunks: qrChunks,
      inClassPage: qrChunks.some((chunk) => classPage.files.includes(chunk.file)),
      dialogChunks: dialogFiles.map((file) => ({ file, gzip: chunks.get(file)?.gzip ?? 0 })),
    },
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const range = (s, unit = ' ms') =>
  s ? `${s.median}${unit} (${s.min}–${s.max}${s.n ? `, n=${s.n}` : ''})` : '-';

async function main() {
  const browserPath = findBrowser();
  if (!browserPath) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  const results = {
    rooms: ROOMS,
    runs: RUNS,
    cpuSlowdown: CPU,
    viewport: PHONE.viewport,
    source: sourceState(),
    uptimeBefore: uptime(),
  };
  console.log(`uptime: ${results.uptimeBefore}`);
  const { outDir, qrChunks } = await buildDemo();
  results.demoQrChunks = qrChunks;
  const server = await preview({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir },
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  });
  const origin = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(instrument);
    if (EXPERIMENT) {
      results.experiment = { name: EXPERIMENT, argument: EXPERIMENT_ARGS[EXPERIMENT] ?? null };
      await context.addInitScript(EXPERIMENTS[EXPERIMENT], EXPERIMENT_ARGS[EXPERIMENT]);
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    const cdp = await context.newCDPSession(page);

    await signIn(page, origin);
    results.stressSet = await addRooms(page);
    // The list the page shows: the set and the teacher's rooms of the seed.
    await page.goto(`${origin}/${COMPANY}/meet/list`);
    // The page shows the first page of the list (20 rooms, "load more" for the rest).
    await page.locator(CARD).first().waitFor({ timeout: 120_000 });
    await page.evaluate(() => window.__bench.settle(1000, 1000));
    const target = await page.locator(CARD).count();
    results.cards = target;
    console.log(
      `signed in as ${TEACHER.id}; ${JSON.stringify(results.stressSet)}; ${target} room cards`,
    );

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    // One load that warms the HTTP and code caches, not counted.
    await fullLoad(page, origin, target);

    for (let run = 1; run <= RUNS; run += 1) {
      const load = loadNow();
      requests.length = 0;
      const full = await fullLoad(page, origin, target);
      await page.evaluate(() => window.__bench.settle(1500, 4000, 30_000));
      const taps = [];
      const closes = [];
      for (const index of [0, Math.floor(target / 2), target - 1]) {
        taps.push({ card: index, ...(await tapKebab(page, index)) });
        closes.push(await closeMenu(page));
      }
      const qr = await openQr(page, requests, qrChunks);
      const scrolled = await scroll(page, cdp);
      const inApp = await inAppNavigation(page, target);
      const record = {
        run,
        load,
        loadAfter: loadNow(),
        full,
        inApp,
        taps,
        closes,
        qr,
        scroll: scrolled,
      };
      runs.push(record);
      console.log(
        `run ${run} (load ${load[0]}): full load ${round(full.allDom)} ms to ${full.count} cards (frame ${round(full.allFrame)}), ` +
          `in app ${round(inApp.allDom)} ms (list at ${round(inApp.listEnd)}, frame ${round(inApp.allFrame)}), ` +
          `menu taps ${taps.map((tap) => `${tap.event?.duration ?? '-'}/${round(tap.frame)}`).join(' ')} ms (event/frame), ` +
          `QR ${qr.event?.duration ?? '-'}/${round(qr.frame)} ms, scroll ${scrolled.longtasks.count} long tasks (max ${round(scrolled.longtasks.max)} ms), frame p95 ${round(scrolled.frameP95)} ms`,
      );
    }

    if (PROFILE_DIR) {
      // Each action twice: a timeline trace (what kind of work) and a CPU profile (which code).
      const actions = {
        fullLoad: () => fullLoad(page, origin, target),
        inAppRender: () => inAppNavigation(page, target),
        menuTap: () => tapKebab(page, 0),
        menuClose: () => closeMenu(page),
        qrDialog: () => openQr(page, [], []),
        scroll: () => scroll(page, cdp),
      };
      results.profiles = {};
      for (const [name, action] of Object.entries(actions)) {
        if (name === 'menuClose') continue;
        await page.evaluate(() => window.__bench.settle(1000, 1000));
        const trace = await traced(browser, page, name, action);
        if (name === 'menuTap') await closeMenu(page);
        await page.evaluate(() => window.__bench.settle(1000, 1000));
        const profile = await profiled(cdp, name, action);
        if (name === 'menuTap') {
          await page.evaluate(() => window.__bench.settle(1000, 1000));
          results.profiles.menuClose = {
            trace: (await traced(browser, page, 'menuClose', actions.menuClose)).summary,
          };
        }
        results.profiles[name] = {
          ...(results.profiles[name] ?? {}),
          trace: trace.summary,
          profile: profile.summary,
          figures: [trace.result, profile.result],
        };
      }
      console.log(`traces and CPU profiles in ${PROFILE_DIR}:`);
      for (const [name, { trace, profile }] of Object.entries(results.profiles)) {
        console.log(
          `  ${name}: ${trace.windowMs === null ? 'the whole load' : `${trace.windowMs} ms from the input to the frame`}, main thread busy ${trace.totalMs} ms (largest layout ${trace.largestLayoutObjects} objects)\n    ${trace.top.join('\n    ')}\n   FunctionCall by file: ${trace.scriptByFile.join(', ')}`,
        );
        if (profile) {
          console.log(
            `   JavaScript self time (the whole action):\n    ${profile.top.join('\n    ')}`,
          );
        }
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    results.chromium = browser.version();
  } finally {
    await browser.close();
    await new Promise((done) => server.httpServer.close(done));
    if (!OUT) rmSync(outDir, { recursive: true, force: true });
  }

  const all = (pick) => runs.flatMap(pick);
  results.summary = {
    fullLoad: {
      firstCardDom: stats(all((run) => run.full.firstDom)),
      firstCardFrame: stats(all((run) => run.full.firstFrame)),
      allCardsDom: stats(all((run) => run.full.allDom)),
      allCardsFrame: stats(all((run) => run.full.allFrame)),
      fcp: stats(all((run) => run.full.fcp)),
      lcp: stats(all((run) => run.full.lcp)),
      listAnswered: stats(all((run) => run.full.listEnd)),
      renderAfterList: stats(all((run) => run.full.renderAfterList)),
      listBytes: stats(all((run) => run.full.listBytes)),
      longtaskTotal: stats(all((run) => run.full.longtasks.total)),
      longtaskMax: stats(all((run) => run.full.longtasks.max)),
    },
    inApp: {
      // The loader's read of the list outlives the screen by LOADER_HOLD_MS (10 s): back within
      // that time the page shows the cached list, and asks again after the cards are up.
      listFromCache: runs.filter((run) => run.inApp.listEnd === null).length,
      listAnswered: stats(all((run) => run.inApp.listEnd)),
      firstCardDom: stats(all((run) => run.inApp.firstDom)),
      firstCardFrame: stats(all((run) => run.inApp.firstFrame)),
      allCardsDom: stats(all((run) => run.inApp.allDom)),
      allCardsFrame: stats(all((run) => run.inApp.allFrame)),
      renderAfterList: stats(all((run) => run.inApp.renderAfterList)),
      longtaskMax: stats(all((run) => run.inApp.longtasks.max)),
    },
    menu: {
      eventDuration: stats(all((run) => run.taps.map((tap) => tap.event?.duration))),
      inputDelay: stats(all((run) => run.taps.map((tap) => tap.event?.inputDelay))),
      processing: stats(all((run) => run.taps.map((tap) => tap.event?.processing))),
      menuDom: stats(all((run) => run.taps.map((tap) => tap.dom))),
      menuFrame: stats(all((run) => run.taps.map((tap) => tap.frame))),
      closeEventDuration: stats(all((run) => run.closes.map((close) => close.event?.duration))),
      closeFrame: stats(all((run) => run.closes.map((close) => close.frame))),
    },
    qr: {
      eventDuration: stats(all((run) => run.qr.event?.duration)),
      qrDom: stats(all((run) => run.qr.dom)),
      qrFrame: stats(all((run) => run.qr.frame)),
      encoderFetchedBeforeTap: runs.filter((run) => run.qr.encoderFetchedBefore).length,
      encoderFetchedAfterTap: runs.filter((run) => run.qr.encoderFetchedAfter).length,
    },
    scroll: {
      scrolledPx: stats(all((run) => run.scroll.scrolledPx)),
      ms: stats(all((run) => run.scroll.ms)),
      longtasks: stats(all((run) => run.scroll.longtasks.count)),
      longtaskTotal: stats(all((run) => run.scroll.longtasks.total)),
      longtaskMax: stats(all((run) => run.scroll.longtasks.max)),
      frameMedian: stats(all((run) => run.scroll.frameMedian)),
      frameP95: stats(all((run) => run.scroll.frameP95)),
      framesOver50: stats(all((run) => run.scroll.over50)),
    },
  };
  results.machine = {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model,
    chromium: results.chromium,
    node: process.version,
    date: new Date().toISOString(),
    loadDuringRuns: stats(runs.map((run) => run.load[0])),
    uptimeAfter: uptime(),
  };
  if (WITH_SIZE) results.javascript = await javascriptWeight();
  results.runsDetail = runs;

  const s = results.summary;
  console.log(
    `\nclass page, ${results.cards} room cards, ${PHONE.viewport.width}x${PHONE.viewport.height}, CPU ${CPU}x slower, ${RUNS} runs: median (min–max)`,
  );
  console.log(
    `full load: first card DOM ${range(s.fullLoad.firstCardDom)}, frame ${range(s.fullLoad.firstCardFrame)}; all cards DOM ${range(s.fullLoad.allCardsDom)}, frame ${range(s.fullLoad.allCardsFrame)}; FCP ${range(s.fullLoad.fcp)}; LCP ${range(s.fullLoad.lcp)}; list answered ${range(s.fullLoad.listAnswered)} (${range(s.fullLoad.listBytes, ' bytes')} of JSON), every card in the DOM ${range(s.fullLoad.renderAfterList)} after it; longest task ${range(s.fullLoad.longtaskMax)}`,
  );
  console.log(
    `in app: the list from the query cache in ${s.inApp.listFromCache} of ${RUNS} runs (else answered ${range(s.inApp.listAnswered)}); first card DOM ${range(s.inApp.firstCardDom)}, frame ${range(s.inApp.firstCardFrame)}; all cards DOM ${range(s.inApp.allCardsDom)}, frame ${range(s.inApp.allCardsFrame)}; render after the list ${range(s.inApp.renderAfterList)}; longest task ${range(s.inApp.longtaskMax)}`,
  );
  console.log(
    `menu tap: Event Timing ${range(s.menu.eventDuration)} (input delay ${range(s.menu.inputDelay)}, processing ${range(s.menu.processing)}); menu in DOM ${range(s.menu.menuDom)}, frame ${range(s.menu.menuFrame)}; closing (Escape): Event Timing ${range(s.menu.closeEventDuration)}, frame ${range(s.menu.closeFrame)}`,
  );
  console.log(
    `QR dialog: Event Timing ${range(s.qr.eventDuration)}; code in DOM ${range(s.qr.qrDom)}, frame ${range(s.qr.qrFrame)}; encoder fetched before the tap in ${s.qr.encoderFetchedBeforeTap} of ${RUNS} runs, after it in ${s.qr.encoderFetchedAfterTap}`,
  );
  console.log(
    `scroll ${range(s.scroll.scrolledPx, ' px')} in ${range(s.scroll.ms)}: long tasks ${range(s.scroll.longtasks, '')}, longest ${range(s.scroll.longtaskMax)}; frame median ${range(s.scroll.frameMedian)}, p95 ${range(s.scroll.frameP95)}, over 50 ms ${range(s.scroll.framesOver50, '')}`,
  );
  if (results.javascript) {
    const js = results.javascript;
    console.log(
      `JavaScript (production build, gzip): login ${kB(js.login.gzip)}, shell ${kB(js.shell.gzip)}, meet/list ${kB(js.classPage.gzip)}; beyond the login page ${kB(js.beyondLogin.gzip)} in ${js.beyondLogin.files} files (${js.beyondLogin.heaviest.join(', ')}); beyond the shell ${kB(js.beyondShell.gzip)} (${js.beyondShell.heaviest.join(', ')})`,
    );
    console.log(
      `QR encoder: ${js.qrEncoder.chunks.map((chunk) => `${chunk.file} ${kB(chunk.gzip)} [${chunk.modules.join(', ')}]`).join('; ')}; in meet/list's first load: ${js.qrEncoder.inClassPage}; the dialog adds ${js.qrEncoder.dialogChunks.map((chunk) => `${chunk.file} ${kB(chunk.gzip)}`).join(', ')}`,
    );
  }
  console.log(`machine: ${JSON.stringify(results.machine)}; built from ${results.source}`);
  if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
}

await main();
