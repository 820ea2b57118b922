// The HTTP client (issue 4 items 1-5): every call through the endpoint catalogue, with the session
// handling of foundation.md §8, over a session store that apps/web provides.
export { ApiError, type ApiErrorKind, isApiError } from './apiError.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  REFRESH_ENDPOINT,
  RESET_TOKEN_ENDPOINT,
} from './createApiClient.ts';
export {
  defaultRefreshLock,
  REFRESH_LOCK_NAME,
  type RefreshLock,
  singleTabRefreshLock,
  webLocksRefreshLock,
} from './refreshLock.ts';
export { renewalUpdate } from './renewal.ts';
export {
  defaultRenewalLog,
  indexedDbRenewalLog,
  RENEWAL_LOG_DB_NAME,
  RENEWAL_RECORD_TTL_MS,
  type RenewalLog,
  type RenewalOutcome,
  SESSION_ENDED,
} from './renewalLog.ts';
export { COMMAND_FIELD } from './request.ts';
export {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  type LocalStorageSessionStoreOptions,
  type MaybePromise,
  SESSION_STORAGE_KEY,
  type SessionStore,
  type StoredSession,
  type SyncSessionStore,
} from './sessionStore.ts';
export type * from './types.ts';
