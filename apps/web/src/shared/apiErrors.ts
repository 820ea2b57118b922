import { ApiError, NO_ERROR_CODE } from '@platform/contract';
import type { Translate } from '@platform/ui';

/** The text of a failed call in the user's language: the code's own text, with its code. */
export function apiErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return t(error.textKey, { code: error.code ?? NO_ERROR_CODE });
  return t('error.unknown');
}
