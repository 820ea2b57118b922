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

/**
 * The user-agent token of the native classroom client's web view. assumed: the spec says only
 * that "a native app may show" things on the invite page, where nobody is signed in yet, so the
 * web view names itself the way the product names its client (`/open/app/bodaApp`, bodaAppMsg).
 */
export const NATIVE_CLIENT_USER_AGENT_TOKEN = 'BodaApp';

/** Whether a page without a session runs in the native client's web view. */
export function isNativeClientUserAgent(userAgent: string): boolean {
  return userAgent.includes(NATIVE_CLIENT_USER_AGENT_TOKEN);
}
