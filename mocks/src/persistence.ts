import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createDb, db, replaceDb, SEED_VERSION } from './db/index.ts';
import type { MockDb } from './db/types.ts';
import { setCallGate } from './server/callGate.ts';
import { onDatabaseWrite } from './server/router.ts';

/** The IndexedDB database of the browser demo: one snapshot of the mock database, files included. */
export const DEMO_DATABASE_NAME = 'platform-mocks-demo';
const STORE = 'snapshots';
const KEY = 'db';
/**
 * The number of the stored snapshot, beside it in the same store: every store adds one, so a tab
 * sees with one small read that another tab stored since (reading the snapshot costs far more).
 */
const VERSION_KEY = 'version';

/**
 * The Web Lock every tab of the demo takes around each call of its mock server, so that two tabs
 * never catch up, change and store the database at the same time. assumed: the spec names none.
 */
export const DEMO_DATABASE_LOCK = 'platform-mocks-demo.database';

interface DemoSchema extends DBSchema {
  [STORE]: { key: string; value: MockDb | number };
}

/**
 * One connection for the tab's lifetime: the version is read before every call, and opening a
 * connection each time would cost more than the read. Keyed by the IndexedDB factory, which the
 * unit tests replace to start from an empty browser profile.
 */
let connection: { factory: IDBFactory; database: Promise<IDBPDatabase<DemoSchema>> } | null = null;

function open(): Promise<IDBPDatabase<DemoSchema>> {
  const factory = globalThis.indexedDB;
  if (connection?.factory === factory) return connection.database;
  const forget = () => {
    if (connection?.database === database) connection = null;
  };
  const database = openDB<DemoSchema>(DEMO_DATABASE_NAME, 1, {
    upgrade(created) {
      created.createObjectStore(STORE);
    },
    // A tab deleting or upgrading the database must not wait on this connection.
    blocking() {
      forget();
      void database.then((opened) => opened.close());
    },
    terminated: forget,
  });
  database.catch(forget);
  connection = { factory, database };
  // A new connection may meet another database (a new profile in a test, or one deleted meanwhile).
  liveVersion = null;
  return database;
}

const versionOf = (value: MockDb | number | undefined) =>
  typeof value === 'number' ? value : undefined;

/**
 * The version of the stored snapshot the live database is: null before this tab loaded or stored
 * one. A snapshot stored before versions existed counts as 0.
 */
let liveVersion: number | null = null;

/**
 * Writes the live database into IndexedDB as the next version. Called with the lock held (or from
 * a test), after catching up, so the stored version is this tab's own; when it is not, the change
 * was made outside a call on a database another tab had changed meanwhile, and this write wins.
 */
export async function saveDemoDatabase(): Promise<void> {
  const transaction = (await open()).transaction(STORE, 'readwrite');
  const stored = versionOf(await transaction.store.get(VERSION_KEY)) ?? 0;
  if (liveVersion !== null && stored !== liveVersion) {
    console.warn('[mocks] the demo database changed in another tab; this tab stores its own');
  }
  const next = Math.max(stored, liveVersion ?? 0) + 1;
  // put() clones the database when it is called: later changes are not part of this write.
  await Promise.all([
    transaction.store.put(db, KEY),
    transaction.store.put(next, VERSION_KEY),
    transaction.done,
  ]);
  liveVersion = next;
}

/**
 * Loads the stored database into the live one. Returns false (and keeps the seed) when nothing is
 * stored or the stored one comes from another seed version.
 */
export async function loadDemoDatabase(): Promise<boolean> {
  const transaction = (await open()).transaction(STORE, 'readonly');
  const [stored, version] = await Promise.all([
    transaction.store.get(KEY),
    transaction.store.get(VERSION_KEY),
    transaction.done,
  ]);
  if (stored === undefined || typeof stored === 'number' || stored.seedVersion !== SEED_VERSION) {
    return false;
  }
  replaceDb(stored);
  liveVersion = versionOf(version) ?? 0;
  return true;
}

/**
 * Loads the stored database when another tab stored a newer one (one small read when not). A
 * snapshot of another seed version (a tab of another build) is not loaded.
 */
