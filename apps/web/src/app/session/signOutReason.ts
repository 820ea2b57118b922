import { signOut } from './session.ts';

/**
 * Why the app itself signed a user out, for the login page to say in one line (issue 16: a
 * teacher who typed a manage address landed on the login page with no word of why). assumed: the
 * spec says only "log out and redirect" (foundation.md §2); the line is ours.
 */
export type SignOutReason = 'noManageAccess' | 'sessionEnded' | 'sessionEndedDraftsKept';

/**
 * Kept in the page, not in the navigation state: the signed-out session makes the service guard
 * redirect to the same login page a second time, without state, and the later navigation wins.
 * Not stored either: a reload of the login page has nothing more to explain.
 */
let pending: SignOutReason | null = null;

/** Signs out and leaves the reason for the login page the user is sent to. */
export function signOutBecause(reason: SignOutReason): void {
  pending = reason;
  signOut();
}

/**
 * The client ended the session itself (the store is cleared): only the reason is left. A reason
 * the app gave when it signed out is kept: a call sent after that sign-out goes without a token,
 * and the session end it meets is the sign-out's consequence, not news
 * (signedOutReasonReplacedBySessionEnd: "your session has ended" once replaced "no access to the
 * management pages" when the frame's first call came after the manage guard's sign-out).
 */
export function noteSignOutReason(reason: SignOutReason): void {
  if (pending === 'noManageAccess') return;
  pending = reason;
}

/** The reason left by the last sign-out of the app, until the login page has shown it. */
export function pendingSignOutReason(): SignOutReason | null {
  return pending;
}

/** The login page has shown the reason (or a sign-in made it moot): it is not shown again. */
export function clearSignOutReason(): void {
  pending = null;
}
