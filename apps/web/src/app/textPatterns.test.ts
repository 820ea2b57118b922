import {
  contractTexts,
  type Locale,
  mergeCatalogs,
  type TextParams,
  translate,
} from '@platform/contract';
import { uiTexts } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { webTexts } from './webTexts.ts';

const catalog = mergeCatalogs(contractTexts, uiTexts, webTexts);

/** Every name a text's placeholders use, each given a number (a number suits every form). */
const paramsOf = (text: string): TextParams =>
  Object.fromEntries([...text.matchAll(/\{\s*(\w+)/g)].map(([, name = '']) => [name, 1]));

/**
 * Defect (settlementWonShowedItsPattern): the settlement wrote its amounts as `{amount, number,
 * currency}`, a form the interpolation does not know, and every amount on the screen read
 * "{amount, number, currency}"; the stories compared the same text and passed. Filled with its
 * params, no text of any catalogue keeps a placeholder.
 */
describe('settlementWonShowedItsPattern: every placeholder is one the interpolation knows', () => {
  it.each(['ko', 'en'] as Locale[])('%s', (locale) => {
    const unfilled = Object.entries(catalog[locale])
      .filter(([key, text]) => /\{\s*\w+/.test(translate(catalog, locale, key, paramsOf(text))))
      .map(([key, text]) => `${key}: ${text}`);
    expect(unfilled).toEqual([]);
  });
});
