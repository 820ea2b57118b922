import { describe, expect, it } from 'vitest';
import { toWebAuthBits, WEB_AUTH } from './webAuth.ts';

describe('WEB_AUTH (foundation.md §6)', () => {
  it('has the spec bits', () => {
    expect(WEB_AUTH).toEqual({
      ROOM_REG: 2048,
      MANAGE: 4096,
      ATTEND_NOTE_VIEW: 8192,
      MEET_OPEN: 2097152,
      RECORD_DOWNLOAD: 2147483648,
    });
  });
  it('writes 1<<31 as a positive number, unlike the JS shift', () => {
    expect(WEB_AUTH.RECORD_DOWNLOAD).toBeGreaterThan(0);
    expect(1 << 31).toBeLessThan(0);
    expect(WEB_AUTH.MEET_OPEN).toBe(1 << 21);
  });
  it('every flag is a single bit', () => {
    for (const flag of Object.values(WEB_AUTH)) {
      expect(Number.isInteger(Math.log2(flag))).toBe(true);
    }
  });
});

describe('toWebAuthBits', () => {
  it('keeps non-negative integers, bit 31 and above included', () => {
    expect(toWebAuthBits(6144)).toBe(6144);
    expect(toWebAuthBits(2 ** 31 + 4096)).toBe(2 ** 31 + 4096);
    expect(toWebAuthBits(2 ** 40)).toBe(2 ** 40);
  });
  it('reads a signed 32-bit value as its unsigned bit pattern', () => {
    expect(toWebAuthBits(1 << 31)).toBe(WEB_AUTH.RECORD_DOWNLOAD);
    expect(toWebAuthBits((1 << 31) | 4096)).toBe(2 ** 31 + 4096);
  });
  it('reads anything else as no bits', () => {
    for (const value of [-(2 ** 31) - 1, 1.5, Number.NaN, '4096', null, undefined, 2 ** 60]) {
      expect(toWebAuthBits(value)).toBe(0);
    }
  });
});
