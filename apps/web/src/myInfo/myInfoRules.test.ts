import { ApiError, contractTexts, translate } from '@platform/contract';
import type { Translate } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, canChangeOwnPassword, nameFault } from './myInfoRules.ts';

const t: Translate = (key, params) => translate(contractTexts, 'en', key, params);

describe('my-info rules', () => {
  it('offers the password change to accounts of the own login only', () => {
    expect(canChangeOwnPassword(1)).toBe(true);
    expect(canChangeOwnPassword('1')).toBe(true);
    for (const owner of [2, 3, 4, 5, 21, 31, null, undefined]) {
      expect(canChangeOwnPassword(owner)).toBe(false);
    }
  });

  it('checks the name: required, 2 to 20 characters', () => {
    expect(nameFault('')?.key).toBe('valid.required');
    expect(nameFault('   ')?.key).toBe('valid.required');
    expect(nameFault('김')?.key).toBe('valid.minLength');
    expect(nameFault('가'.repeat(21))).toEqual({ key: 'valid.maxLength', params: { max: 20 } });
    expect(nameFault('김민지')).toBeNull();
  });

  it("shows a refused call with its code's own text", () => {
    const refused = (code: string) =>
      new ApiError({ kind: 'status', status: 403, code, endpoint: 'user.MODIFY_ME' });
    expect(apiErrorMessage(refused('WB-403-204'), t)).toBe(
      'The current password does not match, so your name was not changed.',
    );
    expect(apiErrorMessage(refused('WB-403-203'), t)).toBe('The current password does not match.');
    expect(apiErrorMessage(new Error('boom'), t)).toBe('An unknown error has occurred.');
  });
});
