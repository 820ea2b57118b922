import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

const PHONE = /^\+?\d+$/;

/**
 * Phone, screens.md §5: "required, digits with optional leading +, max 16" (16 characters,
 * the + included; foundation.md §9 "Phone: 16 characters").
 */
export function validatePhone(phone: string): ValidationFault | null {
  if (phone === '') return validationFault('valid.required');
  if (!PHONE.test(phone)) return validationFault('valid.mobile');
  return phone.length > LIMITS.PHONE_MAX
    ? validationFault('valid.maxLength', { max: LIMITS.PHONE_MAX })
    : null;
}

/** Parent phone (students only): "optional same" (screens.md §5). */
export function validateParentPhone(phone: string): ValidationFault | null {
  return phone === '' ? null : validatePhone(phone);
}

export function isValidPhone(phone: string): boolean {
  return validatePhone(phone) === null;
}

/**
 * E-mail, screens.md §5: "email valid or empty". assumed shape: something@something.tld
 * without spaces; the server remains the judge of deliverability.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** assumed: at most LIMITS.EMAIL_MAX characters (issue 17 item 4: every long input is bounded). */
export function validateEmail(email: string): ValidationFault | null {
  if (email === '') return null;
  if (email.length > LIMITS.EMAIL_MAX) {
    return validationFault('valid.maxLength', { max: LIMITS.EMAIL_MAX });
  }
  return EMAIL.test(email) ? null : validationFault('valid.email');
}

export function isValidEmail(email: string): boolean {
  return email !== '' && validateEmail(email) === null;
}

/** Digits only (unit price, fee): "enter numbers only". */
export function isDigitsOnly(text: string): boolean {
  return /^\d+$/.test(text);
}
