import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

export interface PageRangeInput {
  start: number | null | undefined;
  end: number | null | undefined;
  /** The page count of the book. */
  total: number | null | undefined;
}

export type PageRangeFaults = Partial<Record<'start' | 'end' | 'total', ValidationFault>>;

const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * foundation.md §5: "the start page must not be after the end page, the end page must not exceed
 * the total, and the page count is required" (screens.md §5: "start and end required").
 * assumed: pages are whole numbers from 1.
 */
export function validatePageRange({ start, end, total }: PageRangeInput): PageRangeFaults {
  const faults: PageRangeFaults = {};
  if (!given(total) || total < 1) faults.total = validationFault('valid.required');
  if (!given(start)) faults.start = validationFault('valid.required');
  else if (start < 1) faults.start = validationFault('valid.pageStart');
  if (!given(end)) faults.end = validationFault('valid.required');
  else if (given(total) && total >= 1 && end > total) {
    faults.end = validationFault('valid.pageEndOverTotal', { total });
  }
  if (!faults.start && !faults.end && given(start) && given(end) && start > end) {
    faults.start = validationFault('valid.pageStartAfterEnd');
  }
  return faults;
}

export function isValidPageRange(input: PageRangeInput): boolean {
  return Object.keys(validatePageRange(input)).length === 0;
}

/** screens.md §5: "end defaults to start+9 capped at page count". */
export function defaultEndPage(start: number, pageCount: number): number {
  return Math.min(start + LIMITS.PAGE_RANGE_DEFAULT_SPAN, pageCount);
}

/**
 * Book index (screens.md §5): "each start page a number 1..page count, not less than previous
 * sibling". `previousSiblingStart` is null for a first child.
 */
export function validateIndexStartPage(
  startPage: number | null | undefined,
  context: { pageCount: number; previousSiblingStart: number | null },
): ValidationFault | null {
  if (!given(startPage)) return validationFault('valid.required');
  if (startPage < 1 || startPage > context.pageCount) {
    return validationFault('valid.numberRange', { min: 1, max: context.pageCount });
  }
  const floor = context.previousSiblingStart;
  if (floor !== null && startPage < floor) {
    return validationFault('valid.numberRange', { min: floor, max: context.pageCount });
  }
  return null;
}
