import type { StoredSession } from '@platform/contract';

/**
 * Whether the page runs inside the native classroom client, where the header offers no client
 * download (foundation.md §2 "shown if not already in the native client"). assumed: the session
 * of a native-app login carries `nativeData` (foundation.md §3 "native-app data"; only the
 * native-app sign-in answers with it), and no browser login does.
 */
export function isInNativeClient(session: Pick<StoredSession, 'nativeData'> | null): boolean {
  return session?.nativeData != null;
}
