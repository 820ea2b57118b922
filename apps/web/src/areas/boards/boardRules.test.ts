import { describe, expect, it } from 'vitest';
import { defaultPeriod, periodMin, periodOfPost, publishPeriodWire } from './boardRules.ts';

const now = new Date(2026, 10, 28, 15, 30, 0);

describe('the publishing period of the board editor (screens.md §5)', () => {
  it('saves the start day at 00:00:00 and the end at 23:59:59', () => {
    expect(publishPeriodWire({ start: '2026-11-28', end: '2026-12-05' }, null)).toEqual({
      publishStartDatetime: '2026-11-28 00:00:00',
      publishEndDatetime: '2026-12-05 23:59:59',
    });
    expect(publishPeriodWire({ start: '', end: '2026-12-05' }, null)).toBeNull();
  });
  it('keeps the time of a saved start whose day is kept', () => {
    expect(
      publishPeriodWire({ start: '2026-11-20', end: '2026-12-05' }, '2026-11-20 09:00:00'),
    ).toEqual({
      publishStartDatetime: '2026-11-20 09:00:00',
      publishEndDatetime: '2026-12-05 23:59:59',
    });
  });
  it('reads a saved period as days, and offers today to a week ahead', () => {
    expect(
      periodOfPost({
        publishStartDatetime: '2026-11-20 09:00:00',
        publishEndDatetime: '2026-12-05 23:59:59',
      }),
    ).toEqual({ start: '2026-11-20', end: '2026-12-05' });
    expect(periodOfPost({ publishStartDatetime: null, publishEndDatetime: null })).toBeNull();
    expect(defaultPeriod(now)).toEqual({ start: '2026-11-28', end: '2026-12-05' });
  });
  it('lets the picker start at a kept past start, else today', () => {
    expect(periodMin(now, null)).toBe('2026-11-28');
    expect(periodMin(now, '2026-11-20 09:00:00')).toBe('2026-11-20');
    expect(periodMin(now, '2026-12-20 09:00:00')).toBe('2026-11-28');
  });
});
