import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { validateSelection, validateTreeSelection, validateWrongAnswerLoad } from './selection.ts';

describe('validateSelection', () => {
  it('requires at least one', () => {
    expect(validateSelection(0)).toEqual({ key: 'valid.selectAtLeastOne' });
    expect(validateSelection(1)).toBeNull();
  });
  it('allows up to a given count (export: 50)', () => {
    expect(validateSelection(50, { max: LIMITS.EXPORT_SELECTION_MAX })).toBeNull();
    expect(validateSelection(51, { max: LIMITS.EXPORT_SELECTION_MAX })).toEqual({
      key: 'valid.selectUpTo',
      params: { max: 50 },
    });
  });
  it('takes another minimum', () => {
    expect(validateSelection(1, { min: 2 })).toEqual({ key: 'valid.selectAtLeastOne' });
  });
});

describe('validateTreeSelection', () => {
  it('allows only users in search mode', () => {
    expect(validateTreeSelection({ searchMode: true, node: 'user' })).toBeNull();
    expect(validateTreeSelection({ searchMode: true, node: 'group' })).toEqual({
      key: 'valid.searchModeUsersOnly',
    });
    expect(validateTreeSelection({ searchMode: false, node: 'group' })).toBeNull();
  });
});

describe('validateWrongAnswerLoad', () => {
  it('needs wrong answers', () => {
    expect(validateWrongAnswerLoad(2)).toBeNull();
    expect(validateWrongAnswerLoad(0)).toEqual({ key: 'valid.wrongAnswersOnly' });
    expect(validateWrongAnswerLoad(null)).toEqual({ key: 'valid.wrongAnswersOnly' });
  });
});
