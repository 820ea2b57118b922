import { describe, expect, it } from 'vitest';
import {
  defaultEndPage,
  isValidPageRange,
  validateIndexStartPage,
  validatePageRange,
} from './pageRange.ts';

describe('validatePageRange (foundation.md §5)', () => {
  it('accepts a range within the book', () => {
    expect(validatePageRange({ start: 1, end: 10, total: 10 })).toEqual({});
    expect(isValidPageRange({ start: 5, end: 5, total: 10 })).toBe(true);
  });
  it('refuses a start after the end', () => {
    expect(validatePageRange({ start: 6, end: 5, total: 10 })).toEqual({
      start: { key: 'valid.pageStartAfterEnd' },
    });
  });
  it('refuses an end beyond the total', () => {
    expect(validatePageRange({ start: 1, end: 11, total: 10 })).toEqual({
      end: { key: 'valid.pageEndOverTotal', params: { total: 10 } },
    });
  });
  it('requires start, end and the page count', () => {
    expect(validatePageRange({ start: null, end: undefined, total: null })).toEqual({
      start: { key: 'valid.required' },
      end: { key: 'valid.required' },
      total: { key: 'valid.required' },
    });
    expect(validatePageRange({ start: 1, end: 2, total: 0 })).toEqual({
      total: { key: 'valid.required' },
    });
  });
  it('refuses a start below 1', () => {
    expect(validatePageRange({ start: 0, end: 2, total: 5 })).toEqual({
      start: { key: 'valid.pageStart' },
    });
  });
});

describe('defaultEndPage (screens.md §5)', () => {
  it('is start + 9, capped at the page count', () => {
    expect(defaultEndPage(1, 100)).toBe(10);
    expect(defaultEndPage(95, 100)).toBe(100);
  });
});

describe('validateIndexStartPage (screens.md §5 book index)', () => {
  const context = { pageCount: 40, previousSiblingStart: 10 };
  it('accepts a page from the previous sibling to the page count', () => {
    expect(validateIndexStartPage(10, context)).toBeNull();
    expect(validateIndexStartPage(40, context)).toBeNull();
    expect(validateIndexStartPage(1, { pageCount: 40, previousSiblingStart: null })).toBeNull();
  });
  it('refuses pages outside the book or before the previous sibling', () => {
    expect(validateIndexStartPage(41, context)).toEqual({
      key: 'valid.numberRange',
      params: { min: 1, max: 40 },
    });
    expect(validateIndexStartPage(0, context)?.key).toBe('valid.numberRange');
    expect(validateIndexStartPage(9, context)).toEqual({
      key: 'valid.numberRange',
      params: { min: 10, max: 40 },
    });
    expect(validateIndexStartPage(null, context)).toEqual({ key: 'valid.required' });
  });
});
