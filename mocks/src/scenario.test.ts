import { describe, expect, it } from 'vitest';
import { SUMMARY_DELAY_MS } from './db/areas/classSummaries.ts';
import { resetDb } from './db/index.ts';
import { FEE_SAVE_FAILURE_CODE, scenario, takeFeeSaveFailure } from './scenario.ts';
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
    expect(() => scenario.set({ feeSaveFails: { meetIdx: 0, userIdx: 5 } })).toThrow(RangeError);
    expect(() => scenario.set({ feeSaveFails: { meetIdx: 5, userIdx: 1.5 } })).toThrow(RangeError);
    expect(() => scenario.set({ feeSaveFails: { meetIdx: 5, userIdx: 5, times: 0 } })).toThrow(
      RangeError,
    );
    expect(() => scenario.set({ feeSaveFails: { meetIdx: 5, userIdx: 5, code: 'oops' } })).toThrow(
      RangeError,
    );
    // Nothing was set by a refused switch.
    expect(scenario.state.feeSaveFails).toBeNull();
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
      feeSaveFails: { meetIdx: 5, userIdx: 6, times: 2 },
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
      feeSaveFails: null,
    });
  });

  it('fails the fee save of one row a number of times, with WB-400-212 unless named', () => {
    scenario.set({ feeSaveFails: { meetIdx: 5, userIdx: 6 } });
    expect(scenario.state.feeSaveFails).toEqual({
      meetIdx: 5,
      userIdx: 6,
      code: FEE_SAVE_FAILURE_CODE,
      remaining: 1,
    });
    // Other switches leave it alone; another row saves.
    scenario.set({ latencyMs: 0 });
    expect(takeFeeSaveFailure(5, 7)).toBeNull();
    expect(takeFeeSaveFailure(5, 6)).toBe('WB-400-212');
    expect(takeFeeSaveFailure(5, 6)).toBeNull();
    scenario.set({ feeSaveFails: { meetIdx: 5, userIdx: 6, times: 2, code: 'WB-500-131' } });
    expect(takeFeeSaveFailure(5, 6)).toBe('WB-500-131');
    expect(scenario.state.feeSaveFails?.remaining).toBe(1);
    expect(takeFeeSaveFailure(5, 6)).toBe('WB-500-131');
    expect(takeFeeSaveFailure(5, 6)).toBeNull();
    // The state is a copy.
    scenario.set({ feeSaveFails: { meetIdx: 5, userIdx: 6 } });
    const copy = scenario.state.feeSaveFails;
    if (copy) copy.remaining = 9;
    expect(scenario.state.feeSaveFails?.remaining).toBe(1);
  });
});
