import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/demoAccounts.ts';
import { DEMO_COMPANY_ID, resetDb } from '../db/index.ts';
import { createMockServer } from '../node.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { type AnsweredCall, onReply } from '../server/router.ts';
import { contractViolation } from './contractCheck.ts';

/** Every answer of the tests so far, by call name (the conformance test checks its coverage). */
export const answeredCalls: AnsweredCall['name'][] = [];

/**
 * Starts the Node mock server for a test file and gives every test a fresh seed. Every answer
 * any test drives is checked against the contract's response schema of its call; a test whose
 * answers break the contract fails.
 */
export function useMockServer() {
  const server = createMockServer();
  const checks: Promise<string | null>[] = [];
  let stopListening = () => {};
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    stopListening = onReply(({ name, def, response }) => {
      answeredCalls.push(name);
      checks.push(contractViolation(name, def, response));
    });
  });
  beforeEach(() => resetDb());
  afterEach(async () => {
    server.resetHandlers();
    const violations = (await Promise.all(checks.splice(0))).filter(Boolean);
    expect(violations, 'answers that break the contract').toEqual([]);
  });
  afterAll(() => {
    stopListening();
    server.close();
  });
  return server;
}

/** Logs in with the own login and returns the login result (throws on failure). */
export async function login(
  username: string,
  { password = DEMO_PASSWORD, companyId = DEMO_COMPANY_ID, autoLogin = false } = {},
) {
  const { status, body } = await callEndpoint<{
    success: boolean;
    errorCode: string | null;
    result: {
      token: { access_token: string; refresh_token: string };
      rememberToken?: string;
      user: { userIdx: number; userName: string };
      bodaCfg: string;
    };
  }>('openLogin.loginBoda', { fields: { companyId, username, password, autoLogin } });
  if (status !== 200 || !body.success) {
    throw new Error(`login ${username} failed: ${status} ${body.errorCode}`);
  }
  return body.result;
}

/** The error code a call answered with (and its status), for the refusal tests. */
export async function errorOf(promise: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await promise;
  return { status, code: (body as { errorCode?: string | null }).errorCode ?? null };
}
