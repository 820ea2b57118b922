import { type SessionData, sessionDataSchema } from '../schemas/session.ts';
import { z } from '../zod.ts';

/**
 * What the browser keeps of a session (foundation.md §3 "Session data kept in browser storage").
 * Every part may be missing: before login nothing is stored, and the client only ever writes the
 * token, the configuration string, the settings and the emergency mode.
 */
export type StoredSession = Partial<SessionData>;

/** A store answers at once (localStorage) or later (IndexedDB); the client awaits either. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Where the session lives. The session is not the client's (ARCHITECTURE.md: "The client in
 * `contract` takes a session store and an `onSessionEnd` callback that apps/web provides"): the
 * client reads the token before each call, writes what a refresh or a reset-token returns, and
 * clears the store when the session ends.
 */
export interface SessionStore {
  /** The stored session, or null when none is stored. */
  read(): MaybePromise<StoredSession | null>;
  /** Merges the given parts into the stored session (the parts not given stay as they are). */
  write(update: StoredSession): MaybePromise<void>;
  /** Forgets the whole session. */
  clear(): MaybePromise<void>;
}

/** A store that answers at once: memory and localStorage. */
export interface SyncSessionStore extends SessionStore {
  read(): StoredSession | null;
  write(update: StoredSession): void;
  clear(): void;
}

/** A store in memory: for tests, Node, and pages that must not persist a session. */
export function createMemorySessionStore(initial: StoredSession | null = null): SyncSessionStore {
  let session: StoredSession | null = initial ? { ...initial } : null;
  return {
    read: () => (session ? { ...session } : null),
    write: (update) => {
      session = { ...(session ?? {}), ...update };
    },
    clear: () => {
      session = null;
    },
  };
}

/** The localStorage key of the session. assumed: the spec names no key. */
export const SESSION_STORAGE_KEY = 'platform.session';

export interface LocalStorageSessionStoreOptions {
  key?: string;
  /** Defaults to `globalThis.localStorage`; a test passes its own. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * What the localStorage store accepts back: the session's parts, each optional, plus whatever
 * else apps/web keeps beside them (a field added later must not read as no session).
 */
const storedSessionSchema = z.partial(z.looseObject(sessionDataSchema.shape));

/**
 * A store over localStorage, one JSON value under one key. Tabs of one origin share it, which is
 * what lets a tab that waited for another tab's refresh find the new token instead of refreshing
 * again (see refreshLock.ts); another tab's write may reach this tab only after a delay, which the
 * renewal log covers (renewalLog.ts). A value that is not a session (hand-edited, from an older
 * build) reads as no session rather than breaking the page.
 */
export function createLocalStorageSessionStore(
  options: LocalStorageSessionStoreOptions = {},
): SyncSessionStore {
  const key = options.key ?? SESSION_STORAGE_KEY;
  const storage = () => options.storage ?? globalThis.localStorage;
  const read = (): StoredSession | null => {
    try {
      // getItem throws where storage is switched off (some private modes): no session then.
      const text = storage().getItem(key);
      if (!text) return null;
      const parsed = storedSessionSchema.safeParse(JSON.parse(text));
      return parsed.success ? (parsed.data as StoredSession) : null;
    } catch {
      return null;
    }
  };
  return {
    read,
    write: (update) => {
      storage().setItem(key, JSON.stringify({ ...(read() ?? {}), ...update }));
    },
    clear: () => {
      storage().removeItem(key);
    },
  };
}
