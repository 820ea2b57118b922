import { describe, expect, it } from 'vitest';
import { isInNativeClient, isNativeClientUserAgent } from './nativeClient.ts';

describe('isInNativeClient', () => {
  it('is true for a session of the native-app login only', () => {
    expect(isInNativeClient({ nativeData: { companyId: 'demo', userIdx: 1 } })).toBe(true);
    expect(isInNativeClient({ nativeData: {} })).toBe(true);
    expect(isInNativeClient({})).toBe(false);
    expect(isInNativeClient({ nativeData: null })).toBe(false);
    expect(isInNativeClient(null)).toBe(false);
  });
});

describe('isNativeClientUserAgent', () => {
  it('recognises the native client by its web view token only', () => {
    expect(
      isNativeClientUserAgent(
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140 BodaApp/3.2',
      ),
    ).toBe(true);
    expect(isNativeClientUserAgent('Mozilla/5.0 (Windows NT 10.0) Chrome/140 Safari/537.36')).toBe(
      false,
    );
  });
});
