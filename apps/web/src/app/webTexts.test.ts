import { contractTexts, findKeyParityFaults, mergeCatalogs } from '@platform/contract';
import { uiTexts } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { webTexts } from './webTexts.ts';

describe('texts of every package', () => {
  it.each([
    ['@platform/contract', contractTexts],
    ['@platform/ui', uiTexts],
    ['apps/web', webTexts],
  ])('%s has a Korean and an English text for every key', (_name, catalog) => {
    expect(findKeyParityFaults(catalog)).toEqual([]);
  });

  it('merge without a key defined twice', () => {
    expect(() => mergeCatalogs(contractTexts, uiTexts, webTexts)).not.toThrow();
  });
});
