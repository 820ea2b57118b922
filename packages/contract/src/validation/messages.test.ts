import { describe, expect, it } from 'vitest';
import { codeLabelTexts } from '../codes/labels.ts';
import { dateTexts } from '../dates/texts.ts';
import { findKeyParityFaults, mergeCatalogs, textParamNames } from '../i18n/index.ts';
import { validationMessage, validationTexts } from './messages.ts';

describe('validationTexts (issue 3 item 9)', () => {
  it('has Korean and English for every key', () => {
    expect(findKeyParityFaults(validationTexts)).toEqual([]);
  });
  it('has the four messages foundation.md §5 shows', () => {
    expect(validationTexts.en['valid.required']).toMatch(/required/i);
    expect(validationTexts.en['valid.numberOnly']).toMatch(/numbers only/i);
    expect(validationTexts.en['valid.email']).toMatch(/valid e-mail/i);
    expect(validationTexts.en['valid.mobile']).toMatch(/valid mobile number/i);
  });
  it('keeps the keys the spec names, byte for byte', () => {
    for (const key of [
      'valid.roomPwdRule',
      'valid.selectUser',
      'valid.selectRemoveAttender',
      'valid.noSelectedUser',
      'valid.selectStudent',
      'valid.selectUpTo',
      'valid.alreadyRemovedTask',
      'valid.alreadySubmitTask',
    ]) {
      expect(validationTexts.en, key).toHaveProperty([key]);
    }
  });
  it('keeps the placeholders of each text in both languages', () => {
    for (const [key, en] of Object.entries(validationTexts.en)) {
      const ko = (validationTexts.ko as Record<string, string>)[key] ?? '';
      expect(textParamNames(ko), key).toEqual(textParamNames(en));
    }
  });
  it('fills a message in a language', () => {
    expect(validationMessage({ key: 'valid.maxLength', params: { max: 20 } }, 'en')).toBe(
      'Enter up to 20 characters.',
    );
    expect(validationMessage({ key: 'valid.maxLength', params: { max: 20 } }, 'ko')).toBe(
      '20자 이내로 입력해 주세요.',
    );
    expect(validationMessage({ key: 'valid.fileSize', params: { max: '30 MB' } }, 'en')).toBe(
      'A file can be up to 30 MB.',
    );
  });
});

describe('the catalogs of codes, validation and dates', () => {
  it('merge without a key defined twice, and pass the parity check together', () => {
    const merged = mergeCatalogs(codeLabelTexts, validationTexts, dateTexts);
    expect(findKeyParityFaults(merged)).toEqual([]);
  });
});
