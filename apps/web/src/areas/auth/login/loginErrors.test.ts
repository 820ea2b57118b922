import { ApiError, errorTexts, translate } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { isCompanyNotFound, LOGIN_ERROR_CODES, loginErrorLines } from './loginErrors.ts';

const refused = (code: string | null, status = 400) =>
  new ApiError({ kind: 'status', status, code, endpoint: 'openLogin.loginBoda' });

const english = (error: unknown) =>
  loginErrorLines(error).map(({ key, params }) => translate(errorTexts, 'en', key, params));

describe('loginErrorLines', () => {
  it('gives every login code its own text, without the generic line', () => {
    expect(english(refused('WB-400-601'))).toEqual(['The ID or password is incorrect.']);
    expect(english(refused('WB-400-003'))).toEqual(['The ID or password is incorrect.']);
    expect(english(refused('WB-400-014'))).toEqual(['The ID or password is incorrect.']);
    expect(english(refused('WB-400-004'))).toEqual([
      'Your account is locked. Please contact the administrator.',
    ]);
    expect(english(refused('WB-400-007'))).toEqual(['This account cannot be used.']);
    expect(english(refused('WB-400-006'))).toEqual(['The license has expired.']);
    expect(LOGIN_ERROR_CODES).toHaveLength(6);
  });

  it('answers any other code with the generic text, its code and the contact line', () => {
    expect(english(refused('WB-400-212'))).toEqual([
      'An error has occurred. [WB-400-212]',
      'Please contact the administrator.',
    ]);
    expect(english(refused('WB-500-999', 500))).toEqual([
      'An error has occurred. [WB-500-999]',
      'Please contact the administrator.',
    ]);
  });

  it('answers a failure without a code (no network) generically too', () => {
    const offline = new ApiError({ kind: 'network', status: 0, endpoint: 'openLogin.loginBoda' });
    expect(english(offline)).toEqual([
      'An error has occurred.',
      'Please contact the administrator.',
    ]);
    expect(english(new Error('boom'))).toHaveLength(2);
  });
});

describe('isCompanyNotFound', () => {
  it('is WB-400-205 only', () => {
    expect(isCompanyNotFound(refused('WB-400-205'))).toBe(true);
    expect(isCompanyNotFound(refused('WB-400-601'))).toBe(false);
    expect(isCompanyNotFound(new Error('WB-400-205'))).toBe(false);
  });
});
