import { describe, expect, it } from 'vitest';
import { formatWireDateTime } from '../dates/wire.ts';
import { roomPeriodMaxEnd, roomPeriodRange, validateRoomPeriod } from './roomPeriod.ts';

const now = new Date(2026, 2, 31, 14, 30, 0); // 2026-03-31 14:30

describe('roomPeriodMaxEnd (screens.md §9 "max 1 year")', () => {
  it('is the last second of the same day a year after the start, clamped to the month end', () => {
    expect(formatWireDateTime(roomPeriodMaxEnd(now))).toBe('2027-03-31 23:59:59');
    expect(formatWireDateTime(roomPeriodMaxEnd(new Date(2028, 1, 29)))).toBe('2029-02-28 23:59:59');
  });
});

describe('validateRoomPeriod (screens.md §5 "use period today to one year ahead")', () => {
  it('takes today to a year ahead, and equal start and end days', () => {
    expect(
      validateRoomPeriod({ start: '2026-03-31', end: '2027-03-31', unlimited: false, now }),
    ).toEqual({});
    expect(
      validateRoomPeriod({ start: '2026-03-31', end: '2026-03-31', unlimited: false, now }),
    ).toEqual({});
  });
  it('refuses a start before today', () => {
    expect(
      validateRoomPeriod({ start: '2026-03-30', end: '2026-06-30', unlimited: false, now }).start,
    ).toEqual({ key: 'valid.startBeforeToday' });
  });
  it('keeps a saved start that has passed, but not a changed one (modify)', () => {
    const saved = '2026-01-10 00:00:00';
    expect(
      validateRoomPeriod({
        start: '2026-01-10',
        end: '2026-06-30',
        unlimited: false,
        now,
        savedStart: saved,
      }),
    ).toEqual({});
    expect(
      validateRoomPeriod({
        start: '2026-01-11',
        end: '2026-06-30',
        unlimited: false,
        now,
        savedStart: saved,
      }).start,
    ).toEqual({ key: 'valid.startBeforeToday' });
  });
  it('refuses an end more than a year after the start, measured from that start', () => {
    expect(
      validateRoomPeriod({ start: '2026-03-31', end: '2027-04-01', unlimited: false, now }).end,
    ).toEqual({ key: 'valid.roomPeriodMax', params: { months: 12 } });
    expect(
      validateRoomPeriod({ start: '2026-05-01', end: '2027-05-01', unlimited: false, now }),
    ).toEqual({});
  });
  it('refuses an end before the start, and missing dates', () => {
    expect(
      validateRoomPeriod({ start: '2026-04-10', end: '2026-04-09', unlimited: false, now }).end,
    ).toEqual({ key: 'valid.dateOrder' });
    expect(validateRoomPeriod({ start: '', end: '', unlimited: false, now })).toEqual({
      start: { key: 'valid.required' },
      end: { key: 'valid.required' },
    });
  });
  it('does not read the end of an unlimited period', () => {
    expect(validateRoomPeriod({ start: '2026-04-01', end: '', unlimited: true, now })).toEqual({});
    expect(
      validateRoomPeriod({ start: '2026-03-01', end: '', unlimited: true, now }).start,
    ).toEqual({ key: 'valid.startBeforeToday' });
  });
});

describe('roomPeriodRange', () => {
  const wire = (start: Date, end: Date | null) => {
    const range = roomPeriodRange(start, end);
    return [formatWireDateTime(range.start), formatWireDateTime(range.end)];
  };
  it('runs from the start day at 00:00:00 to the end day at 23:59:59', () => {
    expect(wire(now, new Date(2026, 8, 30, 9, 0, 0))).toEqual([
      '2026-03-31 00:00:00',
      '2026-09-30 23:59:59',
    ]);
  });
  it('ends in year 9999 when unlimited (screens.md §4 "unlimited sets end year 9999")', () => {
    expect(wire(now, null)).toEqual(['2026-03-31 00:00:00', '9999-12-31 23:59:59']);
  });
});
