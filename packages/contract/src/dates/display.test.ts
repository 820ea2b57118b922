import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayDateTimeFull,
  formatDisplayPeriodEnd,
} from './display.ts';

const now = new Date(2026, 10, 21, 12, 0, 0);

describe('date display (foundation.md §9)', () => {
  it('shows YY.MM.DD HH:mm outside the current year', () => {
    expect(formatDisplayDateTime('2025-12-31 23:59:59', now)).toBe('25.12.31 23:59');
    expect(formatDisplayDateTime(new Date(2027, 0, 5, 8, 7), now)).toBe('27.01.05 08:07');
    expect(formatDisplayDateTime('2009-03-04 05:06:07', now)).toBe('09.03.04 05:06');
  });
  it('shows the short form MM.DD HH:mm within the current year (assumed form)', () => {
    expect(formatDisplayDateTime('2026-01-02 03:04:05', now)).toBe('01.02 03:04');
  });
  it('shows the full form on demand', () => {
    expect(formatDisplayDateTimeFull('2026-01-02 03:04:05')).toBe('26.01.02 03:04');
  });
  it('shows dates alone the same way', () => {
    expect(formatDisplayDate('2026-07-08', now)).toBe('07.08');
    expect(formatDisplayDate('2024-07-08', now)).toBe('24.07.08');
  });
  it('shows nothing for unreadable input', () => {
    expect(formatDisplayDateTime('not a date', now)).toBe('');
    expect(formatDisplayDateTime(null, now)).toBe('');
    expect(formatDisplayDateTimeFull(undefined)).toBe('');
    expect(formatDisplayDate('', now)).toBe('');
  });
});

describe('formatDisplayPeriodEnd', () => {
  it('says unlimited for year 9999, in the locale', () => {
    expect(formatDisplayPeriodEnd('9999-12-31 23:59:59', now, 'en')).toBe('Unlimited');
    expect(formatDisplayPeriodEnd('9999-12-31 23:59:59', now, 'ko')).toBe('무제한');
  });
  it('shows other ends as dates', () => {
    expect(formatDisplayPeriodEnd('2027-05-31 23:59:59', now, 'en')).toBe('27.05.31 23:59');
  });
});
