import { describe, expect, it } from 'vitest';
import { isInNativeClient } from './nativeClient.ts';

describe('isInNativeClient', () => {
  it('is true for a session of the native-app login only', () => {
    expect(isInNativeClient({ nativeData: { companyId: 'demo', userIdx: 1 } })).toBe(true);
    expect(isInNativeClient({ nativeData: {} })).toBe(true);
    expect(isInNativeClient({})).toBe(false);
    expect(isInNativeClient({ nativeData: null })).toBe(false);
    expect(isInNativeClient(null)).toBe(false);
  });
});
