import { defaultEndPage, LIMITS } from '@platform/contract';

// Shared with BookIndexTree, which reads its start pages the same way.
export { parsePage } from '../internal/parsePage.ts';

export interface PageRange {
  start: number | null;
  end: number | null;
}

/** The next click on a page sets this end of the range. */
export type PickStep = 'start' | 'end';

/** screens.md §9: page images come in ranges of 100 pages per call. */
const PER_CALL = LIMITS.BOOK_PAGES_PER_CALL;

/** Index of the 100-page range that holds `page` (1-based pages). */
export function chunkOf(page: number): number {
  return Math.floor((page - 1) / PER_CALL);
}

/** The pages of one range, cut at the page count. */
export function chunkPages(chunk: number, pageCount: number): { from: number; to: number } {
  return { from: chunk * PER_CALL + 1, to: Math.min(pageCount, (chunk + 1) * PER_CALL) };
}

/** The ranges that cover pages `first`..`last`. */
export function chunksBetween(first: number, last: number): number[] {
  if (last < first) return [];
  const chunks: number[] = [];
  for (let chunk = chunkOf(first); chunk <= chunkOf(last); chunk += 1) chunks.push(chunk);
  return chunks;
}

/**
 * A typed start page: the end follows it (screens.md §5 "end defaults to start+9 capped at page
 * count"). assumed: each new start resets the end to that default; the end can be changed after.
 */
export function withStart(start: number | null, pageCount: number): PageRange {
  if (start === null || start < 1 || start > pageCount) return { start, end: null };
  return { start, end: defaultEndPage(start, pageCount) };
}

/**
 * Picking pages without dragging: the first pick sets the start (and the default end), the next
 * sets the end. assumed: a page before the start becomes the new start, and the end is asked
 * for again.
 */
export function pickPage(
  range: PageRange,
  step: PickStep,
  page: number,
  pageCount: number,
): { range: PageRange; next: PickStep } {
  if (step === 'start' || range.start === null || page < range.start) {
    return { range: withStart(page, pageCount), next: 'end' };
  }
  return { range: { start: range.start, end: page }, next: 'start' };
}
