import { ApiError, NO_ERROR_CODE } from '@platform/contract';
import type { Translate } from '@platform/ui';

/**
 * What the screens make of a failed call, in one place (issue 15 item 4): its text, and the
 * refusals some screens show in a place of their own. The login and invite pages keep their own
 * display rules (loginErrors.ts, inviteErrors.ts): which box or modal a code goes to is theirs.
 */

/** The text of a failed call in the user's language: the code's own text, with its code. */
export function apiErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return t(error.textKey, { code: error.code ?? NO_ERROR_CODE });
  return t('error.unknown');
}

/** Whether a failed call answered one of `codes` (server codes of foundation.md §8). */
export function hasErrorCode(error: unknown, ...codes: readonly string[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

/**
 * The refusals the screens treat apart from the rest, by the spec's codes: each is shown where
 * its screen says, and every other failure through `apiErrorMessage`.
 */
export const ERROR_CODE = {
  /** WB-400-401/402/403: too many files, a file too large, a file of the wrong type (error modal). */
  UPLOAD_REFUSED: ['WB-400-401', 'WB-400-402', 'WB-400-403'],
  /** WB-400-302: homework already submitted (the list refreshes). */
  ALREADY_SUBMITTED: ['WB-400-302'],
  /** WB-400-309: overlapping unit price period (the overlap dialog, the start date marked). */
  UNIT_PRICE_OVERLAP: ['WB-400-309'],
  /** WB-403-203: the current password does not match (on the current-password field). */
  CURRENT_PASSWORD_MISMATCH: ['WB-403-203'],
} as const;

export const isUploadRefusal = (error: unknown): error is ApiError =>
  hasErrorCode(error, ...ERROR_CODE.UPLOAD_REFUSED);
export const isAlreadySubmitted = (error: unknown): error is ApiError =>
  hasErrorCode(error, ...ERROR_CODE.ALREADY_SUBMITTED);
export const isUnitPriceOverlap = (error: unknown): error is ApiError =>
  hasErrorCode(error, ...ERROR_CODE.UNIT_PRICE_OVERLAP);
export const isCurrentPasswordMismatch = (error: unknown): error is ApiError =>
  hasErrorCode(error, ...ERROR_CODE.CURRENT_PASSWORD_MISMATCH);
