import { describe, expect, it } from 'vitest';
import {
  clampYearMonth,
  compareYearMonth,
  defaultFirstMonth,
  firstDayOf,
  isYearMonth,
  monthsNewestFirst,
  shiftYearMonth,
  yearMonthOf,
} from './yearMonth.ts';

describe('year-months', () => {
  it('reads only YYYY-MM with a real month', () => {
    expect(isYearMonth('2026-11')).toBe(true);
    expect(isYearMonth('2026-13')).toBe(false);
    expect(isYearMonth('2026-00')).toBe(false);
    expect(isYearMonth('202611')).toBe(false);
    expect(isYearMonth(202611)).toBe(false);
  });

  it('takes the month of a date in local time', () => {
    expect(yearMonthOf(new Date(2026, 10, 30, 23, 59))).toBe('2026-11');
    expect(yearMonthOf(new Date(2026, 0, 1))).toBe('2026-01');
  });

  it('steps across year ends', () => {
    expect(shiftYearMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftYearMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftYearMonth('2026-11', -23)).toBe('2024-12');
    expect(() => shiftYearMonth('soon', 1)).toThrow(RangeError);
  });

  it('compares and clamps', () => {
    expect(compareYearMonth('2026-11', '2026-12')).toBeLessThan(0);
    expect(compareYearMonth('2027-01', '2026-12')).toBeGreaterThan(0);
    expect(clampYearMonth('2027-01', '2021-01', '2026-11')).toBe('2026-11');
    expect(clampYearMonth('2020-12', '2021-01', '2026-11')).toBe('2021-01');
    expect(clampYearMonth('2024-05', '2021-01', '2026-11')).toBe('2024-05');
  });

  it('lists the months newest first, both ends included', () => {
    expect(monthsNewestFirst('2025-11', '2026-02')).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(monthsNewestFirst('2026-03', '2026-02')).toEqual([]);
  });

  it('goes back to January five years ago by default', () => {
    expect(defaultFirstMonth(new Date(2026, 10, 22))).toBe('2021-01');
  });

  it('gives the first day of a month', () => {
    expect(firstDayOf('2026-02')).toEqual(new Date(2026, 1, 1));
  });
});
