/** Whole digits to a page number; '' is no page. */
export function parsePage(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}
