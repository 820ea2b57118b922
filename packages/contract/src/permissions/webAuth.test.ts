import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEB_AUTH } from '../codes/webAuth.ts';
import { can, effectiveWebAuth, hasWebAuth, PERMISSION, webAuthBits } from './webAuth.ts';

describe('hasWebAuth', () => {
  it('tests each flag of foundation.md §6', () => {
    const bits = WEB_AUTH.ROOM_REG + WEB_AUTH.ATTEND_NOTE_VIEW;
    expect(hasWebAuth(bits, WEB_AUTH.ROOM_REG)).toBe(true);
    expect(hasWebAuth(bits, WEB_AUTH.ATTEND_NOTE_VIEW)).toBe(true);
    expect(hasWebAuth(bits, WEB_AUTH.MANAGE)).toBe(false);
    expect(hasWebAuth(bits, WEB_AUTH.MEET_OPEN)).toBe(false);
    expect(hasWebAuth(bits, WEB_AUTH.RECORD_DOWNLOAD)).toBe(false);
  });
  it('works at bit 31, where `&` would not', () => {
    const bits = WEB_AUTH.RECORD_DOWNLOAD + WEB_AUTH.MANAGE;
    expect(hasWebAuth(bits, WEB_AUTH.RECORD_DOWNLOAD)).toBe(true);
    expect(hasWebAuth(bits, WEB_AUTH.MANAGE)).toBe(true);
    expect(hasWebAuth(WEB_AUTH.MANAGE, WEB_AUTH.RECORD_DOWNLOAD)).toBe(false);
    expect((bits & WEB_AUTH.RECORD_DOWNLOAD) === WEB_AUTH.RECORD_DOWNLOAD).toBe(false);
  });
  it('works above bit 31', () => {
    expect(hasWebAuth(2 ** 40 + 2048, 2 ** 40)).toBe(true);
    expect(hasWebAuth(2048, 2 ** 40)).toBe(false);
    expect(hasWebAuth(2 ** 40, 2048)).toBe(false);
  });
  it('reads a signed 32-bit bit 31 from the wire', () => {
    expect(hasWebAuth(1 << 31, WEB_AUTH.RECORD_DOWNLOAD)).toBe(true);
  });
  it('needs every bit of a combined flag, and grants nothing for flag 0', () => {
    const both = WEB_AUTH.MANAGE + WEB_AUTH.MEET_OPEN;
    expect(hasWebAuth(both, both)).toBe(true);
    expect(hasWebAuth(WEB_AUTH.MANAGE, both)).toBe(false);
    expect(hasWebAuth(both, 0)).toBe(false);
  });
  it('agrees with arithmetic on every bit up to 52', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 0, max: 52 }), (bits, bit) => {
        const expected = Math.floor(bits / 2 ** bit) % 2 === 1;
        expect(hasWebAuth(bits, 2 ** bit)).toBe(expected);
      }),
    );
  });
});

describe('webAuthBits', () => {
  it('adds flags, each once', () => {
    expect(webAuthBits(WEB_AUTH.MANAGE, WEB_AUTH.RECORD_DOWNLOAD, WEB_AUTH.MANAGE)).toBe(
      2 ** 31 + 4096,
    );
    expect(webAuthBits()).toBe(0);
  });
});

describe('effectiveWebAuth', () => {
  const map = new Map([
    [11, WEB_AUTH.ROOM_REG],
    [12, 0],
  ]);
  it('takes the user own bits when present', () => {
    expect(effectiveWebAuth({ userType: 11, webAuth: WEB_AUTH.MANAGE }, map)).toBe(WEB_AUTH.MANAGE);
  });
  it('falls back to the per-type map without own bits (0 counts as none, assumed)', () => {
    expect(effectiveWebAuth({ userType: 11 }, map)).toBe(WEB_AUTH.ROOM_REG);
    expect(effectiveWebAuth({ userType: 11, webAuth: null }, map)).toBe(WEB_AUTH.ROOM_REG);
    expect(effectiveWebAuth({ userType: 11, webAuth: 0 }, map)).toBe(WEB_AUTH.ROOM_REG);
  });
  it('is 0 for a type without an entry', () => {
    expect(effectiveWebAuth({ userType: 3 }, map)).toBe(0);
  });
});

describe('can', () => {
  const map = new Map([[3, webAuthBits(...Object.values(WEB_AUTH))]]);
  it('names the five permissions of the spec', () => {
    expect(PERMISSION).toEqual({
      manageAccess: 4096,
      roomRegistration: 2048,
      meetOpen: 2 ** 21,
      attendNoteView: 8192,
      recordDownload: 2 ** 31,
    });
  });
  it('grants each permission by its own bit only', () => {
    for (const [permission, flag] of Object.entries(PERMISSION)) {
      const name = permission as keyof typeof PERMISSION;
      expect(can({ userType: 11, webAuth: flag }, name, new Map())).toBe(true);
      const others = Object.values(PERMISSION).filter((other) => other !== flag);
      expect(can({ userType: 11, webAuth: webAuthBits(...others) }, name, new Map())).toBe(false);
    }
  });
  it('uses the per-type map', () => {
    expect(can({ userType: 3 }, 'recordDownload', map)).toBe(true);
    expect(can({ userType: 12 }, 'manageAccess', map)).toBe(false);
  });
});
