import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The mock server for unit tests in Node: the in-memory seed (call `resetDb()` between tests). */
export function createMockServer() {
  return setupServer(...handlers);
}

export * from './index.ts';
