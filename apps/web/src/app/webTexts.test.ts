import {
  contractTexts,
  findKeyParityFaults,
  mergeCatalogs,
  textParamNames,
  translate,
} from '@platform/contract';
import { type Translate, uiTexts } from '@platform/ui';
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

  it.each([
    ['@platform/contract', contractTexts],
    ['@platform/ui', uiTexts],
    ['apps/web', webTexts],
  ])('%s asks for the same params in both languages', (_name, catalog) => {
    for (const [key, en] of Object.entries(catalog.en)) {
      const ko = (catalog.ko as Record<string, string>)[key] ?? '';
      expect(textParamNames(ko), key).toEqual(textParamNames(en));
    }
  });

  it('merge without a key defined twice', () => {
    expect(() => mergeCatalogs(contractTexts, uiTexts, webTexts)).not.toThrow();
  });
});

describe('text keys of apps/web', () => {
  const t: Translate = (key, params) =>
    translate(mergeCatalogs(contractTexts, uiTexts, webTexts), 'en', key, params);

  // The type check reads this: webTexts.ts registers the app's keys with @platform/ui, so `t`
  // takes them beside the design system's, and a key in no catalog is an error.
  it('takes the keys of every area and of the design system', () => {
    expect(t('users.deleted', { count: 1 })).toBe('1 user has been deleted.');
    expect(t('kebabMenu.label')).toBe('More actions');
  });

  it('refuses a key in no catalog', () => {
    // @ts-expect-error: a misspelt key of an area
    expect(t('users.deletd', { count: 1 })).toBe('users.deletd');
  });
});
