import { describe, expect, it } from 'vitest';
import { SUMMARY_DELAY_MS } from './db/areas/classSummaries.ts';
import { resetDb } from './db/index.ts';
import { scenario } from './scenario.ts';
import { callEndpoint } from './server/callEndpoint.ts';
import { errorOf, login, useMockServer } from './testing/setup.ts';

useMockServer();

describe('scenario switches', () => {
  it('an access token expires after N calls; a refresh gives a token that counts again', async () => {
    scenario.set({ tokenExpiresAfterCalls: 2 });
    const { token } = await login('teacher');
    const me = (accessToken: string) => callEndpoint('user.GET_ME', { accessToken });
    expect((await me(token.access_token)).status).toBe(200);
    expect((await me(token.access_token)).status).toBe(200);
    expect((await me(token.access_token)).status).toBe(401);
    const refreshed = await callEndpoint<{ access_token: string }>('openToken.refresh', {
      fields: { grant_type: 'refresh_token', refresh_token: token.refresh_token },
    });
    expect((await me(refreshed.body.access_token)).status).toBe(200);
  });

  it('forces an error code on a named call, every time or a number of times', async () => {
    scenario.forceError('openCompany.GET_ID_NORMAL', 'WB-500-131');
    const lookup = () =>
      callEndpoint('openCompany.GET_ID_NORMAL', { fields: { companyId: 'demo' } });
    expect(await errorOf(lookup())).toEqual({ status: 500, code: 'WB-500-131' });
    expect(await errorOf(lookup())).toEqual({ status: 500, code: 'WB-500-131' });
    scenario.clearError('openCompany.GET_ID_NORMAL');
    expect((await lookup()).status).toBe(200);
    scenario.set({ forcedErrors: { 'openCompany.GET_ID_NORMAL': 'WB-503-001' } });
    expect((await lookup()).status).toBe(503);
    scenario.forceError('openCompany.GET_ID_NORMAL', 'WB-402-001', { times: 1 });
    expect((await lookup()).status).toBe(402);
    expect((await lookup()).status).toBe(200);
  });

  it('a forced error on one call leaves the others alone', async () => {
    scenario.forceError('user.GET_ME', 'WB-400-232');
    expect(
      (await callEndpoint('openCompany.GET_ID_NORMAL', { fields: { companyId: 'demo' } })).status,
    ).toBe(200);
  });

  it('adds latency to every answer', async () => {
    scenario.set({ latencyMs: 120 });
    const started = performance.now();
    await callEndpoint('openCompany.GET_ID_NORMAL', { fields: { companyId: 'demo' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('refuses unknown call names, malformed codes and nonsense counts', () => {
    expect(() => scenario.forceError('user.NOPE' as never, 'WB-400-212')).toThrow(RangeError);
    expect(() => scenario.forceError('user.GET_ME', 'oops')).toThrow(RangeError);
    expect(() => scenario.set({ tokenExpiresAfterCalls: 0 })).toThrow(RangeError);
    expect(() => scenario.set({ latencyMs: -1 })).toThrow(RangeError);
    expect(() => scenario.set({ summaryDelayMs: -1 })).toThrow(RangeError);
  });

  it('is reset with the database', () => {
    scenario.set({
      emergencyMode: true,
      licenseExpired: true,
      latencyMs: 5,
      tokenExpiresAfterCalls: 3,
      agent: 'notInstalled',
      forcedErrors: { 'user.GET_ME': 'WB-400-232' },
      summaryDelayMs: 0,
      summaryFails: true,
    });
    resetDb();
    expect(scenario.state).toEqual({
      emergencyMode: false,
      licenseExpired: false,
      tokenExpiresAfterCalls: null,
      forcedErrors: {},
      latencyMs: 0,
      agent: 'ready',
      summaryDelayMs: SUMMARY_DELAY_MS,
      summaryFails: false,
    });
  });
});
