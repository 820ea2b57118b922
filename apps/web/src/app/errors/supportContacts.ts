import type { InstitutionContacts } from '@platform/contract';
import { useSignedIn } from '../session/session.ts';

/**
 * The service operator's phone and e-mail, which the terms documents name as text. assumed
 * values: the spec names no operator. The error pages offer the institution's own contacts
 * instead (useSupportContacts).
 */
export const SUPPORT_CONTACTS = {
  phone: '1600-0000',
  email: 'support@boda.example',
} as const;

const NO_CONTACTS: InstitutionContacts = { phone: null, email: null, chatUrl: null };

/**
 * The contacts the error pages offer (screens.md §2.6 "contacts (phone {phone}, support {email},
 * chat link)"): the signed-in user's institution's, from its configuration (WEB_SUPPORT_CONTACT,
 * an assumed key: the spec names the placeholders, not their source). A visitor has no
 * institution, and gets none; a part the institution does not give is not shown. issue 16: the
 * pages offered a chat link to a host that did not exist.
 */
export function useSupportContacts(): InstitutionContacts {
  return useSignedIn()?.config.contacts ?? NO_CONTACTS;
}

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
