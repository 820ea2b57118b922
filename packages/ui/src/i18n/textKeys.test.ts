import {
  codeLabelKey,
  codeLabelTexts,
  contractTexts,
  mergeCatalogs,
  translate,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import type { Translate } from './LocaleProvider.tsx';
import { dynamicTextKey } from './textKeys.ts';
import { uiTexts } from './texts.ts';

// The type check (scripts/typecheck.mjs) reads this file too: each `@ts-expect-error` below fails
// it if the line it marks stops being an error, i.e. if `t` starts accepting a key in no catalog.
const catalog = mergeCatalogs(contractTexts, uiTexts);
const t: Translate = (key, params) => translate(catalog, 'en', key, params);

describe('text keys', () => {
  it('accepts the keys of the contract and the design system', () => {
    expect(t('kebabMenu.label')).toBe('More actions');
    expect(t('error.default', { code: 'WB-500-001' })).toBe('An error has occurred. [WB-500-001]');
  });

  it('accepts a template whose parts are known, and a code label by its table', () => {
    const tone = 'danger' as 'danger' | 'info';
    expect(t(`tone.${tone}`)).toBe('Error');
    expect(t(codeLabelKey('USER_TYPE', 3))).toBe(codeLabelTexts.en['code.USER_TYPE.3']);
    expect(t(codeLabelKey('USER_TYPE', 999))).toBe('code.USER_TYPE.999');
  });

  it('refuses a key in no catalog', () => {
    // @ts-expect-error: a misspelt key
    expect(t('kebabMenu.lable')).toBe('kebabMenu.lable');
    const tone = 'loud' as 'loud' | 'info';
    // @ts-expect-error: one of the keys the template makes is in no catalog
    expect(t(`tone.${tone}`)).toBe('tone.loud');
    const anyText: string = 'kebabMenu.label';
    // @ts-expect-error: a string is not a key
    expect(t(anyText)).toBe('More actions');
    // @ts-expect-error: a code label of a table that does not exist
    t('code.NO_TABLE.1');
  });

  it('takes a key known at run time only through dynamicTextKey, itself when missing', () => {
    expect(t(dynamicTextKey('kebabMenu.label'))).toBe('More actions');
    expect(t(dynamicTextKey('server.sent.key'))).toBe('server.sent.key');
  });
});
