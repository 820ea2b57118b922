import { type ErrorContext, isApiError } from '@platform/contract';

/** The code of an invalid invite code or link (foundation.md §8). */
export const INVALID_INVITE_CODE = 'WB-400-220';

export type InviteErrorDisplay =
  | { kind: 'invalid-invite' }
  | { kind: 'modal'; code: string | null; context?: ErrorContext };

/**
 * How the invite page shows a failed call (screens.md §8): an invalid code or link at the invite
 * code box, as the company mismatch is; every other code in the error modal with its own text
 * (WB-403-105/112 "class not started or not found" on the lookup, WB-400-025, WB-400-232,
 * WB-400-205), read for the call it came from. No code at all (no answer) is the modal's dash.
 */
export function inviteErrorDisplay(error: unknown, context?: ErrorContext): InviteErrorDisplay {
  const code = isApiError(error) ? error.code : null;
  if (code === INVALID_INVITE_CODE) return { kind: 'invalid-invite' };
  return context ? { kind: 'modal', code, context } : { kind: 'modal', code };
}
