import { seedAreas } from './areas/index.ts';
import { seedCompanies } from './companies.ts';
import { createSeedContext } from './context.ts';
import { seedGroups } from './groups.ts';
import type { MockDb } from './types.ts';
import { seedUsers } from './users.ts';

/** Bump when the seed changes shape: a stored demo database of another version is replaced. */
export const SEED_VERSION = 10;

/** A fresh database, the same on every call: companies, groups, users, then every area. */
export function createSeed(): MockDb {
  const db = {
    seedVersion: SEED_VERSION,
    sequences: {},
    companies: [],
    groups: [],
    users: [],
    files: [],
    sessions: { access: {}, refresh: {}, remember: {} },
    ssoLinks: [],
    logs: [],
  } as unknown as MockDb;
  for (const area of seedAreas) area.init(db);
  const ctx = createSeedContext(db);
  seedCompanies(ctx);
  seedGroups(ctx);
  seedUsers(ctx);
  for (const area of seedAreas) area.seed(ctx);
  return db;
}
