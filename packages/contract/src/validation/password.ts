import type { PasswordPolicy } from '../config/readers.ts';
import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

/**
 * Passwords, foundation.md §5:
 * - high: "8 to 20 characters with a letter, a digit and a special character. No same character
 *   three times in a row, and no run of three consecutive characters."
 * - simple: "6 to 20 characters, a letter plus a digit or special character."
 * assumed: letters are ASCII letters; special characters are ASCII punctuation; nothing else
 * (spaces, Korean) is allowed, because such passwords fail to type on other keyboards.
 * assumed: "consecutive" means three letters or three digits whose codes step by +1 or -1
 * (abc, CBA, 123, 987), letters compared case-insensitively (aBc counts); the repeat and run
 * rules apply to the high policy only, as the spec words it.
 */
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[!-/:-@[-`{-~]/;
const ALLOWED = /^[A-Za-z0-9!-/:-@[-`{-~]*$/;

/** Whether the same character appears three times in a row (aaa, 111). */
export function hasTripleRepeat(password: string): boolean {
  return /(.)\1\1/.test(password);
}

function stepClass(char: string): 'letter' | 'digit' | null {
  if (LETTER.test(char)) return 'letter';
  if (DIGIT.test(char)) return 'digit';
  return null;
}

/** Whether three consecutive letters or digits appear in a row, rising or falling. */
export function hasSequence(password: string): boolean {
  const text = password.toLowerCase();
  for (let i = 0; i + 2 < text.length; i++) {
    const [a, b, c] = [text.charAt(i), text.charAt(i + 1), text.charAt(i + 2)];
    const kind = stepClass(a);
    if (kind === null || stepClass(b) !== kind || stepClass(c) !== kind) continue;
    const step = b.charCodeAt(0) - a.charCodeAt(0);
    if ((step === 1 || step === -1) && c.charCodeAt(0) - b.charCodeAt(0) === step) return true;
  }
  return false;
}

/** Every rule the password breaks, in the order a form shows them (empty when valid). */
export function passwordFaults(password: string, policy: PasswordPolicy): ValidationFault[] {
  if (password === '') return [validationFault('valid.required')];
  const faults: ValidationFault[] = [];
  const length = password.length;
  const letter = LETTER.test(password);
  const digit = DIGIT.test(password);
  const special = SPECIAL.test(password);
  if (policy === 'high') {
    const lengthOk = length >= LIMITS.PASSWORD_HIGH_MIN && length <= LIMITS.PASSWORD_HIGH_MAX;
    if (!lengthOk || !letter || !digit || !special)
      faults.push(validationFault('valid.passwordHigh'));
  } else {
    const lengthOk = length >= LIMITS.PASSWORD_SIMPLE_MIN && length <= LIMITS.PASSWORD_SIMPLE_MAX;
    if (!lengthOk || !letter || !(digit || special))
      faults.push(validationFault('valid.passwordSimple'));
  }
  if (!ALLOWED.test(password)) faults.push(validationFault('valid.passwordCharacters'));
  if (policy === 'high') {
    if (hasTripleRepeat(password)) faults.push(validationFault('valid.passwordRepeat'));
    if (hasSequence(password)) faults.push(validationFault('valid.passwordSequence'));
  }
  return faults;
}

export function validatePassword(password: string, policy: PasswordPolicy): ValidationFault | null {
  return passwordFaults(password, policy)[0] ?? null;
}

export function isValidPassword(password: string, policy: PasswordPolicy): boolean {
  return passwordFaults(password, policy).length === 0;
}

export interface PasswordChangeInput {
  /** Changing one's own password needs the old one (foundation.md §5, §6). */
  own: boolean;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  policy: PasswordPolicy;
}

export type PasswordChangeFaults = Partial<
  Record<'oldPassword' | 'newPassword' | 'confirmPassword', ValidationFault>
>;

/** foundation.md §5: the new password and its confirmation must match; old one if own. */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeFaults {
  const faults: PasswordChangeFaults = {};
  if (input.own && input.oldPassword === '') faults.oldPassword = validationFault('valid.required');
  const newFault = validatePassword(input.newPassword, input.policy);
  if (newFault) faults.newPassword = newFault;
  if (input.confirmPassword === '') faults.confirmPassword = validationFault('valid.required');
  else if (input.confirmPassword !== input.newPassword) {
    faults.confirmPassword = validationFault('valid.passwordMismatch');
  }
  return faults;
}

/** foundation.md §5: "Submit is enabled only when the fields are filled." */
export function isPasswordChangeFilled(input: Omit<PasswordChangeInput, 'policy'>): boolean {
  return (
    (!input.own || input.oldPassword !== '') &&
    input.newPassword !== '' &&
    input.confirmPassword !== ''
  );
}
