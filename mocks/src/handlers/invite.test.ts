import { describe, expect, it } from 'vitest';
import { DEMO_INVITE, runningMeetOf } from '../db/areas/rooms.ts';
import { DEMO_COMPANY_IDX, db } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, useMockServer } from '../testing/setup.ts';
import { INVITE_ERROR } from './invite.ts';

useMockServer();

interface Lookup {
  result: { meetIdx: number; meetTitle: string; roomCode: string };
  defaultSetting: { company: { companyIdx: number; companyId: string } };
}
const lookup = (inviteCode: string) =>
  callEndpoint<Lookup>('openMeet.VIEW', { fields: { inviteCode, searchType: 1 } });

const guest = { companyIdx: DEMO_COMPANY_IDX, nickName: '참관 학부모', userType: 12 };

describe('the invite lookup (openMeet.VIEW)', () => {
  it('answers a running class with its meet and the institution', async () => {
    const { status, body } = await lookup(DEMO_INVITE.running);
    expect(status).toBe(200);
    expect(body.result.meetIdx).toBeGreaterThan(0);
    expect(body.result.meetTitle).toBe('수학 A반 - 일차방정식');
    expect(body.defaultSetting.company).toMatchObject({ companyIdx: 1, companyId: 'demo' });
  });

  it('answers meetIdx 0 (open-join) for a room anyone may open', async () => {
    const { body } = await lookup(DEMO_INVITE.openJoin);
    expect(body.result).toMatchObject({ meetIdx: 0, meetTitle: '수학 B반 자율 학습' });
  });

  it('names another institution for its code', async () => {
    const { body } = await lookup(DEMO_INVITE.otherCompany);
    expect(body.defaultSetting.company.companyId).toBe('hanbit');
  });

  it.each([
    [DEMO_INVITE.unknown, 400, INVITE_ERROR.invalidInvite],
    [DEMO_INVITE.notStarted, 403, INVITE_ERROR.notStarted],
    [DEMO_INVITE.closed, 403, INVITE_ERROR.notFound],
  ])('answers %s with %i %s', async (code, status, errorCode) => {
    expect(await errorOf(lookup(code))).toEqual({ status, code: errorCode });
  });

  it('refuses a code that is not 9 digits', async () => {
    expect((await errorOf(lookup('12345'))).code).toBe(INVITE_ERROR.badRequest);
  });
});

describe('the meeting check (openMeet.OPEN_VIEW)', () => {
  it('finds the running meet, and answers WB-400-025 once it has ended', async () => {
    const { body } = await lookup(DEMO_INVITE.running);
    const fields = { roomCode: body.result.roomCode, meetIdx: body.result.meetIdx };
    const check = await callEndpoint<{ result: { meetIdx: number } }>('openMeet.OPEN_VIEW', {
      fields,
    });
    expect(check.body.result.meetIdx).toBe(fields.meetIdx);
    const meet = runningMeetOf(db, fields.roomCode);
    if (!meet) throw new Error('no running meet');
    meet.endDatetime = '2025-09-18 20:00:00';
    expect(await errorOf(callEndpoint('openMeet.OPEN_VIEW', { fields }))).toEqual({
      status: 400,
      code: INVITE_ERROR.meetNotExist,
    });
  });
});

describe('a guest joins (openRoom.JOIN_INFO)', () => {
  it('hands out the client message and counts the guest', async () => {
    const { body } = await lookup(DEMO_INVITE.running);
    const meet = runningMeetOf(db, body.result.roomCode);
    const before = meet?.userCount ?? 0;
    const { status, body: joined } = await callEndpoint<{ result: { bodaAppMsg: string } }>(
      'openRoom.JOIN_INFO',
      {
        fields: {
          ...guest,
          inviteCode: DEMO_INVITE.running,
          roomCode: body.result.roomCode,
          meetIdx: body.result.meetIdx,
        },
      },
    );
    expect(status).toBe(200);
    expect(JSON.parse(joined.result.bodaAppMsg)).toMatchObject({
      meetIdx: body.result.meetIdx,
      nickName: '참관 학부모',
      userType: 12,
      joinKind: 2,
    });
    expect(meet?.userCount).toBe(before + 1);
  });

  it('opens the class of an open-join room, so the next lookup finds it running', async () => {
    const { body } = await lookup(DEMO_INVITE.openJoin);
    await callEndpoint('openRoom.JOIN_INFO', {
      fields: { ...guest, inviteCode: DEMO_INVITE.openJoin, meetIdx: 0 },
    });
    const again = await lookup(DEMO_INVITE.openJoin);
    expect(again.body.result.meetIdx).toBeGreaterThan(0);
    expect(again.body.result.roomCode).toBe(body.result.roomCode);
  });

  it('refuses what the spec refuses', async () => {
    const join = (fields: Record<string, unknown>) =>
      errorOf(callEndpoint('openRoom.JOIN_INFO', { fields: { ...guest, ...fields } }));
    // Another institution's code on the demo institution's page.
    expect(await join({ inviteCode: DEMO_INVITE.otherCompany })).toMatchObject({
      code: INVITE_ERROR.invalidInvite,
    });
    expect(await join({ companyIdx: 99, inviteCode: DEMO_INVITE.running })).toMatchObject({
      code: INVITE_ERROR.companyNotFound,
    });
    expect(await join({ inviteCode: DEMO_INVITE.running, meetIdx: 424242 })).toMatchObject({
      code: INVITE_ERROR.meetNotExist,
    });
    expect(await join({ inviteCode: DEMO_INVITE.notStarted })).toMatchObject({
      code: INVITE_ERROR.notStarted,
    });
    expect(await join({ inviteCode: DEMO_INVITE.running, nickName: '  ' })).toMatchObject({
      code: INVITE_ERROR.badRequest,
    });
    expect(await join({ inviteCode: DEMO_INVITE.running, nickName: 'x'.repeat(33) })).toMatchObject(
      { code: INVITE_ERROR.badRequest },
    );
    expect(await join({ inviteCode: DEMO_INVITE.running, userType: undefined })).toMatchObject({
      code: INVITE_ERROR.badRequest,
    });
  });

  it('answers a forced WB-400-232 (config not reloaded)', async () => {
    scenario.forceError('openRoom.JOIN_INFO', INVITE_ERROR.configNotReloaded, { times: 1 });
    const fields = { ...guest, inviteCode: DEMO_INVITE.running };
    expect(await errorOf(callEndpoint('openRoom.JOIN_INFO', { fields }))).toEqual({
      status: 400,
      code: INVITE_ERROR.configNotReloaded,
    });
  });
});

