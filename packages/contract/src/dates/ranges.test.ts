import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  type DateRange,
  DEFAULT_SEARCH_RANGE,
  deadlineStateOf,
  defaultHomeworkDeadline,
  defaultRoomPeriod,
  defaultSearchRange,
  isDeadlineNear,
  maxPeriodEnd,
  monthRange,
  quickRange,
  unlimitedPeriodEnd,
} from './ranges.ts';
import { formatWireDateTime } from './wire.ts';

const now = new Date(2026, 2, 31, 14, 30, 0); // 2026-03-31 14:30
const wire = (range: DateRange) => [formatWireDateTime(range.start), formatWireDateTime(range.end)];

describe('date arithmetic', () => {
  it('adds days across months', () => {
    expect(formatWireDateTime(addDays(now, 1))).toBe('2026-04-01 14:30:00');
    expect(formatWireDateTime(addDays(now, -31))).toBe('2026-02-28 14:30:00');
  });
  it('adds months, clamped to the month end', () => {
    expect(formatWireDateTime(addMonths(now, -1))).toBe('2026-02-28 14:30:00');
    expect(formatWireDateTime(addMonths(new Date(2028, 1, 29), -12))).toBe('2027-02-28 00:00:00');
    expect(formatWireDateTime(addMonths(now, 6))).toBe('2026-09-30 14:30:00');
  });
});

describe('quick ranges (one week, 30 days)', () => {
  it('one week ends today and starts 7 days back', () => {
    expect(wire(quickRange('oneWeek', now))).toEqual([
      '2026-03-24 00:00:00',
      '2026-03-31 23:59:59',
    ]);
  });
  it('30 days ends today and starts 30 days back', () => {
    expect(wire(quickRange('thirtyDays', now))).toEqual([
      '2026-03-01 00:00:00',
      '2026-03-31 23:59:59',
    ]);
  });
});

describe('default search ranges (screens.md §9)', () => {
  it('names a range per screen', () => {
    expect(DEFAULT_SEARCH_RANGE).toEqual({
      notes: 'lastSevenDays',
      studentLists: 'lastSevenDays',
      whiteboard: 'lastSevenDays',
      teacherHomework: 'oneMonth',
      history: 'oneMonth',
      fees: 'currentMonth',
      textbooks: 'previousYearToToday',
    });
  });
  it('computes each', () => {
    expect(wire(defaultSearchRange('notes', now))).toEqual([
      '2026-03-24 00:00:00',
      '2026-03-31 23:59:59',
    ]);
    expect(wire(defaultSearchRange('history', now))).toEqual([
      '2026-02-28 00:00:00',
      '2026-03-31 23:59:59',
    ]);
    expect(wire(defaultSearchRange('fees', new Date(2026, 1, 10)))).toEqual([
      '2026-02-01 00:00:00',
      '2026-02-28 23:59:59',
    ]);
    expect(wire(defaultSearchRange('textbooks', now))).toEqual([
      '2025-03-31 00:00:00',
      '2026-03-31 23:59:59',
    ]);
  });
  it('month range covers a leap February', () => {
    expect(wire(monthRange(new Date(2028, 1, 3)))).toEqual([
      '2028-02-01 00:00:00',
      '2028-02-29 23:59:59',
    ]);
  });
});

describe('periods and deadlines (screens.md §9)', () => {
  it('a room runs 6 months by default and at most a year', () => {
    expect(wire(defaultRoomPeriod(now))).toEqual(['2026-03-31 00:00:00', '2026-09-30 23:59:59']);
    expect(formatWireDateTime(maxPeriodEnd(now))).toBe('2027-03-31 23:59:59');
  });
  it('unlimited ends in year 9999', () => {
    expect(formatWireDateTime(unlimitedPeriodEnd())).toBe('9999-12-31 23:59:59');
  });
  it('homework is due 2 days ahead at 17:00', () => {
    expect(formatWireDateTime(defaultHomeworkDeadline(now))).toBe('2026-04-02 17:00:00');
  });
  it('a deadline within a day, or passed, is near', () => {
    expect(isDeadlineNear(addDays(now, 1), now)).toBe(true);
    expect(isDeadlineNear(addDays(now, -3), now)).toBe(true);
    expect(isDeadlineNear(new Date(addDays(now, 1).getTime() + 1000), now)).toBe(false);
  });
  // Issue 16 item 5: a passed deadline read "Due soon".
  it('a passed deadline is past due, not due soon', () => {
    const minute = 60 * 1000;
    const at = (offset: number) => new Date(now.getTime() + offset);
    expect(deadlineStateOf(at(-minute), now)).toBe('past');
    expect(deadlineStateOf(addDays(now, -3), now)).toBe('past');
    // The deadline itself still accepts a submission.
    expect(deadlineStateOf(now, now)).toBe('soon');
    expect(deadlineStateOf(at(minute), now)).toBe('soon');
    expect(deadlineStateOf(addDays(now, 1), now)).toBe('soon');
    expect(deadlineStateOf(at(24 * 60 * minute + minute), now)).toBe('open');
  });
});
