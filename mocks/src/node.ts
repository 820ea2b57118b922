import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The mock server for unit tests in Node. */
export function createMockServer() {
  return setupServer(...handlers);
}
