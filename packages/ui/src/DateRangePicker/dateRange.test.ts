import { describe, expect, it } from 'vitest';
import {
  checkBounds,
  checkOrder,
  periodBounds,
  quickRangeValue,
  toWireDateTimeRange,
} from './dateRange.ts';

const now = new Date(2026, 10, 22, 9, 30); // 2026-11-22

describe('quick ranges', () => {
  it('one week and 30 days end today', () => {
    expect(quickRangeValue('oneWeek', now)).toEqual({ start: '2026-11-15', end: '2026-11-22' });
    expect(quickRangeValue('thirtyDays', now)).toEqual({ start: '2026-10-23', end: '2026-11-22' });
  });
});

describe('bounds', () => {
  const bounds = periodBounds(now);

  it('runs from today to one year ahead', () => {
    expect(bounds).toEqual({ min: '2026-11-22', max: '2027-11-22' });
  });

  it('accepts both ends and refuses a day outside, naming the bounds', () => {
    expect(checkBounds('2026-11-22', bounds, now)).toBeNull();
    expect(checkBounds('2027-11-22', bounds, now)).toBeNull();
    expect(checkBounds('2026-11-21', bounds, now)).toEqual({
      key: 'dates.bounds.between',
      params: { min: '11.22', max: '27.11.22' },
    });
    expect(checkBounds('2027-11-23', bounds, now)?.key).toBe('dates.bounds.between');
  });

  it('says which side is open', () => {
    expect(checkBounds('2026-01-01', { min: '2026-02-01' }, now)).toEqual({
      key: 'dates.bounds.notBefore',
      params: { min: '02.01' },
    });
    expect(checkBounds('2026-03-01', { max: '2026-02-01' }, now)?.key).toBe(
      'dates.bounds.notAfter',
    );
    expect(checkBounds('1900-01-01', {}, now)).toBeNull();
  });

  it('leaves an empty input alone', () => {
    expect(checkBounds('', bounds, now)).toBeNull();
  });
});

describe('order', () => {
  it('uses the contract rule: start not after end, equal allowed', () => {
    expect(checkOrder({ start: '2026-11-02', end: '2026-11-01' })).toEqual({
      key: 'valid.dateOrder',
    });
    expect(checkOrder({ start: '2026-11-01', end: '2026-11-01' })).toBeNull();
  });

  it('asks for both dates only when required', () => {
    expect(checkOrder({ start: '2026-11-01', end: '' })).toBeNull();
    expect(checkOrder({ start: '2026-11-01', end: '' }, true)).toEqual({ key: 'valid.required' });
  });
});

describe('toWireDateTimeRange', () => {
  it('sends the start at midnight and the end at 23:59:59', () => {
    expect(toWireDateTimeRange({ start: '2026-11-22', end: '2026-12-01' })).toEqual({
      start: '2026-11-22 00:00:00',
      end: '2026-12-01 23:59:59',
    });
    expect(toWireDateTimeRange({ start: '2026-11-22', end: '' })).toBeNull();
  });
});
