import { describe, expect, it } from 'vitest';
import { clampPageIndex, pageCount, pageRowRange, pageWindow } from './pages.ts';

describe('pageCount', () => {
  it('rounds a partial last page up', () => {
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(101, 10)).toBe(11);
  });

  it('keeps one page for an empty list, so the navigation never shows "page 1 of 0"', () => {
    expect(pageCount(0, 30)).toBe(1);
  });

  it('refuses a page size of 0 instead of dividing by it', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});

describe('clampPageIndex', () => {
  it('pulls a stale index back onto the last page after rows were removed', () => {
    expect(clampPageIndex(9, 3)).toBe(2);
    expect(clampPageIndex(-1, 3)).toBe(0);
    expect(clampPageIndex(1, 3)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are fewer than the buttons', () => {
    expect(pageWindow(0, 3, 5)).toEqual([0, 1, 2]);
  });

  it('keeps the current page in the middle away from the ends', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('pins the window at both ends', () => {
    expect(pageWindow(0, 10, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(9, 10, 5)).toEqual([5, 6, 7, 8, 9]);
  });

  it('always contains the current page', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let page = 0; page < count; page += 1) {
        const window = pageWindow(page, count, 5);
        expect(window).toContain(page);
        expect(window.length).toBe(Math.min(5, count));
      }
    }
  });
});

describe('pageRowRange', () => {
  it('names the rows of a full and of a partial last page', () => {
    expect(pageRowRange(1, 10, 95)).toEqual({ from: 11, to: 20 });
    expect(pageRowRange(9, 10, 95)).toEqual({ from: 91, to: 95 });
  });

  it('is 0–0 for an empty list', () => {
    expect(pageRowRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
