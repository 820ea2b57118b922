import type { AgentLaunch } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { useMockServer } from '../testing/setup.ts';
import { agent } from './agent.ts';
import { AGENT_ORIGIN, AGENT_PATH } from './protocol.ts';

useMockServer();

const student = () => {
  const user = db.users.find((candidate) => candidate.userId === 'student');
  if (!user) throw new Error('no student');
  return user;
};

const launchOf = (): AgentLaunch => ({
  command: 'join',
  room: { roomCode: 'R-100', meetIdx: 7, inviteCode: '123456789' },
  user: { userIdx: student().userIdx, userName: student().userName, userType: 12, companyIdx: 1 },
  platform: 1,
  language: 'ko',
});

const launch = (body: unknown) =>
  fetch(`${AGENT_ORIGIN}${AGENT_PATH.launch}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the fake local agent', () => {
  it('records each launch with command, room, user, platform and language', async () => {
    const response = await launch(launchOf());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(agent.launches).toHaveLength(1);
    expect(agent.lastLaunch).toMatchObject({ ...launchOf(), seq: 1, outcome: 'launched' });
    expect(agent.running).toBe(true);
    const status = await (await fetch(`${AGENT_ORIGIN}${AGENT_PATH.status}`)).json();
    expect(status).toMatchObject({ installed: true, running: true });
  });

  it('refuses a launch the contract refuses, without recording it', async () => {
    const response = await launch({ ...launchOf(), platform: 9 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, errorCode: 'BAD_REQUEST' });
    expect(agent.launches).toHaveLength(0);
  });

  it('is not there when the scenario says it is not installed (the connection fails)', async () => {
    scenario.set({ agent: 'notInstalled' });
    await expect(launch(launchOf())).rejects.toThrow();
    await expect(fetch(`${AGENT_ORIGIN}${AGENT_PATH.status}`)).rejects.toThrow();
    expect(agent.launches).toHaveLength(0);
  });

  it('answers already running when the scenario says so', async () => {
    scenario.set({ agent: 'alreadyRunning' });
    const response = await launch(launchOf());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, errorCode: 'ALREADY_RUNNING' });
    expect(agent.lastLaunch?.outcome).toBe('alreadyRunning');
  });

  it('acts as the classroom client of the launched user, against the mock server', async () => {
    await launch(launchOf());
    const client = await agent.actAsClient();
    expect(client.user.userId).toBe('student');
    expect(client.launch?.room.roomCode).toBe('R-100');
    const me = await client.call<{ result: { userId: string } }>('user.GET_ME');
    expect(me.status).toBe(200);
    expect(me.body.result.userId).toBe('student');
    const renamed = await client.call('user.MODIFY_ME', { userName: '박서윤별' });
    expect(renamed.status).toBe(200);
    expect(student().userName).toBe('박서윤별');
  });

  it('acts as a named user without a launch, and says so when it cannot', async () => {
    await expect(agent.actAsClient()).rejects.toThrow('no launch');
    const client = await agent.actAsClient({ userIdx: student().userIdx });
    expect(client.launch).toBeNull();
    expect((await client.call('messageRecv.EXIST_NEW')).status).toBe(200);
  });

  it('forgets its launches with the database', async () => {
    await launch(launchOf());
    resetDb();
    expect(agent.launches).toHaveLength(0);
    expect(agent.running).toBe(false);
  });
});
