import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

/**
 * foundation.md §5: "ID: 2 to 32 characters of letters, Korean, digits and . @ _ -".
 * assumed: letters are ASCII letters, Korean is complete Hangul syllables (가-힣); a lone jamo
 * (ㄱ) is not a character anyone means to put in an ID.
 */
const USER_ID = new RegExp(`^[A-Za-z0-9가-힣.@_-]{${LIMITS.USER_ID_MIN},${LIMITS.USER_ID_MAX}}$`);

export function validateUserId(userId: string): ValidationFault | null {
  if (userId === '') return validationFault('valid.required');
  return USER_ID.test(userId) ? null : validationFault('valid.userId');
}

export function isValidUserId(userId: string): boolean {
  return validateUserId(userId) === null;
}

/**
 * foundation.md §5: "A duplicate check must be done before registering." `checkedUserId` is the
 * ID the last successful check (EXIST_USER_ID) was made for; editing the ID afterwards voids it.
 */
export function validateUserIdForRegister(
  userId: string,
  checkedUserId: string | null,
): ValidationFault | null {
  const basic = validateUserId(userId);
  if (basic) return basic;
  return checkedUserId === userId ? null : validationFault('valid.userIdDuplicateCheck');
}
