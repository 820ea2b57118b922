import {
  formatInviteCode,
  LIMITS,
  parseInviteCode,
  sanitizeInviteCodeInput,
} from '@platform/contract';

/**
 * What the invite code box shows for what is in it: the digits 3-3-3 (screens.md §5 "Invite
 * code 9 digits shown 3-3-3, dashes removed, non-digits stripped, paste of a link or text
 * extracts code"), the reading of links and text being the contract's.
 */
export function inviteCodeDisplay(text: string): string {
  return formatInviteCode(sanitizeInviteCodeInput(text));
}

/** The 9 digits of a complete code in the box, or null. */
export function completeInviteCode(text: string): string | null {
  const code = parseInviteCode(text);
  return code !== null && code.length === LIMITS.INVITE_CODE_DIGITS ? code : null;
}
