import { LOGIN_PROVIDER, type SessionEndReason, type SessionUser } from '@platform/contract';
import { keepOpenDrafts } from '../../shared/formDrafts.ts';
import { noteSignOutReason } from './signOutReason.ts';

/**
 * Where a user goes when the session ends after a failed refresh (foundation.md §2): account
 * owner types 4 and 5 go to /, others to /{companyId}. The account owner type is the login
 * provider code (foundation.md §9): 4 and 5 are the two institutional sign-in providers, whose
 * users have no login page of ours to return to (assumed reading).
 */
export function sessionEndTarget(
  user: Pick<SessionUser, 'companyId' | 'accountOwnerType'> | null | undefined,
): string {
  if (!user) return '/';
  const owner = Number(user.accountOwnerType);
  if (owner === LOGIN_PROVIDER.INSTITUTION_A || owner === LOGIN_PROVIDER.INSTITUTION_B) return '/';
  return `/${encodeURIComponent(user.companyId)}`;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => {
  globalThis.location?.assign(to);
};

/** mountApp hands the router's navigate over, so that a session end is a client-side move. */
export function setSessionEndNavigator(next: Navigate): void {
  navigate = next;
}

/** Whether the ending session's open forms held something that was kept. */
let draftsKept = false;

/**
 * The client is about to end the session: the screens still show the signed-in user, so what the
 * open forms hold (never a password) is kept now for the same user's next sign-in (issue 17).
 */
export function keepDraftsOfEndingSession(
  user: Pick<SessionUser, 'companyId' | 'userIdx' | 'userId'> | null | undefined,
): void {
  draftsKept = keepOpenDrafts(user) > 0;
}

/**
 * Sends the user away once the client has ended the session (the store is already cleared),
 * leaving the login page a line that says why, and whether what they typed was kept.
 */
export function leaveEndedSession(
  user: Pick<SessionUser, 'companyId' | 'accountOwnerType'> | null | undefined,
  _reason: SessionEndReason,
): void {
  noteSignOutReason(draftsKept ? 'sessionEndedDraftsKept' : 'sessionEnded');
  draftsKept = false;
  navigate(sessionEndTarget(user), { replace: true });
}
