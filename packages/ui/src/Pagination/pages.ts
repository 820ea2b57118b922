/**
 * The arithmetic of server-side pages. Pages are counted from 0 (`pageIndex`), as the server's
 * `resultPage.number` is (packages/contract schemas/envelope.ts); people see them from 1.
 */

/** How many pages `totalCount` rows fill; an empty list still has its one (empty) page. */
export function pageCount(totalCount: number, pageSize: number): number {
  if (pageSize <= 0) throw new RangeError(`pageSize must be positive, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize));
}

/** `pageIndex` moved into 0..count-1, so a stale index (after a delete or a size change) still shows a page. */
export function clampPageIndex(pageIndex: number, count: number): number {
  return Math.min(Math.max(0, Math.trunc(pageIndex)), Math.max(0, count - 1));
}

/**
 * The page indexes whose buttons are shown: at most `maxButtons`, the current page as near the
 * middle as the ends allow, so the window slides one page at a time and never jumps.
 */
export function pageWindow(pageIndex: number, count: number, maxButtons: number): number[] {
  const size = Math.max(1, Math.min(maxButtons, count));
  const current = clampPageIndex(pageIndex, count);
  const start = Math.min(Math.max(0, current - Math.floor((size - 1) / 2)), count - size);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The 1-based positions of the first and last rows on a page ("11–20 of 95"); 0–0 when empty. */
export function pageRowRange(
  pageIndex: number,
  pageSize: number,
  totalCount: number,
): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = pageIndex * pageSize + 1;
  return { from: Math.min(from, totalCount), to: Math.min(from + pageSize - 1, totalCount) };
}
