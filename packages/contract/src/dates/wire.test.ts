import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatWireDate,
  formatWireDateTime,
  isUnlimitedDate,
  parseWireDate,
  parseWireDateTime,
  toDate,
  UNLIMITED_DATE_TIME,
} from './wire.ts';

describe('wire datetimes (foundation.md §9: YYYY-MM-DD HH:mm:ss)', () => {
  it('formats local time with zero padding', () => {
    expect(formatWireDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(formatWireDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
  it('parses exactly the wire format', () => {
    expect(parseWireDateTime('2026-03-01 09:30:00')).toEqual(new Date(2026, 2, 1, 9, 30, 0));
    for (const text of ['2026-03-01T09:30:00', '2026-3-1 09:30:00', '2026-03-01 09:30', '']) {
      expect(parseWireDateTime(text)).toBeNull();
    }
  });
  it('refuses impossible dates and times', () => {
    expect(parseWireDateTime('2026-02-29 00:00:00')).toBeNull();
    expect(parseWireDateTime('2028-02-29 00:00:00')).not.toBeNull();
    expect(parseWireDateTime('2026-01-01 24:00:00')).toBeNull();
    expect(parseWireDateTime('2026-13-01 00:00:00')).toBeNull();
    expect(parseWireDate('2026-04-31')).toBeNull();
  });
  it('reads a wire date at midnight', () => {
    expect(parseWireDate('2026-05-06')).toEqual(new Date(2026, 4, 6));
  });
  it('round-trips every second from year 1000 to 9999', () => {
    const date = fc
      .date({
        min: new Date(1000, 0, 1),
        max: new Date(9999, 11, 31, 23, 59, 59),
        noInvalidDate: true,
      })
      .map(
        (d) =>
          new Date(
            d.getFullYear(),
            d.getMonth(),
            d.getDate(),
            d.getHours(),
            d.getMinutes(),
            d.getSeconds(),
          ),
      );
    fc.assert(
      fc.property(date, (value) => {
        const text = formatWireDateTime(value);
        const back = parseWireDateTime(text);
        expect(back && formatWireDateTime(back)).toBe(text);
      }),
    );
  });
  it('toDate reads the lenient display forms', () => {
    expect(toDate('2026-03-01T09:30:00.000')).toEqual(new Date(2026, 2, 1, 9, 30));
    expect(toDate('2026-03-01 09:30')).toEqual(new Date(2026, 2, 1, 9, 30));
    expect(toDate('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(toDate('soon')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
    expect(toDate(null)).toBeNull();
  });
});

describe('year 9999 means unlimited', () => {
  it('recognises year 9999 in any form', () => {
    expect(isUnlimitedDate(UNLIMITED_DATE_TIME)).toBe(true);
    expect(isUnlimitedDate('9999-01-01')).toBe(true);
    expect(isUnlimitedDate(new Date(9999, 5, 1))).toBe(true);
  });
  it('does not call other years or nonsense unlimited', () => {
    expect(isUnlimitedDate('9998-12-31 23:59:59')).toBe(false);
    expect(isUnlimitedDate('')).toBe(false);
    expect(isUnlimitedDate(null)).toBe(false);
  });
});
