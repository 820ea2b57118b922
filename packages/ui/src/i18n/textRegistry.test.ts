import { defineCatalog } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { registeredText, registerTexts } from './textRegistry.ts';

describe('texts registered by the code that shows them', () => {
  it('finds a registered text in either language', () => {
    registerTexts(defineCatalog({ en: { 'registry.a': 'A' }, ko: { 'registry.a': '가' } }));
    expect(registeredText('ko', 'registry.a')).toBe('가');
    expect(registeredText('en', 'registry.a')).toBe('A');
    expect(registeredText('en', 'registry.none')).toBeUndefined();
  });

  it('accepts the same text twice and refuses a key with another text', () => {
    registerTexts(defineCatalog({ en: { 'registry.b': 'B' }, ko: { 'registry.b': '나' } }));
    expect(() =>
      registerTexts(defineCatalog({ en: { 'registry.b': 'B' }, ko: { 'registry.b': '나' } })),
    ).not.toThrow();
    expect(() =>
      registerTexts(defineCatalog({ en: { 'registry.b': 'Other' }, ko: { 'registry.b': '나' } })),
    ).toThrow(/registry.b/);
  });
});
