import { AGENT_ORIGIN, AGENT_PATH, type AgentLaunch } from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import { readAgentStatus, sendLaunch } from './agentClient.ts';

const launch: AgentLaunch = {
  command: 'join',
  room: { roomCode: 'RC000001', meetIdx: 3, inviteCode: '482915736' },
  user: { userName: '참관 학부모', userType: 12, companyIdx: 1 },
  platform: 1,
  language: 'ko',
};

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status }));
const refusing = () =>
  vi.fn<typeof fetch>(async () => {
    throw new TypeError('Failed to fetch');
  });

describe('readAgentStatus', () => {
  it('reads the status the agent answers', async () => {
    const fetch = answering(200, { installed: true, running: false, version: '2.4.0' });
    expect(await readAgentStatus({ fetch })).toEqual({
      installed: true,
      running: false,
      version: '2.4.0',
    });
    expect(fetch).toHaveBeenCalledWith(`${AGENT_ORIGIN}${AGENT_PATH.status}`, {});
  });

  it('is null when no agent answers, or it answers something else', async () => {
    expect(await readAgentStatus({ fetch: refusing() })).toBeNull();
    expect(await readAgentStatus({ fetch: answering(500, {}) })).toBeNull();
    expect(await readAgentStatus({ fetch: answering(200, { hello: 'world' }) })).toBeNull();
  });
});

describe('sendLaunch', () => {
  it('posts the launch as JSON and reads a success', async () => {
    const fetch = answering(200, { success: true });
    expect(await sendLaunch(launch, { fetch })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${AGENT_ORIGIN}${AGENT_PATH.launch}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(launch);
  });

  it('reads each failure as the contract says', async () => {
    expect(await sendLaunch(launch, { fetch: refusing() })).toEqual({
      ok: false,
      kind: 'agentNotConnected',
    });
    expect(
      await sendLaunch(launch, {
        fetch: answering(409, { success: false, errorCode: 'ALREADY_RUNNING' }),
      }),
    ).toEqual({ ok: false, kind: 'alreadyRunning' });
    expect(await sendLaunch(launch, { fetch: answering(500, 'oops') })).toEqual({
      ok: false,
      kind: 'other',
    });
  });

  it('never sends a launch the contract refuses', async () => {
    const fetch = answering(200, { success: true });
    await expect(sendLaunch({ ...launch, platform: 9 as 1 }, { fetch })).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});
