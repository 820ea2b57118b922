import { LIMITS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { rowNumber } from './rowNumber.ts';
import {
  canTogglePage,
  canToggleRow,
  isSelectionFull,
  limitSelection,
  pageSelection,
  togglePageSelection,
} from './selection.ts';

const ids = (n: number, prefix = 'r') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const select = (...list: string[]) => Object.fromEntries(list.map((id) => [id, true as const]));

describe('rowNumber (screens.md §9: total minus page-based offset minus row index)', () => {
  it('numbers the first row of the first page with the total', () => {
    expect(rowNumber({ totalCount: 95, pageIndex: 0, pageSize: 10, rowIndex: 0 })).toBe(95);
    expect(rowNumber({ totalCount: 95, pageIndex: 0, pageSize: 10, rowIndex: 9 })).toBe(86);
  });

  it('continues the count on later pages from where the previous page stopped', () => {
    expect(rowNumber({ totalCount: 95, pageIndex: 1, pageSize: 10, rowIndex: 0 })).toBe(85);
  });

  it('ends at 1 on the last row of the last, partial page', () => {
    expect(rowNumber({ totalCount: 95, pageIndex: 9, pageSize: 10, rowIndex: 4 })).toBe(1);
  });

  it('uses the page size, not the rows on the page (a size change renumbers)', () => {
    expect(rowNumber({ totalCount: 287, pageIndex: 2, pageSize: 30, rowIndex: 0 })).toBe(227);
    expect(rowNumber({ totalCount: 287, pageIndex: 2, pageSize: 50, rowIndex: 0 })).toBe(187);
  });

  it('gives every row of every page a distinct number from total down to 1', () => {
    const total = 23;
    const size = 5;
    const numbers: number[] = [];
    for (let page = 0; page * size < total; page += 1) {
      for (let row = 0; row < Math.min(size, total - page * size); row += 1) {
        numbers.push(
          rowNumber({ totalCount: total, pageIndex: page, pageSize: size, rowIndex: row }),
        );
      }
    }
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => total - i));
  });
});

describe('selection limit (screens.md §5 Export: selected rows max 50)', () => {
  const max = LIMITS.EXPORT_SELECTION_MAX;

  it('is full at the maximum, never without one', () => {
    expect(isSelectionFull(select(...ids(max - 1)), max)).toBe(false);
    expect(isSelectionFull(select(...ids(max)), max)).toBe(true);
    expect(isSelectionFull(select(...ids(500)))).toBe(false);
  });

  it('still lets a selected row be cleared when full, but no new row be added', () => {
    const full = select(...ids(max));
    expect(canToggleRow(full, 'r0', max)).toBe(true);
    expect(canToggleRow(full, 'other', max)).toBe(false);
    expect(canToggleRow(select('r0'), 'other', max)).toBe(true);
  });

  it('counts ids selected on other pages', () => {
    const otherPages = select(...ids(max, 'p1-'));
    expect(canToggleRow(otherPages, 'p2-0', max)).toBe(false);
  });

  it('cuts an over-full selection back, keeping the earlier rows and the first new ones in display order', () => {
    const previous = select('a', 'b');
    const next = select('a', 'b', 'e', 'c', 'd');
    expect(limitSelection(previous, next, 3, ['a', 'b', 'c', 'd', 'e'])).toEqual(
      select('a', 'b', 'c'),
    );
  });

  it('leaves a selection within the limit (and any without a limit) untouched', () => {
    const next = select('a', 'b');
    expect(limitSelection({}, next, 3)).toBe(next);
    expect(limitSelection({}, select(...ids(100)))).toEqual(select(...ids(100)));
  });

  it('never lets removals be undone by the cut', () => {
    expect(
      limitSelection(select('a', 'b', 'c'), select('b', 'c', 'd', 'e'), 3, [
        'a',
        'b',
        'c',
        'd',
        'e',
      ]),
    ).toEqual(select('b', 'c', 'd'));
  });
});

describe('select-all on the page', () => {
  const page = ids(10);

  it('reports none, some and all for the header checkbox', () => {
    expect(pageSelection({}, page)).toBe('none');
    expect(pageSelection(select('r1'), page)).toBe('some');
    expect(pageSelection(select(...page, 'elsewhere'), page)).toBe('all');
    expect(pageSelection({}, [])).toBe('none');
  });

  it('selects the whole page and keeps rows of other pages', () => {
    expect(togglePageSelection(select('x'), page)).toEqual(select('x', ...page));
  });

  it('clears only this page when all of it is selected', () => {
    expect(togglePageSelection(select('x', ...page), page)).toEqual(select('x'));
  });

  it('fills the page in display order up to the maximum', () => {
    expect(togglePageSelection(select('x'), page, 4)).toEqual(select('x', 'r0', 'r1', 'r2'));
  });

  it('clears the page when the maximum is reached and part of the page is selected', () => {
    const full = select('x', 'r0', 'r1', 'r2');
    expect(togglePageSelection(full, page, 4)).toEqual(select('x'));
  });

  it('is disabled only when full with nothing of this page to clear', () => {
    expect(canTogglePage(select('x', 'y'), page, 2)).toBe(false);
    expect(canTogglePage(select('x', 'r0'), page, 2)).toBe(true);
    expect(canTogglePage({}, page, 2)).toBe(true);
    expect(canTogglePage({}, [], 2)).toBe(false);
  });
});
