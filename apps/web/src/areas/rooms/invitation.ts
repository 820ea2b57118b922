import {
  formatDisplayDateTimeFull,
  formatDisplayPeriodEnd,
  formatInviteCode,
  inviteLink,
  type Locale,
  type Room,
} from '@platform/contract';
import type { Translate } from '@platform/ui';
import type { SignedIn } from '../../app/session/session.ts';

/** The room's invite link, on this site's invite page; null for a room without an invite code. */
export function inviteLinkOf(room: Room, signedIn: SignedIn): string | null {
  const code = room.inviteCode ?? room.meet?.inviteCode;
  const companyIdx = signedIn.user.companyIdx;
  if (!code || companyIdx == null) return null;
  return inviteLink(window.location.origin, companyIdx, code);
}

/**
 * "Copy invitation info" (issue 19 item 2). assumed: the title, the use period, the invite code as
 * 3-3-3 and the link, in the user's language, as lines a messenger keeps.
 */
export function invitationText(room: Room, link: string, t: Translate, locale: Locale): string {
  const start = formatDisplayDateTimeFull(room.showDatetime);
  // The full form (with the year): an invitation is read later, perhaps in another year.
  const end = formatDisplayPeriodEnd(room.showEndDatetime, new Date(0), locale);
  const code = room.inviteCode ?? room.meet?.inviteCode ?? '';
  return t('rooms.invitation', {
    title: room.roomTitle,
    period: start || end ? `${start} - ${end}` : '-',
    code: formatInviteCode(code),
    link,
  });
}

/** Copies text; false when the browser refuses (no permission, an insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
