import { createSeed } from './seed.ts';
import type { MockDb } from './types.ts';

/** The in-memory state of the mock server. Handlers read and change it; `resetDb` seeds it again. */
export const db: MockDb = createSeed();

/** A fresh seeded database (not the live one). */
export function createDb(): MockDb {
  return createSeed();
}

const resetListeners = new Set<() => void>();

/** Puts the live database back to the seed, and every switch that is reset with it (scenario, agent). */
export function resetDb(): void {
  replaceDb(createSeed());
  for (const listener of resetListeners) listener();
}

/** Replaces the live database's content in place (handlers keep their reference). */
export function replaceDb(next: MockDb): void {
  for (const key of Object.keys(db)) delete (db as unknown as Record<string, unknown>)[key];
  Object.assign(db, next);
}

/** Runs `listener` on every `resetDb` (the scenario and the agent reset themselves this way). */
export function onResetDb(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

export { type SeedArea, seedAreas } from './areas/index.ts';
export { DEMO_COMPANY_ID, DEMO_COMPANY_IDX } from './companies.ts';
export { nextIdx, type SeedContext } from './context.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts.ts';
export { SEED_VERSION } from './seed.ts';
export * from './types.ts';
export { DEMO_GNE_CLIENT, DEMO_SSO, SPECIAL_ACCOUNTS } from './users.ts';
