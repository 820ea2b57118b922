import { describe, expect, it } from 'vitest';
import { findKeyParityFaults, mergeCatalogs, translate } from './catalog.ts';

describe('findKeyParityFaults', () => {
  it('names a key that exists in one language only', () => {
    const faults = findKeyParityFaults({
      en: { 'a.one': 'One', 'a.two': 'Two' },
      ko: { 'a.one': '하나', 'a.three': '셋' },
    });
    expect(faults).toEqual([
      { key: 'a.three', missingIn: 'en' },
      { key: 'a.two', missingIn: 'ko' },
    ]);
  });
  it('counts an empty text as missing', () => {
    expect(findKeyParityFaults({ en: { k: 'K' }, ko: { k: ' ' } })).toEqual([
      { key: 'k', missingIn: 'ko' },
    ]);
  });
  it('passes a catalog with the same keys in both', () => {
    expect(findKeyParityFaults({ en: { k: 'K' }, ko: { k: '케이' } })).toEqual([]);
  });
});

describe('translate', () => {
  const catalog = {
    en: { hi: 'Hello {name}', only: 'English only' },
    ko: { hi: '{name}님 안녕하세요' },
  };
  it('fills placeholders in the wanted language', () => {
    expect(translate(catalog, 'ko', 'hi', { name: '민지' })).toBe('민지님 안녕하세요');
  });
  it('falls back to English, then to the key', () => {
    expect(translate(catalog, 'ko', 'only')).toBe('English only');
    expect(translate(catalog, 'ko', 'missing.key')).toBe('missing.key');
  });
});

describe('mergeCatalogs', () => {
  it('refuses a key defined by two packages', () => {
    expect(() =>
      mergeCatalogs({ en: { k: 'a' }, ko: { k: 'a' } }, { en: { k: 'b' }, ko: { k: 'b' } }),
    ).toThrow(/defined twice: k/);
  });
});
