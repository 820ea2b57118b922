import { describe, expect, it } from 'vitest';
import { detectLocale, toLocale } from './locale.ts';

describe('detectLocale (foundation.md §1: query lang, then stored, then browser, then English)', () => {
  it('takes the lang query parameter first', () => {
    expect(detectLocale({ search: '?lang=ko', stored: 'en', browserLanguages: ['en-US'] })).toBe(
      'ko',
    );
  });
  it('takes the stored preference when the query names none of ours', () => {
    expect(detectLocale({ search: '?lang=fr', stored: 'ko', browserLanguages: ['en'] })).toBe('ko');
  });
  it('takes the first browser language that is one of ours', () => {
    expect(detectLocale({ search: '', stored: null, browserLanguages: ['fr-FR', 'ko-KR'] })).toBe(
      'ko',
    );
  });
  it('falls back to English', () => {
    expect(detectLocale({ browserLanguages: ['ja-JP'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });
  it('reads region and case variants', () => {
    expect(toLocale('KO_kr')).toBe('ko');
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('')).toBeUndefined();
  });
});
