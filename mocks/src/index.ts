export { MOCK_API_PREFIX } from './api.ts';
export { createDb, DEMO_COMPANY_ID, db, type MockDb, resetDb } from './db/index.ts';
export { handlers } from './handlers.ts';
