import { describe, expect, it } from 'vitest';
import {
  chunkOf,
  chunkPages,
  chunksBetween,
  parsePage,
  pickPage,
  withStart,
} from './pageRangeLogic.ts';

describe('page ranges of 100 per call', () => {
  it('finds the range of a page and cuts the last one at the page count', () => {
    expect(chunkOf(1)).toBe(0);
    expect(chunkOf(100)).toBe(0);
    expect(chunkOf(101)).toBe(1);
    expect(chunkPages(1, 120)).toEqual({ from: 101, to: 120 });
    expect(chunkPages(9, 1000)).toEqual({ from: 901, to: 1000 });
    expect(chunksBetween(95, 205)).toEqual([0, 1, 2]);
    expect(chunksBetween(5, 4)).toEqual([]);
  });
});

describe('start and end (screens.md §5 page range)', () => {
  it('defaults the end to start + 9, capped at the page count', () => {
    expect(withStart(3, 120)).toEqual({ start: 3, end: 12 });
    expect(withStart(115, 120)).toEqual({ start: 115, end: 120 });
    expect(withStart(null, 120)).toEqual({ start: null, end: null });
    expect(withStart(130, 120)).toEqual({ start: 130, end: null });
  });

  it('picks the start, then the end; a page before the start starts again', () => {
    let step = pickPage({ start: null, end: null }, 'start', 5, 30);
    expect(step).toEqual({ range: { start: 5, end: 14 }, next: 'end' });
    step = pickPage(step.range, step.next, 8, 30);
    expect(step).toEqual({ range: { start: 5, end: 8 }, next: 'start' });
    expect(pickPage({ start: 5, end: 8 }, 'end', 2, 30)).toEqual({
      range: { start: 2, end: 11 },
      next: 'end',
    });
    expect(pickPage({ start: 5, end: 8 }, 'end', 5, 30).range).toEqual({ start: 5, end: 5 });
  });

  it('reads typed pages', () => {
    expect(parsePage('12')).toBe(12);
    expect(parsePage('')).toBeNull();
    expect(parsePage('1a2')).toBe(12);
  });
});
