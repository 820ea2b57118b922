/**
 * The visual baselines (projects `visual:desktop` and `visual:phone`, vitest.config.ts): after a
 * story has rendered and played, the page is compared with its committed screenshot in
 * visual-baselines/. A missing or different screenshot fails the story; `npm run test:visual --
 * --update` retakes them, to be reviewed and committed like code.
 *
 * What would differ from one run to the next is held still: the clock (screens that open on
 * today's month or week), animations and the caret. Text is Pretendard, bundled from npm, so the
 * glyphs are the same on every machine that runs Debian's Chromium.
 *
 * The comparison runs from the preview's afterEach (preview.tsx), which calls the function this
 * file leaves on the page: story files share one page per worker (`isolate: false`), where a
 * setup file's module is evaluated once, so a hook registered here would follow the first file only.
 */
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_BASELINE, VISUAL_CLOCK } from './visualBaseline.ts';

/** A Friday afternoon in Seoul: where every story's clock starts. */
const VISUAL_NOW = new Date('2026-11-20T15:00:00+09:00');

// The page's Date starts at VISUAL_NOW before any story module is imported, and again at the
// start of every story (preview.tsx's beforeEach), and runs on from there: a story that works out
// "yesterday" when its module loads agrees with the screen and the mock server that ask later, a
// session signed in at the story's start does not expire under it, and the screenshot matcher,
// which times its retries with Date, sees time pass. Date only: timers, animation frames and msw's
// delays are the browser's own.
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(VISUAL_NOW);

/** Server calls under way: a screen that is still fetching is not the state to compare. */
let callsUnderWay = 0;
const fetchOfThePage = window.fetch.bind(window);
window.fetch = async (...args) => {
  callsUnderWay += 1;
  try {
    return await fetchOfThePage(...args);
  } finally {
    callsUnderWay -= 1;
  }
};

const isSettled = () =>
  callsUnderWay === 0 &&
  !document.querySelector('[aria-busy="true"]') &&
  [...document.images].every((image) => image.complete);

/** Waits (at most 10 s) until the page has had no call, busy region or loading image for 150 ms. */
async function pageSettled() {
  const deadline = performance.now() + 10_000;
  let quietChecks = 0;
  while (quietChecks < 3 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quietChecks = isSettled() ? quietChecks + 1 : 0;
  }
}

/**
 * The visible part of the page, the story's own size whatever the page's length: an element that
 * covers the viewport, whose screenshot is what is painted there.
 */
function viewportFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647;';
  document.body.append(frame);
  return frame;
}

(globalThis as Record<symbol, unknown>)[VISUAL_CLOCK] = () => vi.setSystemTime(VISUAL_NOW);

(globalThis as Record<symbol, unknown>)[VISUAL_BASELINE] = async (name: string) => {
  const frame = viewportFrame();
  try {
    await pageSettled();
    await document.fonts.ready;
    // The top of the page: where a play's clicks left the window scrolled varies by a few pixels.
    window.scrollTo(0, 0);
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  } finally {
    frame.remove();
  }
};
