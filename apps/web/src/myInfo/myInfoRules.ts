import {
  ApiError,
  LOGIN_PROVIDER,
  NO_ERROR_CODE,
  type ValidationFault,
  validateName,
} from '@platform/contract';
import type { Translate } from '@platform/ui';

/**
 * Whether my-info offers the password change (foundation.md §6 "Users of certain account owner
 * types cannot change their password in my-info"). assumed: only accounts of our own login
 * (LOGIN_PROVIDER.OWN, 1) may; every external sign-in provider keeps the password elsewhere.
 */
export function canChangeOwnPassword(accountOwnerType: number | string | null | undefined) {
  return Number(accountOwnerType) === LOGIN_PROVIDER.OWN;
}

/** The name of my-info: required, at most 20, at least 2 as a change (foundation.md §5). */
export function nameFault(name: string): ValidationFault | null {
  return validateName(name, { modified: true });
}

/** The text of a failed call in the user's language: the code's own text, with its code. */
export function apiErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    return t(error.textKey, { code: error.code ?? NO_ERROR_CODE });
  }
  return t('error.unknown');
}