describe('a guest opens a class (openRoom.OPEN_INFO)', () => {
  it('creates an instant room with a running class and a fresh invite code', async () => {
    const { status, body } = await callEndpoint<{
      result: { bodaAppMsg: string; inviteCode: string; meetIdx: number };
    }>('openRoom.OPEN_INFO', {
      fields: { ...guest, userType: 11, roomTitle: '보충 수업' },
    });
    expect(status).toBe(200);
    expect(body.result.inviteCode).toMatch(/^\d{9}$/);
    const found = await lookup(body.result.inviteCode);
    expect(found.body.result).toMatchObject({
      meetIdx: body.result.meetIdx,
      meetTitle: '보충 수업',
    });
    expect(JSON.parse(body.result.bodaAppMsg)).toMatchObject({ joinKind: 1, userType: 11 });
  });

  it('refuses a user type without the meeting-open permission, and a blank title', async () => {
    const open = (fields: Record<string, unknown>) =>
      errorOf(callEndpoint('openRoom.OPEN_INFO', { fields: { ...guest, ...fields } }));
    expect(await open({ userType: 12, roomTitle: '보충 수업' })).toMatchObject({
      code: INVITE_ERROR.badRequest,
    });
    expect(await open({ userType: 11, roomTitle: ' ' })).toMatchObject({
      code: INVITE_ERROR.badRequest,
    });
    expect(await open({ userType: 11, roomTitle: 'x'.repeat(101) })).toMatchObject({
      code: INVITE_ERROR.badRequest,
    });
    expect(await open({ companyIdx: undefined, userType: 11, roomTitle: '수업' })).toMatchObject({
      code: INVITE_ERROR.badRequest,
    });
  });
});

describe('a member opens a class of a room (openRoom.OPEN_INFO with roomCode, the class page)', () => {
  const room = (inviteCode: string) => {
    const found = db.rooms.find((candidate) => candidate.inviteCode === inviteCode);
    if (!found) throw new Error(`no room ${inviteCode}`);
    return found;
  };

  it('opens the class of an author-first room for a type that may open classes', async () => {
    const target = room(DEMO_INVITE.notStarted);
    const { status, body } = await callEndpoint<{ result: { meetIdx: number; roomCode: string } }>(
      'openRoom.OPEN_INFO',
      { fields: { ...guest, nickName: '김민지', userType: 11, roomCode: target.roomCode } },
    );
    expect(status).toBe(200);
    expect(runningMeetOf(db, target.roomCode)?.meetIdx).toBe(body.result.meetIdx);
    expect(runningMeetOf(db, target.roomCode)?.userCount).toBe(1);
  });

  it('answers WB-403-105 to a type that may not, and enters a class that runs already', async () => {
    const target = room(DEMO_INVITE.notStarted);
    expect(
      await errorOf(
        callEndpoint('openRoom.OPEN_INFO', { fields: { ...guest, roomCode: target.roomCode } }),
      ),
    ).toEqual({ status: 403, code: INVITE_ERROR.notStarted });
    const running = room(DEMO_INVITE.running);
    const meet = runningMeetOf(db, running.roomCode);
    const { body } = await callEndpoint<{ result: { meetIdx: number } }>('openRoom.OPEN_INFO', {
      fields: { ...guest, roomCode: running.roomCode },
    });
    expect(body.result.meetIdx).toBe(meet?.meetIdx);
  });

  it('a monitoring join (user type 4) needs a running class and is not counted', async () => {
    const running = room(DEMO_INVITE.running);
    const meet = runningMeetOf(db, running.roomCode);
    const monitor = { ...guest, userType: 4, roomCode: running.roomCode };
    const joined = await callEndpoint('openRoom.JOIN_INFO', {
      fields: { ...monitor, meetIdx: meet?.meetIdx },
    });
    expect(joined.status).toBe(200);
    expect(meet?.userCount).toBe(0);
    expect(
      await errorOf(
        callEndpoint('openRoom.JOIN_INFO', {
          fields: { ...monitor, roomCode: room(DEMO_INVITE.openJoin).roomCode, meetIdx: 0 },
        }),
      ),
    ).toEqual({ status: 400, code: INVITE_ERROR.meetNotExist });
  });
});
