import { LIMITS } from '@platform/contract';

/** The react-query options of the unread-message check (foundation.md §2 "Shared layout", §9). */
export interface UnreadPolling {
  enabled: boolean;
  refetchInterval: number | false;
  refetchOnWindowFocus: boolean;
}

/**
 * "Unread messages are checked every 60 seconds, on window focus and on demand, never in disaster
 * mode" (foundation.md §2): in disaster mode the query is off altogether, so it runs not even
 * once, and neither the timer nor a focus wakes it.
 */
export function unreadPolling(disasterMode: boolean): UnreadPolling {
  if (disasterMode) return { enabled: false, refetchInterval: false, refetchOnWindowFocus: false };
  return { enabled: true, refetchInterval: LIMITS.UNREAD_POLL_MS, refetchOnWindowFocus: true };
}
