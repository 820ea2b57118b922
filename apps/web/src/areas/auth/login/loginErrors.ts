import { type ErrorTextKey, errorHandling, errorTextKey, isApiError } from '@platform/contract';

/**
 * The codes the login form has its own text for (screens.md §8: "WB-400-601 invalid ID or
 * password inline. WB-400-003 and WB-400-014 invalid ID or password. WB-400-004 account locked,
 * contact admin. WB-400-007 account unavailable. WB-400-006 license expired.").
 */
export const LOGIN_ERROR_CODES: readonly string[] = [
  'WB-400-601',
  'WB-400-003',
  'WB-400-014',
  'WB-400-004',
  'WB-400-007',
  'WB-400-006',
];

export interface LoginErrorLine {
  key: ErrorTextKey;
  params?: { code: string };
}

/**
 * The text lines of a failed sign-in: a login code's own text, or for anything else (other codes,
 * no answer at all) the generic text with the code plus the contact-administrator line (screens.md
 * §8 "Other login errors: generic plus contact admin").
 *
 * assumed: all of them show in the form's alert region, also the codes the catalogue hands to a
 * modal (WB-400-003/014/004/007/006): the form is what the user acts on next, focus stays in it,
 * and the login page keeps within its size budget without the dialog code.
 */
export function loginErrorLines(error: unknown): LoginErrorLine[] {
  const code = isApiError(error) ? error.code : null;
  if (code && LOGIN_ERROR_CODES.includes(code)) return [{ key: errorTextKey(code, 'login') }];
  const generic: LoginErrorLine = code
    ? { key: 'error.default', params: { code } }
    : { key: errorTextKey(null) };
  return [generic, { key: 'error.contactAdmin' }];
}

/** Whether a failed load of the company page means "Company not found goes to /". */
export function isCompanyNotFound(error: unknown): boolean {
  return isApiError(error) && errorHandling(error.code, 'login') === 'redirect-home';
}
