import { createApiClient } from '@platform/contract';
import { API_BASE } from '../apiBase.ts';
import { keepDraftsOfEndingSession, leaveEndedSession } from './sessionEnd.ts';
import { sessionStore } from './sessionStore.ts';

/**
 * The app's one client of the server's calls: the session in localStorage, the api prefix from
 * the build, and a failed refresh sending the user where foundation.md §2 says, what they were
 * typing kept for their next sign-in.
 */
export const api = createApiClient({
  session: sessionStore,
  apiPrefix: API_BASE,
  onSessionEnding: () => keepDraftsOfEndingSession(sessionStore.lastUser()),
  onSessionEnd: (reason) => leaveEndedSession(sessionStore.lastUser(), reason),
});
