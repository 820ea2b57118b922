import { describe, expect, it } from 'vitest';
import { checkHour, checkMinute, joinWireDateTime, splitWireDateTime } from './dateTime.ts';

describe('hour and minute (screens.md §5: hour 0-23, minute 0-59)', () => {
  it('accepts the ends of each range', () => {
    for (const hour of ['0', '00', '9', '23']) expect(checkHour(hour)).toBeNull();
    for (const minute of ['0', '59', '05']) expect(checkMinute(minute)).toBeNull();
  });

  it('refuses one past the end, negatives and fractions with the contract keys', () => {
    expect(checkHour('24')).toEqual({ key: 'valid.hour' });
    expect(checkHour('-1')).toEqual({ key: 'valid.hour' });
    expect(checkHour('1.5')).toEqual({ key: 'valid.hour' });
    expect(checkMinute('60')).toEqual({ key: 'valid.minute' });
  });

  it('leaves an empty input to the required check', () => {
    expect(checkHour('')).toBeNull();
    expect(checkMinute('')).toBeNull();
  });
});

describe('the wire datetime', () => {
  it('joins valid parts as YYYY-MM-DD HH:mm:ss with seconds 00', () => {
    expect(joinWireDateTime({ date: '2026-11-22', hour: '7', minute: '5' })).toBe(
      '2026-11-22 07:05:00',
    );
    expect(joinWireDateTime({ date: '2026-11-22', hour: '23', minute: '59' })).toBe(
      '2026-11-22 23:59:00',
    );
  });

  it('gives nothing while a part is missing or wrong', () => {
    expect(joinWireDateTime({ date: '', hour: '7', minute: '5' })).toBe('');
    expect(joinWireDateTime({ date: '2026-11-22', hour: '', minute: '5' })).toBe('');
    expect(joinWireDateTime({ date: '2026-11-22', hour: '24', minute: '0' })).toBe('');
    expect(joinWireDateTime({ date: '2026-02-30', hour: '1', minute: '0' })).toBe('');
  });

  it('splits a wire datetime back into its parts', () => {
    expect(splitWireDateTime('2026-11-22 17:00:00')).toEqual({
      date: '2026-11-22',
      hour: '17',
      minute: '00',
    });
    expect(splitWireDateTime('tomorrow')).toEqual({ date: '', hour: '', minute: '' });
    expect(splitWireDateTime(undefined)).toEqual({ date: '', hour: '', minute: '' });
  });
});
