import { AGENT_COMMAND, agentLaunchSchema, JOIN_KIND, PLATFORM } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { guestLaunch, webEntryUrl } from './launchRequest.ts';

const user = { userName: '참관 학부모', userType: 12, companyIdx: 1 };

describe('guestLaunch', () => {
  it('builds a launch the contract accepts, with command, room, user, platform and language', () => {
    const launch = guestLaunch({
      command: AGENT_COMMAND.JOIN,
      bodaAppMsg: '{"meetIdx":3}',
      room: { roomCode: 'RC000001', meetIdx: 3, inviteCode: '482915736', roomTitle: '수학' },
      user,
      language: 'en',
    });
    expect(agentLaunchSchema.safeParse(launch).success).toBe(true);
    expect(launch).toMatchObject({
      command: 'join',
      room: {
        roomCode: 'RC000001',
        meetIdx: 3,
        bodaAppMsg: '{"meetIdx":3}',
        joinKind: JOIN_KIND.JOIN,
      },
      user,
      platform: PLATFORM.APP,
      language: 'en',
    });
  });

  it('marks an open-join (meetIdx 0) and a created class as opening the class', () => {
    const openJoin = guestLaunch({
      command: AGENT_COMMAND.JOIN,
      bodaAppMsg: null,
      room: { meetIdx: 0 },
      user,
      language: 'ko',
    });
    expect(openJoin.room.joinKind).toBe(JOIN_KIND.OPEN_JOIN);
    const created = guestLaunch({
      command: AGENT_COMMAND.OPEN,
      bodaAppMsg: 'm',
      room: { meetIdx: 9 },
      user,
      language: 'ko',
    });
    expect(created.room.joinKind).toBe(JOIN_KIND.OPEN_JOIN);
  });
});

describe('webEntryUrl', () => {
  it('puts the message under the institution site', () => {
    expect(webEntryUrl('https://demo.boda.example', '{"a":1}')).toBe(
      'https://demo.boda.example/room/web?bodaAppMsg=%7B%22a%22%3A1%7D',
    );
    expect(webEntryUrl('https://demo.boda.example/base/', 'm')).toBe(
      'https://demo.boda.example/base/room/web?bodaAppMsg=m',
    );
  });
  it('is null without a site or a message', () => {
    expect(webEntryUrl(null, 'm')).toBeNull();
    expect(webEntryUrl('https://demo.boda.example', null)).toBeNull();
    expect(webEntryUrl('not a url', 'm')).toBeNull();
  });
});
