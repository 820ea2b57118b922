import {
  createLocalStorageSessionStore,
  SESSION_STORAGE_KEY,
  type StoredSession,
  type SyncSessionStore,
} from '@platform/contract';

/**
 * The one session store of the app: the contract's localStorage store, observable so that
 * screens re-render when a login, a refresh, a reset-token or a logout changes it, in this tab or
 * in another one (the `storage` event).
 */
export interface ObservableSessionStore extends SyncSessionStore {
  subscribe(listener: () => void): () => void;
  /** The same object until the stored text changes: what `useSyncExternalStore` needs. */
  snapshot(): StoredSession | null;
  /**
   * The user of the session last seen, kept after the store is cleared: where a user goes when
   * the session ends depends on who it was (foundation.md §2).
   */
  lastUser(): StoredSession['user'] | undefined;
  /** Forgets everything, remember token included: the user's own logout. */
  forget(): void;
}

export function createObservableSessionStore(
  inner: SyncSessionStore = createLocalStorageSessionStore(),
  storageKey = SESSION_STORAGE_KEY,
): ObservableSessionStore {
  const listeners = new Set<() => void>();
  let cachedText: string | undefined;
  let cached: StoredSession | null = null;
  let lastUser: StoredSession['user'] | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const snapshot = () => {
    const current = inner.read();
    const text = JSON.stringify(current);
    if (text !== cachedText) {
      cachedText = text;
      cached = current;
      if (current?.user) lastUser = current.user;
    }
    return cached;
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) notify();
  };

  return {
    read: () => inner.read(),
    write: (update) => {
      inner.write(update);
      if (update.user) lastUser = update.user;
      notify();
    },
    // The client clears the store when a session ends (failed refresh). The remember token
    // stays: foundation.md §2 "A stored remember token logs in automatically", so a user whose
    // session lapsed is signed in again on the login page without typing.
    clear: () => {
      const rememberToken = inner.read()?.rememberToken;
      inner.clear();
      if (rememberToken) inner.write({ rememberToken });
      notify();
    },
    forget: () => {
      inner.clear();
      notify();
    },
    snapshot,
    lastUser: () => {
      snapshot();
      return lastUser;
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

export const sessionStore = createObservableSessionStore();
