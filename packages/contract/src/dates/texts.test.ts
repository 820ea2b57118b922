import { describe, expect, it } from 'vitest';
import { findKeyParityFaults } from '../i18n/index.ts';
import { QUICK_RANGE } from './ranges.ts';
import { dateTexts } from './texts.ts';

describe('dateTexts', () => {
  it('has both languages for every key', () => {
    expect(findKeyParityFaults(dateTexts)).toEqual([]);
  });
  it('labels every quick range', () => {
    for (const kind of Object.values(QUICK_RANGE)) {
      expect(dateTexts.en[`date.quickRange.${kind}`]).toBeTruthy();
    }
    expect(dateTexts.ko['date.unlimited']).toBe('무제한');
  });
});
