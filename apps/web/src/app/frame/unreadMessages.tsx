import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { endpointKey } from '../endpointQuery.ts';
import { api } from '../session/api.ts';
import { unreadPolling } from './unreadPolling.ts';

export interface UnreadMessages {
  /** An unread received message exists (always false in disaster mode: nothing is checked). */
  hasUnread: boolean;
  /** Checks again now, e.g. after a screen marked a message read; does nothing in disaster mode. */
  refresh: () => void;
}

const UnreadMessagesContext = createContext<UnreadMessages | null>(null);

/** The query key of the unread check ('messageRecv.EXIST_NEW'), per signed-in user. */
export const unreadMessagesKey = (userIdx: number) =>
  endpointKey('messageRecv.EXIST_NEW', { userIdx }, 'result');

/**
 * The unread-message check of the signed-in frame (foundation.md §2 "Shared layout"): every 60 s,
 * on window focus and on demand through `refresh()`, never in disaster mode. One check for the
 * whole frame; the screens under it read and refresh it with `useUnreadMessages()`.
 */
export function UnreadMessagesProvider({
  userIdx,
  disasterMode,
  children,
}: {
  userIdx: number;
  disasterMode: boolean;
  children: ReactNode;
}) {
  const polling = unreadPolling(disasterMode);
  const { data, refetch } = useQuery({
    queryKey: unreadMessagesKey(userIdx),
    queryFn: async ({ signal }) =>
      (await api.result('messageRecv.EXIST_NEW', {}, { signal })) === true,
    ...polling,
  });
  // refetch() ignores `enabled`: the on-demand check must honour disaster mode itself.
  const refresh = useCallback(() => {
    if (polling.enabled) void refetch();
  }, [polling.enabled, refetch]);
  const value = useMemo(
    () => ({ hasUnread: polling.enabled && data === true, refresh }),
    [polling.enabled, data, refresh],
  );
  return <UnreadMessagesContext.Provider value={value}>{children}</UnreadMessagesContext.Provider>;
}

/** The frame's unread-message state; screens call `refresh()` after reading a message. */
export function useUnreadMessages(): UnreadMessages {
  const value = useContext(UnreadMessagesContext);
  if (!value) throw new Error('useUnreadMessages() works inside the signed-in frame (AppFrame).');
  return value;
}
