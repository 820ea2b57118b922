import { describe, expect, it } from 'vitest';
import { clientErrorRules } from '../errors/clientErrors.ts';
import { launchOutcome } from './outcome.ts';
import { AGENT_ERROR, agentStatusSchema } from './protocol.ts';

describe('launchOutcome (screens.md §8 client errors)', () => {
  it('is ok for a 200 success', () => {
    expect(launchOutcome({ status: 200, body: { success: true } })).toEqual({ ok: true });
  });

  it('reads no answer as an agent that is not connected, which opens the install modal', () => {
    const outcome = launchOutcome({ unreachable: true });
    expect(outcome).toEqual({ ok: false, kind: 'agentNotConnected' });
    if (outcome.ok) throw new Error('unreachable');
    expect(clientErrorRules[outcome.kind].handling).toBe('install-modal');
  });

  it('reads 409 or ALREADY_RUNNING as already running (a toast)', () => {
    const body = { success: false, errorCode: AGENT_ERROR.ALREADY_RUNNING };
    expect(launchOutcome({ status: 409, body })).toEqual({ ok: false, kind: 'alreadyRunning' });
    expect(launchOutcome({ status: 500, body })).toEqual({ ok: false, kind: 'alreadyRunning' });
    expect(launchOutcome({ status: 409, body: null })).toEqual({
      ok: false,
      kind: 'alreadyRunning',
    });
  });

  it('reads anything else as the default client error', () => {
    const badRequest = { success: false, errorCode: AGENT_ERROR.BAD_REQUEST };
    expect(launchOutcome({ status: 400, body: badRequest })).toEqual({ ok: false, kind: 'other' });
    expect(launchOutcome({ status: 200, body: { success: false } })).toEqual({
      ok: false,
      kind: 'other',
    });
    expect(launchOutcome({ status: 200, body: 'launched' })).toEqual({ ok: false, kind: 'other' });
  });
});

describe('agentStatusSchema', () => {
  it('reads a status and refuses one that is not installed', () => {
    expect(
      agentStatusSchema.parse({ installed: true, running: false, version: '2.4.0', extra: 1 }),
    ).toEqual({ installed: true, running: false, version: '2.4.0' });
    expect(agentStatusSchema.safeParse({ installed: false, running: false }).success).toBe(false);
  });
});
