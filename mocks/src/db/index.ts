import { type MockCompany, seedCompanies } from './seed.ts';

/** The in-memory state of the mock server; `resetDb` gives every test the same seed again. */
export interface MockDb {
  companies: MockCompany[];
}

export function createDb(): MockDb {
  return { companies: seedCompanies() };
}

export const db: MockDb = createDb();

export function resetDb(): void {
  Object.assign(db, createDb());
}

export { DEMO_COMPANY_ID, type MockCompany } from './seed.ts';
