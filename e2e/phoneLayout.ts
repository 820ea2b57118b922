import type { Page } from '@playwright/test';

/** One thing on a page that a phone user would meet as broken. */
export interface LayoutProblem {
  kind:
    | 'page-wider'
    | 'outside'
    | 'cut-off'
    | 'small-target'
    | 'mid-word-break'
    | 'current-out-of-view';
  what: string;
  detail: string;
}

/**
 * Looks at the page as laid out now and lists what breaks on a phone (issue 16 items 1, 2 and 4):
 * - the document is wider than the viewport (the page scrolls sideways);
 * - a control lies outside the viewport, or is cut off by an ancestor that clips without
 *   scrolling; a control inside a frame that scrolls sideways (a wide table) is reachable there;
 * - a control's box is smaller than 24 x 24 px (WCAG 2.2 2.5.8), a link inside a sentence
 *   excepted, as the criterion excepts it;
 * - a Korean word is broken across two lines although it would fit on one (`keep-all`);
 * - the link to the current page (`aria-current="page"`, the main tabs) is not wholly in view in
 *   the row that scrolls it.
 *
 * Runs in the page: everything it needs is inside the function.
 */
export function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const TARGET = 24;
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
    ].join(',');
    const viewport = document.documentElement.clientWidth;
    const problems: LayoutProblem[] = [];

    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ||
        element.textContent ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        element.tagName.toLowerCase()
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);

    /** Not drawn for a pointer: hidden, inert, visually hidden or a native input under a skin. */
    const notATarget = (element: Element, box: DOMRect) => {
      if (box.width <= 1 || box.height <= 1) return true;
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return true;
      const style = getComputedStyle(element);
      return (
        style.visibility !== 'visible' ||
        style.pointerEvents === 'none' ||
        Number(style.opacity) === 0
      );
    };

    /** The nearest ancestor that clips sideways: a scrolling frame, or one that cuts off. */
    const clippingAncestor = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow !== 'visible')
          return { node, scrolls: overflow === 'auto' || overflow === 'scroll' };
      }
      return null;
    };

    /** A link in running text: WCAG 2.5.8 excepts targets inside a sentence. */
    const inSentence = (element: Element) =>
      element.tagName === 'A' &&
      Array.from(element.parentElement?.childNodes ?? []).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );

    if (document.documentElement.scrollWidth > viewport) {
      // Name the outermost element that sticks out where no frame clips it (or that escapes its
      // frame by being positioned), which is where a fix starts.
      const outside = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.getBoundingClientRect().right > viewport + 1,
      );
      const wide =
        outside.find(
          (element) =>
            !clippingAncestor(element) ||
            ['absolute', 'fixed'].includes(getComputedStyle(element).position),
        ) ?? outside[0];
      problems.push({
        kind: 'page-wider',
        what: wide ? `${wide.tagName.toLowerCase()}.${wide.className} "${nameOf(wide)}"` : 'body',
        detail: `${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport`,
      });
    }

    for (const element of document.querySelectorAll(CONTROLS)) {
      const box = element.getBoundingClientRect();
      if (notATarget(element, box)) continue;
      const where = `${Math.round(box.left)}..${Math.round(box.right)}`;
      const clip = clippingAncestor(element);
      if (clip && !clip.scrolls) {
        const frame = clip.node.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          problems.push({
            kind: 'cut-off',
            what: nameOf(element),
            detail: `${where}, its frame ${Math.round(frame.left)}..${Math.round(frame.right)}`,
          });
        }
      }
      if (!clip?.scrolls && (box.left < -1 || box.right > viewport + 1)) {
        problems.push({ kind: 'outside', what: nameOf(element), detail: where });
      }
      if ((box.width < TARGET - 0.5 || box.height < TARGET - 0.5) && !inSentence(element)) {
        problems.push({
          kind: 'small-target',
          what: nameOf(element),
          detail: `${box.width.toFixed(1)} x ${box.height.toFixed(1)}px`,
        });
      }
    }

    // Korean words: a word drawn on two lines although its block has room for it on one.
    const HANGUL = /[\uac00-\ud7a3]/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!HANGUL.test(text) || !parent || parent.closest('[aria-hidden="true"], script, style')) {
        continue;
      }
      const block = parent.getBoundingClientRect();
      if (block.width === 0) continue;
      // A word here is a run of syllables, letters and digits ("1회", "작성"): punctuation such as
      // the brackets of "수학(상)" is a place where a line may break.
      for (const match of text.matchAll(/[0-9A-Za-z\uac00-\ud7a3]+/g)) {
        if (!HANGUL.test(match[0])) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const tops = new Set(lines.map((rect) => Math.round(rect.top)));
        if (tops.size < 2) continue;
        const wordWidth = lines.reduce((sum, rect) => sum + rect.width, 0);
        let container: Element | null = parent;
        while (container && getComputedStyle(container).display.startsWith('inline')) {
          container = container.parentElement;
        }
        const room = container?.clientWidth ?? viewport;
        if (wordWidth < room) {
          problems.push({
            kind: 'mid-word-break',
            what: match[0],
            detail: `broken over ${tops.size} lines in a ${room}px block`,
          });
        }
      }
    }
    // The current page's link: a row that scrolls sideways shows it whole, not beyond an edge.
    for (const current of document.querySelectorAll('[aria-current="page"]')) {
      const box = current.getBoundingClientRect();
      if (notATarget(current, box)) continue;
      const clip = clippingAncestor(current);
      const frame = clip?.node.getBoundingClientRect() ?? { left: 0, right: viewport };
      if (box.left < frame.left - 1 || box.right > frame.right + 1) {
        problems.push({
          kind: 'current-out-of-view',
          what: nameOf(current),
          detail: `${Math.round(box.left)}..${Math.round(box.right)}, its row ${Math.round(frame.left)}..${Math.round(frame.right)}`,
        });
      }
    }
    return problems;
  });
}
