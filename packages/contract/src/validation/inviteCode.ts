import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';
import { isBlank } from './visibleText.ts';

/**
 * Invite codes: "9 digits, shown 3-3-3" (foundation.md §9). issue 3: `parseInviteCode(input)`
 * returns the 9 digits or null: "from a link it takes the inviteCode path segment or query
 * parameter, from text the first group of 9 digits, dashes or spaces allowed between them".
 */
const DIGITS = LIMITS.INVITE_CODE_DIGITS;

/** 9 digits with dashes or spaces between them, not part of a longer run of digits. */
const CODE_IN_TEXT = new RegExp(`(?<!\\d[\\s-]*)\\d(?:[\\s-]*\\d){${DIGITS - 1}}(?![\\s-]*\\d)`);
const LINK_IN_TEXT = /(?:https?:\/\/|\/invite\/)[^\s<>"']+/i;

/** The code of one candidate value: 9 digits once dashes and spaces are removed. */
function codeOf(value: string | null | undefined): string | null {
  const digits = value?.replace(/[\s-]/g, '');
  return digits !== undefined && new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * The code of a link: `/invite/{companyIdx}/{inviteCode}` (both optional) or `?inviteCode=`.
 * assumed: the path wins over the query; of the path segments after `invite`, the last one
 * that is 9 digits is the code (with one segment, /invite/123456789 is a code, not a
 * company index, since a company index of 9 digits is not to be expected).
 */
function codeOfLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link, 'https://invite.invalid');
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').map((segment) => decodeSegment(segment));
  const at = segments.indexOf('invite');
  if (at >= 0) {
    const fromPath = segments
      .slice(at + 1)
      .map(codeOf)
      .filter((code): code is string => code !== null)
      .at(-1);
    if (fromPath) return fromPath;
  }
  return codeOf(url.searchParams.get('inviteCode'));
}

/**
 * The invite link of a room: the invite page of the room's institution with its code, the form
 * `codeOfLink` reads back (screens.md §2.2 "/invite/:companyIdx?/:inviteCode?"). assumed: the
 * link carries the institution's index, so that it opens on the right institution's page.
 */
export function inviteLink(origin: string, companyIdx: number, inviteCode: string): string {
  return new URL(`/invite/${companyIdx}/${inviteCode}`, origin).toString();
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The 9-digit invite code in what a user typed or pasted, or null. A link found in the input is
 * read as a link only (assumed: digits elsewhere in a URL, a port or an IP address, are not a
 * code); otherwise the first group of 9 digits counts.
 */
export function parseInviteCode(input: string): string | null {
  const link = LINK_IN_TEXT.exec(input)?.[0];
  if (link) return codeOfLink(link);
  const match = CODE_IN_TEXT.exec(input)?.[0];
  return match ? codeOf(match) : null;
}

/**
 * The invite code input "strips non-digits" and holds 9 digits at most (screens.md §5); a
 * paste of a link or text is read with parseInviteCode first.
 */
export function sanitizeInviteCodeInput(input: string): string {
  return parseInviteCode(input) ?? input.replace(/\D/g, '').slice(0, DIGITS);
}

/** Shows digits 3-3-3 (`123-456-789`); a partial code is grouped as far as it goes (`123-45`). */
export function formatInviteCode(code: string): string {
  const digits = code.replace(/\D/g, '').slice(0, DIGITS);
  return (digits.match(/\d{1,3}/g) ?? []).join('-');
}

/** foundation.md §5: "Invite code or link is required". */
export function validateInviteCode(input: string): ValidationFault | null {
  if (isBlank(input)) return validationFault('valid.required');
  return parseInviteCode(input) ? null : validationFault('valid.inviteCode');
}
