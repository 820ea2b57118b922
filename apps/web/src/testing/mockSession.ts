import { DEMO_COMPANY_ID, DEMO_PASSWORD } from '@platform/mocks/demo-accounts';
import { createMockServer, resetDb } from '@platform/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { api } from '../app/session/api.ts';
import { signOut, storeLogin } from '../app/session/session.ts';

/** Signs a demo account in through the mock server, as the login page would. */
export async function signInAs(userId: string, companyId = DEMO_COMPANY_ID) {
  const reply = await api.result('openLogin.loginBoda', {
    companyId,
    username: userId,
    password: DEMO_PASSWORD,
  });
  if (!reply) throw new Error(`the mock server signed no one in as ${userId}`);
  storeLogin(reply);
}

/**
 * A unit test file of apps/web against the Node mock server: a fresh seed before each test, the
 * session signed out after it.
 */
export function withMockBackend() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => resetDb());
  afterEach(() => signOut());
  return server;
}
