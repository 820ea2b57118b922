import { describe, expect, it } from 'vitest';
import { isServerErrorCode, parseErrorCode } from './parseErrorCode.ts';

describe('parseErrorCode (foundation.md §8: WB-{status}-{number}, class = hundreds digit)', () => {
  it('reads status, number and class', () => {
    expect(parseErrorCode('WB-400-212')).toEqual({ status: 400, number: 212, class: 200 });
    expect(parseErrorCode('WB-500-131')).toEqual({ status: 500, number: 131, class: 100 });
    expect(parseErrorCode('WB-400-025')).toEqual({ status: 400, number: 25, class: 0 });
    expect(parseErrorCode('WB-404-102')).toEqual({ status: 404, number: 102, class: 100 });
  });
  it('answers null for malformed codes and never throws', () => {
    for (const bad of [
      '',
      'WB-400',
      'WB-400-21',
      'WB-4000-212',
      'XX-400-212',
      'wb-400-212',
      'EC_404',
      'WB-400-212x',
    ]) {
      expect(parseErrorCode(bad), bad).toBeNull();
    }
    for (const odd of [null, undefined, 400, {}, []]) expect(parseErrorCode(odd)).toBeNull();
  });
  it('tells server codes from internal ones', () => {
    expect(isServerErrorCode('WB-403-105')).toBe(true);
    expect(isServerErrorCode('WE_5001')).toBe(false);
  });
});