async function catchUp(): Promise<void> {
  const stored = versionOf(await (await open()).get(STORE, VERSION_KEY));
  if (stored === undefined || stored === liveVersion) return;
  if (!(await loadDemoDatabase())) liveVersion = stored;
}

interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, task: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike | null } }).navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

let localQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` alone: under the Web Lock every tab of the origin waits on in turn (granted in the
 * order asked, released when the task settles or the tab goes away). Without Web Locks (Node,
 * happy-dom) there is one tab: its tasks run one after the other.
 */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(DEMO_DATABASE_LOCK, { mode: 'exclusive' }, task);
  const run = localQueue.then(task);
  localQueue = run.catch(() => undefined);
  return run;
}

async function saveQuietly(): Promise<void> {
  try {
    await saveDemoDatabase();
  } catch (error) {
    console.warn('[mocks] could not save the demo database', error);
  }
}

export interface DemoPersistence {
  /** Resolves when every write so far is in IndexedDB. */
  flush(): Promise<void>;
  stop(): void;
}

let active: DemoPersistence | null = null;

/**
 * Keeps the live database in IndexedDB, shared by every tab of the demo. Each tab runs its own
 * mock server over its own copy, so each call runs under the Web Lock: it first catches up with
 * what another tab stored (a version read, the snapshot only when it changed), and a call that
 * changed something stores the database as the next version before the lock is released and the
 * answer goes out. Two tabs therefore never store over each other's change (a memo added in one
 * tab survives a memo added in the other), and a token one tab's renewal issued is known to the
 * other tab's server (the real client shares the renewed session between tabs: refreshLock.ts).
 *
 * Loads what is stored first (or stores the seed). A change made outside a call (the fake agent's
 * note submission) is stored under the lock after it, without catching up first: it was made on
 * the database as it was. The answer of a call that changed something waits for its store, so a
 * reload right after it finds the change. Changes a read makes (a token's count of calls) are
 * stored with the next write only, and a tab that catches up drops its own.
 *
 * assumed: the scenario switches and the fake agent stay per tab (they are a tester's handle on
 * the tab they were set in), only the database is shared.
 */
export async function persistDemoDatabase(): Promise<DemoPersistence> {
  active?.stop();
  await exclusive(async () => {
    if (!(await loadDemoDatabase())) await saveDemoDatabase();
  });
  let inCall = false;
  let changed = false;
  let pending: Promise<unknown> = Promise.resolve();
  const track = (work: Promise<unknown>) => {
    // Settles to nothing: the answers of the calls must not pile up in the chain.
    pending = Promise.allSettled([pending, work]).then(() => undefined);
  };
  const removeGate = setCallGate((call) => {
    const shared = exclusive(async () => {
      try {
        await catchUp();
      } catch (error) {
        console.warn('[mocks] could not read the demo database', error);
      }
      inCall = true;
      try {
        return await call();
      } finally {
        inCall = false;
        if (changed) {
          changed = false;
          await saveQuietly();
        }
      }
    });
    track(shared);
    return shared;
  });
  const unsubscribe = onDatabaseWrite(() => {
    if (inCall) changed = true;
    else track(exclusive(saveQuietly));
  });
  const persistence: DemoPersistence = {
    flush: async () => {
      // Work tracked while waiting is waited for too.
      let seen: Promise<unknown>;
      do {
        seen = pending;
        await seen;
      } while (seen !== pending);
    },
    stop: () => {
      unsubscribe();
      removeGate();
      if (active === persistence) active = null;
    },
  };
  active = persistence;
  return persistence;
}

/** Resolves when every change so far is in IndexedDB (nothing to wait for when not persisting). */
export function flushDemoDatabase(): Promise<void> {
  return active?.flush() ?? Promise.resolve();
}

/**
 * Puts the demo back to the seed: the live database, and the stored one, so a reload starts
 * fresh too (the demo's "reset demo data"). The other tabs load it with their next call.
 */
export async function resetDemoDatabase(): Promise<void> {
  await active?.flush();
  await exclusive(async () => {
    replaceDb(createDb());
    await saveDemoDatabase();
  });
}
