/**
 * The contacts the error pages offer (screens.md §2.6 "contacts (phone {phone}, support {email},
 * chat link)"). assumed: the spec names the placeholders but not their values or their source; they
 * are the service operator's, kept here in one place until a configuration supplies them.
 */
export const SUPPORT_CONTACTS = {
  phone: '1600-0000',
  email: 'support@boda.example',
  chatUrl: 'https://chat.boda.example/',
} as const;

export type SupportContacts = typeof SUPPORT_CONTACTS;

/** The `tel:` address of a phone number as people write it (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Whether the device can follow tel: and mailto: links (screens.md §2.6 "tel and mailto links
 * active only on Android or iOS"). iPadOS asks for desktop pages and calls itself a Mac: a Mac
 * with a touch screen is an iPad (no Mac has one).
 */
export function isAndroidOrIos(
  nav: { userAgent: string; maxTouchPoints?: number } = globalThis.navigator,
): boolean {
  if (/Android/i.test(nav.userAgent)) return true;
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return true;
  return /Macintosh/i.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}
