import { describe, expect, it } from 'vitest';
import {
  validateDateOrder,
  validateHomeworkPeriod,
  validateHour,
  validateMinute,
} from './dateOrder.ts';

describe('validateDateOrder (foundation.md §5)', () => {
  it('accepts a start before the end, and equal (assumed)', () => {
    expect(validateDateOrder('2026-03-01', '2026-03-02')).toBeNull();
    expect(validateDateOrder('2026-03-01', '2026-03-01')).toBeNull();
    expect(validateDateOrder(new Date(2026, 0, 1), '2026-01-01 00:00:01')).toBeNull();
  });
  it('refuses a start after the end', () => {
    expect(validateDateOrder('2026-03-02', '2026-03-01')).toEqual({ key: 'valid.dateOrder' });
  });
  it('refuses equal when strict', () => {
    expect(validateDateOrder('2026-03-01', '2026-03-01', { strict: true })).toEqual({
      key: 'valid.dateOrder',
    });
  });
  it('requires both', () => {
    expect(validateDateOrder(null, '2026-03-01')).toEqual({ key: 'valid.required' });
    expect(validateDateOrder('2026-03-01', 'someday')).toEqual({ key: 'valid.required' });
  });
});

describe('validateHomeworkPeriod', () => {
  const now = new Date(2026, 2, 1, 12, 0, 0);
  it('accepts a start up to the deadline and a deadline from now', () => {
    expect(
      validateHomeworkPeriod({
        start: '2026-03-01 12:00:00',
        deadline: '2026-03-03 17:00:00',
        now,
      }),
    ).toEqual({});
  });
  it('refuses a start after the deadline', () => {
    expect(
      validateHomeworkPeriod({
        start: '2026-03-04 00:00:00',
        deadline: '2026-03-03 17:00:00',
        now,
      }),
    ).toEqual({ start: { key: 'valid.startAfterDeadline' } });
  });
  it('refuses a deadline in the past', () => {
    expect(
      validateHomeworkPeriod({
        start: '2026-02-01 00:00:00',
        deadline: '2026-03-01 11:59:59',
        now,
      }),
    ).toEqual({ deadline: { key: 'valid.deadlinePast' } });
  });
  it('requires both', () => {
    expect(validateHomeworkPeriod({ start: '', deadline: null, now })).toEqual({
      start: { key: 'valid.required' },
      deadline: { key: 'valid.required' },
    });
  });
});

describe('time input (screens.md §5)', () => {
  it('hour 0-23, minute 0-59', () => {
    expect(validateHour(0)).toBeNull();
    expect(validateHour(23)).toBeNull();
    expect(validateHour(24)).toEqual({ key: 'valid.hour' });
    expect(validateHour(1.5)).toEqual({ key: 'valid.hour' });
    expect(validateMinute(59)).toBeNull();
    expect(validateMinute(60)).toEqual({ key: 'valid.minute' });
    expect(validateMinute(-1)).toEqual({ key: 'valid.minute' });
  });
});
