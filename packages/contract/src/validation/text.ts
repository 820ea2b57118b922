import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';
import { isBlank } from './visibleText.ts';

/**
 * Text fields with a required check and a length limit. Lengths count characters as the user
 * sees them (code points; assumed), so an emoji counts once. A value that shows nothing (spaces,
 * zero-width characters, fillers: `isBlank`) counts as empty wherever the spec says "required"
 * (assumed; screens.md §5 says "non-blank" for several).
 */
export function charCount(text: string): number {
  return [...text].length;
}

function requiredMax(text: string, max: number): ValidationFault | null {
  if (isBlank(text)) return validationFault('valid.required');
  return charCount(text) > max ? validationFault('valid.maxLength', { max }) : null;
}

/**
 * Whether a text contains one of the prohibited words (foundation.md §5 "prohibited words
 * filtered"). The spec gives no list: the words are data the caller passes (assumed), matched
 * case-insensitively anywhere in the text.
 */
export function containsProhibitedWord(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => word.trim() !== '' && lower.includes(word.trim().toLowerCase()));
}

export interface NameOptions {
  /** screens.md §5 "Name 1-20 (2-20 modify)". */
  modified?: boolean;
  prohibitedWords?: readonly string[];
}

/** A user's name: required, at most 20, at least 2 when modified, no prohibited word. */
export function validateName(name: string, options: NameOptions = {}): ValidationFault | null {
  const base = requiredMax(name, LIMITS.NAME_MAX);
  if (base) return base;
  if (options.modified && charCount(name.trim()) < LIMITS.NAME_MIN_WHEN_MODIFIED) {
    return validationFault('valid.minLength', { min: LIMITS.NAME_MIN_WHEN_MODIFIED });
  }
  if (containsProhibitedWord(name, options.prohibitedWords ?? [])) {
    return validationFault('valid.prohibitedWord');
  }
  return null;
}

/** Guest nickname on the invite page: "required max 32" (screens.md §5). */
export function validateNickname(nickname: string): ValidationFault | null {
  return requiredMax(nickname, LIMITS.NICKNAME_MAX);
}

/** Homework title and book title: "up to 50 characters" (foundation.md §5), required. */
export function validateTitle(title: string): ValidationFault | null {
  return requiredMax(title, LIMITS.TITLE_MAX);
}

/** Memo: "required max 200" (screens.md §5). */
export function validateMemo(memo: string): ValidationFault | null {
  return requiredMax(memo, LIMITS.MEMO_MAX);
}

/** Enquiry content: "max 300 with counter" (screens.md §5); not required. */
export function validateEnquiryContent(content: string): ValidationFault | null {
  return charCount(content) > LIMITS.ENQUIRY_CONTENT_MAX
    ? validationFault('valid.maxLength', { max: LIMITS.ENQUIRY_CONTENT_MAX })
    : null;
}

/** Instant room or invite-created room: "Title required max 100" (screens.md §5). */
export function validateRoomTitle(title: string): ValidationFault | null {
  return requiredMax(title, LIMITS.ROOM_TITLE_MAX);
}

/** Room management: "Room name required non-blank max 50" (screens.md §5). */
export function validateRoomName(name: string): ValidationFault | null {
  return requiredMax(name, LIMITS.ROOM_NAME_MAX);
}

const GROUP_NAME = /^[A-Za-z0-9가-힣.@_\- ]+$/;

/**
 * Group name, screens.md §5: "required min 2, pattern letters, digits, Korean, . @ _ - space,
 * input max 20 (schema mentions 32)". The input's 20 is enforced (the stricter of the two).
 */
export function validateGroupName(name: string): ValidationFault | null {
  const base = requiredMax(name, LIMITS.GROUP_NAME_MAX);
  if (base) return base;
  if (charCount(name) < LIMITS.GROUP_NAME_MIN) {
    return validationFault('valid.minLength', { min: LIMITS.GROUP_NAME_MIN });
  }
  return GROUP_NAME.test(name) ? null : validationFault('valid.groupName');
}

const ROOM_PASSWORD = new RegExp(`^[A-Za-z0-9!@#$%^&*()_+\\-=]{1,${LIMITS.ROOM_PASSWORD_MAX}}$`);

/**
 * Room (join) password, foundation.md §5: "up to 8 characters of letters, digits and
 * !@#$%^&*()_+-=" (screens.md §5: 1-8, message valid.roomPwdRule). The password itself is
 * optional: an empty one means no password.
 */
export function validateRoomPassword(password: string): ValidationFault | null {
  if (password === '') return null;
  return ROOM_PASSWORD.test(password) ? null : validationFault('valid.roomPwdRule');
}

/** Login form, screens.md §5: "ID max 50, password max 30, both required". */
export function validateLoginUsername(username: string): ValidationFault | null {
  return requiredMax(username, LIMITS.USERNAME_MAX);
}

export function validateLoginPassword(password: string): ValidationFault | null {
  if (password === '') return validationFault('valid.required');
  return charCount(password) > LIMITS.LOGIN_PASSWORD_MAX
    ? validationFault('valid.maxLength', { max: LIMITS.LOGIN_PASSWORD_MAX })
    : null;
}

/**
 * foundation.md §5: "Word limits have min and max counts". A generic length rule for fields the
 * spec limits without naming (required unless `optional`).
 */
export function validateLength(
  text: string,
  limits: { min?: number; max?: number; optional?: boolean },
): ValidationFault | null {
  if (isBlank(text)) return limits.optional ? null : validationFault('valid.required');
  const count = charCount(text);
  if (limits.min !== undefined && count < limits.min) {
    return validationFault('valid.minLength', { min: limits.min });
  }
  if (limits.max !== undefined && count > limits.max) {
    return validationFault('valid.maxLength', { max: limits.max });
  }
  return null;
}
