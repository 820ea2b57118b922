/**
 * A phone number as typed: digits with an optional leading + (screens.md §5). The length limit
 * (LIMITS.PHONE_MAX, the + included) is the field's maxLength, so that cutting a 17th digit is
 * not mistaken for a rejected character.
 */
export function sanitizePhoneInput(text: string): string {
  const trimmed = text.trimStart();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/\D/g, '');
}
