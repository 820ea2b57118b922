import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { createDb, db, replaceDb, SEED_VERSION } from './db/index.ts';
import type { MockDb } from './db/types.ts';
import { onDatabaseWrite } from './server/router.ts';

/** The IndexedDB database of the browser demo: one snapshot of the mock database, files included. */
export const DEMO_DATABASE_NAME = 'platform-mocks-demo';
const STORE = 'snapshots';
const KEY = 'db';

interface DemoSchema extends DBSchema {
  [STORE]: { key: string; value: MockDb };
}

function open(): Promise<IDBPDatabase<DemoSchema>> {
  return openDB<DemoSchema>(DEMO_DATABASE_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });
}

/** A structured-clone-safe copy (no functions, no class instances beyond typed arrays). */
function snapshot(): MockDb {
  return structuredClone(db);
}

/** Writes the live database into IndexedDB. */
export async function saveDemoDatabase(): Promise<void> {
  const database = await open();
  try {
    await database.put(STORE, snapshot(), KEY);
  } finally {
    database.close();
  }
}

/**
 * Loads the stored database into the live one. Returns false (and keeps the seed) when nothing is
 * stored or the stored one comes from another seed version.
 */
export async function loadDemoDatabase(): Promise<boolean> {
  const database = await open();
  try {
    const stored = await database.get(STORE, KEY);
    if (!stored || stored.seedVersion !== SEED_VERSION) return false;
    replaceDb(stored);
    return true;
  } finally {
    database.close();
  }
}

export interface DemoPersistence {
  /** Resolves when every write so far is in IndexedDB. */
  flush(): Promise<void>;
  stop(): void;
}

let active: DemoPersistence | null = null;

/**
 * Keeps the live database in IndexedDB: loads what is stored (or stores the seed), then saves
 * after every call that changed something. Saves are chained, so the last state always wins.
 */
export async function persistDemoDatabase(): Promise<DemoPersistence> {
  active?.stop();
  if (!(await loadDemoDatabase())) await saveDemoDatabase();
  let chain: Promise<void> = Promise.resolve();
  const save = () => {
    chain = chain.then(saveDemoDatabase).catch((error: unknown) => {
      console.warn('[mocks] could not save the demo database', error);
    });
  };
  const unsubscribe = onDatabaseWrite(save);
  const persistence: DemoPersistence = {
    flush: () => chain,
    stop: () => {
      unsubscribe();
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
 * fresh too (the demo's "reset demo data").
 */
export async function resetDemoDatabase(): Promise<void> {
  await active?.flush();
  replaceDb(createDb());
  await saveDemoDatabase();
}
