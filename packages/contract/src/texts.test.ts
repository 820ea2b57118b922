import { describe, expect, it } from 'vitest';
import { findKeyParityFaults } from './i18n/index.ts';
import { contractTexts } from './texts.ts';

describe('contractTexts', () => {
  it('has a Korean and an English text for every key', () => {
    expect(findKeyParityFaults(contractTexts)).toEqual([]);
  });
  it('holds the error, validation, code-label and date texts', () => {
    expect(Object.keys(contractTexts.en).length).toBeGreaterThan(100);
    expect(contractTexts.en['error.default']).toBeDefined();
  });
});
