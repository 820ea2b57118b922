/** Keeps the digits 0-9 of a text (unit price, fee, codes): "strips non-digits as typed". */
export function stripNonDigits(text: string): string {
  return text.replace(/\D/g, '');
}
