import type { RefreshLock } from './refreshLock.ts';
import type { StoredSession } from './sessionStore.ts';

/**
 * Which access token each renewal replaced, kept where every tab reads the same thing at once.
 *
 * Why the session store is not enough: Chromium copies a localStorage write to the other renderer
 * processes asynchronously, and nothing orders that copy after the Web Lock's release. A tab that
 * takes the refresh lock just after another tab renewed the session can still read the refused
 * token from its own copy and send the already-spent refresh token again. The lock holder
 * therefore records its renewal here, committed before it releases the lock, and the next holder
 * looks here before it sends anything (renewal.ts).
 */
export interface RenewalLog {
  /**
   * What became of the session after `refusedAccessToken` was refused, following later renewals
   * to the newest; undefined when no recent renewal is recorded for it.
   */
  find(refusedAccessToken: string): Promise<RenewalOutcome | undefined>;
  /** Records what replaced `refusedAccessToken`; resolves once it is committed. */
  record(refusedAccessToken: string, outcome: RenewalOutcome): Promise<void>;
}

/** The renewal was refused and the session ended: its refresh token is spent either way. */
export const SESSION_ENDED = 'session-ended';

/** The session parts a renewal stored, or the end of the session. */
export type RenewalOutcome = StoredSession | typeof SESSION_ENDED;

/**
 * How long a record counts. It only has to bridge the delay until the other tabs' copies of the
 * session catch up (milliseconds) and a tab's wait for the lock (one refresh round trip); an old
 * record must not bring back a session that ended or was replaced by a new login since.
 */
export const RENEWAL_RECORD_TTL_MS = 60_000;

/** The IndexedDB database of the log. assumed: the spec names none. */
export const RENEWAL_LOG_DB_NAME = 'platform.session.renewals';

const RECORDS = 'renewals';

interface RenewalRecord {
  outcome: RenewalOutcome;
  at: number;
}

/** A request's result as a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves once the transaction is committed: only then may the lock be released. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

function isFresh(record: RenewalRecord | undefined, now: number): record is RenewalRecord {
  return record !== undefined && now - record.at <= RENEWAL_RECORD_TTL_MS;
}

/**
 * The log in IndexedDB, whose reads and writes all go through the browser process: a transaction
 * committed by one tab is seen by every transaction another tab starts afterwards. Undefined where
 * there is no IndexedDB (Node). A log that cannot be opened (storage switched off) finds nothing
 * and records nothing: the tabs are then back to re-reading the session store alone.
 */
export function indexedDbRenewalLog(
  factory: IDBFactory | undefined = (globalThis as { indexedDB?: IDBFactory }).indexedDB,
  name = RENEWAL_LOG_DB_NAME,
): RenewalLog | undefined {
  if (!factory) return undefined;
  let opening: Promise<IDBDatabase> | undefined;
  const database = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(RECORDS);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading or deleting the database must not wait on this connection.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
    }).catch((error) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };

  return {
    async find(refusedAccessToken) {
      try {
        const records = (await database()).transaction(RECORDS, 'readonly').objectStore(RECORDS);
        const now = Date.now();
        let newest: StoredSession | undefined;
        const seen = new Set<string>();
        let refused: string | undefined = refusedAccessToken;
        // A slow tab may have been refused a token renewed twice since: follow to the newest.
        while (refused && !seen.has(refused)) {
          seen.add(refused);
          const record = (await settled(records.get(refused))) as RenewalRecord | undefined;
          if (!isFresh(record, now)) break;
          if (record.outcome === SESSION_ENDED) return SESSION_ENDED;
          newest = { ...newest, ...record.outcome };
          refused = record.outcome.token?.access_token;
        }
        return newest;
      } catch {
        return undefined;
      }
    },
    async record(refusedAccessToken, outcome) {
      try {
        const transaction = (await database()).transaction(RECORDS, 'readwrite');
        const records = transaction.objectStore(RECORDS);
        const now = Date.now();
        records.put({ outcome, at: now } satisfies RenewalRecord, refusedAccessToken);
        // Old records hold spent tokens and must not pile up.
        const cursorRequest = records.openCursor();
        cursorRequest.onsuccess = () => {
          const cursor = cursorRequest.result;
          if (!cursor) return;
          if (!isFresh(cursor.value as RenewalRecord, now)) cursor.delete();
          cursor.continue();
        };
        await committed(transaction);
      } catch {
        // Nothing recorded: the next holder re-reads the session store, as without a log.
      }
    },
  };
}

/**
 * The log only matters between tabs that share a lock: with Web Locks, the IndexedDB log; with the
 * single-tab lock (Node, browsers without Web Locks), none, so that separate clients in one
 * process (tests) never hand each other a renewal.
 */
export function defaultRenewalLog(lock: RefreshLock): RenewalLog | undefined {
  return lock.kind === 'web-locks' ? indexedDbRenewalLog() : undefined;
}
