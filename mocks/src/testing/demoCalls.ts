import {
  CONFIG_KEY,
  type EndpointName,
  endpoints,
  formatConfigString,
  parseConfigString,
} from '@platform/contract';
import { expect, vi } from 'vitest';
import { MOCK_API_PREFIX } from '../api.ts';
import { DEMO_COMPANY_ID, db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login } from './setup.ts';

/**
 * Calls of the demo academy's accounts for the tests of the class history's calls (records,
 * summaries, exports): a clock the test sets (Date only, so msw and the server keep their real
 * timers; the tokens are signed in again whenever it moves), calls that must succeed, refusals,
 * and file downloads read as bytes.
 */
export function demoCalls() {
  const tokens = new Map<string, string>();

  /** Sets the clock (local time, `YYYY-MM-DD HH:mm:ss`). */
  const at = (datetime: string) => {
    vi.setSystemTime(new Date(datetime.replace(' ', 'T')));
    tokens.clear();
  };

  async function tokenOf(userId: string) {
    let token = tokens.get(userId);
    if (token === undefined) {
      token = (await login(userId, { companyId: DEMO_COMPANY_ID })).token.access_token;
      tokens.set(userId, token);
    }
    return token;
  }

  /** A call of a demo account (the admin unless named), which must succeed. */
  async function ask<T>(name: EndpointName, fields: Record<string, unknown>, userId = 'admin') {
    const { status, body } = await callEndpoint<T>(name, {
      accessToken: await tokenOf(userId),
      fields,
    });
    expect(status, `${name} ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
    return body;
  }

  /** A call of a demo account that must be refused: its status and code. */
  async function refusal(name: EndpointName, fields: Record<string, unknown>, userId = 'admin') {
    return errorOf(callEndpoint(name, { accessToken: await tokenOf(userId), fields }));
  }

  /** A file call of a demo account, answered as it is (its bytes unread). */
  async function download(
    name: EndpointName,
    fields: Record<string, unknown>,
    userId = 'admin',
  ): Promise<Response> {
    const def = endpoints[name];
    const url = new URL(`http://localhost${MOCK_API_PREFIX}${def.path}`);
    if (def.command) url.searchParams.set('command', def.command);
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return fetch(url, { headers: { Authorization: `Bearer ${await tokenOf(userId)}` } });
  }

  return { at, tokenOf, ask, refusal, download };
}

/** A user of the demo academy by login id. */
export function demoUser(userId: string): MockUser {
  const user = db.users.find((row) => row.companyId === DEMO_COMPANY_ID && row.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
}

/** Turns a WEB_FUNC_USE flag of the demo academy on or off (positions counted from 1). */
export function setDemoFuncUse(position: number, on: boolean): void {
  const company = db.companies.find((row) => row.companyId === DEMO_COMPANY_ID);
  if (!company) throw new Error('no demo academy');
  const parsed = parseConfigString(company.cfg);
  if (!parsed.ok) throw new Error('the demo academy has a broken configuration');
  const flags = [...(parsed.value.get(CONFIG_KEY.WEB_FUNC_USE)?.[0] ?? [])];
  while (flags.length < position) flags.push('0');
  flags[position - 1] = on ? '1' : '0';
  parsed.value.set(CONFIG_KEY.WEB_FUNC_USE, [flags]);
  company.cfg = formatConfigString(parsed.value);
}
