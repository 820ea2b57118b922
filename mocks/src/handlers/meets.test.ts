import {
  AGENT_ORIGIN,
  AGENT_PATH,
  type AgentLaunch,
  classLogSchema,
  type EndpointName,
  JOIN_KIND,
  meetUserLogSchema,
  ROOM_LIST_SEARCH_TYPE,
  ROOM_STATE,
  type Room,
  signatureOf,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { agent } from '../agent/agent.ts';
import { seededRoom } from '../db/areas/classes.ts';
import { classLogJoins, classLogOf, classLogUsers, wireClassLog } from '../db/areas/classLogs.ts';
import { currentAttendees, runningMeetOf } from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

function demoUser(userId: string) {
  const user = db.users.find((row) => row.companyId === 'demo' && row.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
}

interface MeetRow {
  meetIdx: number;
  meetTitle: string;
  userCount: number;
  leaderName: string;
  endDatetime: string | null;
}

async function as(userId: string) {
  const { token } = await login(userId);
  const me = demoUser(userId);
  const call = <T = Record<string, never>>(
    name: EndpointName,
    fields: Record<string, unknown> = {},
  ) => callEndpoint<T>(name, { accessToken: token.access_token, fields });
  const myRoom = async (roomTitle: string) => {
    const { body } = await call<{ resultList: Room[] }>('room.LIST', {
      searchType: ROOM_LIST_SEARCH_TYPE.MINE,
      paging: false,
    });
    return body.resultList.find((room) => room.roomTitle === roomTitle);
  };
  /** The server's message for the member, as the class page asks for it (open calls). */
  const member = { companyIdx: me.companyIdx, nickName: me.userName, userType: me.userType };
  const openInfo = (fields: Record<string, unknown>) =>
    callEndpoint<{ result: { bodaAppMsg: string; roomCode: string; meetIdx: number } }>(
      'openRoom.OPEN_INFO',
      { fields: { ...member, ...fields } },
    );
  const joinInfo = (fields: Record<string, unknown>) =>
    callEndpoint<{ result: { bodaAppMsg: string } }>('openRoom.JOIN_INFO', {
      fields: { ...member, ...fields },
    });
  /** The local agent's launch, as the web sends it (shared/agent, areas/rooms/roomEntry). */
  const launch = async (command: string, room: Record<string, unknown>) => {
    const body: AgentLaunch = {
      command,
      room,
      user: {
        userIdx: me.userIdx,
        userName: me.userName,
        userType: me.userType,
        companyIdx: me.companyIdx,
      },
      platform: 1,
      language: 'ko',
    };
    const response = await fetch(`${AGENT_ORIGIN}${AGENT_PATH.launch}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return agent.lastLaunch?.entry ?? null;
  };
  return { call, me, myRoom, openInfo, joinInfo, launch };
}

describe('a live class, from the open to the close (issue 19 item 9)', () => {
  it('opens, fills, empties and closes, and the class log keeps every entry and exit', async () => {
    const room = seededRoom(db, '고1 수학 심화반');
    const teacher = await as('teacher');
    const student = await as('student');
    expect((await teacher.myRoom('고1 수학 심화반'))?.meet).toEqual({ exist: false });

    // The teacher opens the class as the class page does: OPEN_INFO names the room, the agent
    // launches the classroom client with the message, and the client (signed in as the teacher)
    // claims the entry.
    const opened = await teacher.openInfo({ roomCode: room.roomCode });
    expect(opened.status).toBe(200);
    const { meetIdx } = opened.body.result;
    const teacherEntry = await teacher.launch('open', {
      roomCode: room.roomCode,
      roomTitle: room.roomTitle,
      bodaAppMsg: opened.body.result.bodaAppMsg,
      joinKind: JOIN_KIND.OPEN_JOIN,
    });
    expect(teacherEntry).toMatchObject({ meetIdx });
    expect((await teacher.myRoom('고1 수학 심화반'))?.meet).toMatchObject({
      exist: true,
      meetIdx,
      currentUserNum: 1,
      userIdx: teacher.me.userIdx,
    });

    // The student joins: two inside; monitoring sees the class with both.
    const joined = await student.joinInfo({ roomCode: room.roomCode, meetIdx });
    const studentEntry = await student.launch('join', {
      roomCode: room.roomCode,
      meetIdx,
      bodaAppMsg: joined.body.result.bodaAppMsg,
      joinKind: JOIN_KIND.JOIN,
    });
    expect((await student.myRoom('고1 수학 심화반'))?.meet?.currentUserNum).toBe(2);
    const admin = await as('admin');
    const monitoring = await admin.call<{ resultList: MeetRow[] }>('meet.LIST', {
      searchKeyword: '심화',
    });
    expect(monitoring.body.resultList).toEqual([
      expect.objectContaining({ meetIdx, userCount: 2, leaderName: teacher.me.userName }),
    ]);
    const inside = await admin.call<{ resultList: { userIdx: number; userName: string }[] }>(
      'meetUser.LIST',
      { meetIdx },
    );
    expect(inside.body.resultList.map((row) => row.userIdx)).toEqual([
      teacher.me.userIdx,
      student.me.userIdx,
    ]);

    // The student's client quits, then comes back.
    agent.leaveClass({ meetIdx, userIdx: student.me.userIdx });
    expect((await teacher.myRoom('고1 수학 심화반'))?.meet?.currentUserNum).toBe(1);
    await student.launch('join', { roomCode: room.roomCode, meetIdx, joinKind: JOIN_KIND.JOIN });
    expect((await teacher.myRoom('고1 수학 심화반'))?.meet?.currentUserNum).toBe(2);
    expect(studentEntry).not.toEqual(agent.lastLaunch?.entry);

    // The teacher closes the class (remove false): it is gone, and its log is written.
    const closed = await teacher.call('roomJoin.CLOSE', {
      roomCode: room.roomCode,
      meetIdx,
      remove: false,
    });
    expect(closed.status).toBe(200);
    expect((await teacher.myRoom('고1 수학 심화반'))?.meet).toEqual({ exist: false });
    expect(room.roomStatus).toBe(ROOM_STATE.USE);
    const after = await admin.call<{ resultList: MeetRow[] }>('meet.LIST', {});
    expect(after.body.resultList.map((row) => row.meetIdx)).not.toContain(meetIdx);
    expect(
      (await errorOf(admin.call('meetUser.LIST', { meetIdx }))).code,
      'an ended class has no attendees list',
    ).toBe('WB-400-025');

    const log = classLogOf(db, meetIdx);
    if (!log) throw new Error('no class log');
    expect(classLogSchema.parse(wireClassLog(log))).toMatchObject({
      meetIdx,
      roomCode: room.roomCode,
      leaderName: teacher.me.userName,
      leaderId: 'teacher',
      userName: teacher.me.userName,
      userCount: 2,
    });
    expect(log.endDatetime).not.toBeNull();
    const joins = classLogJoins(log).map((row) => meetUserLogSchema.parse(row));
    expect(joins.map((row) => row.userIdx)).toEqual([
      teacher.me.userIdx,
      student.me.userIdx,
      student.me.userIdx,
    ]);
    expect(joins.every((row) => row.joinDatetime && row.quitDatetime)).toBe(true);
    const users = classLogUsers(log);
    expect(users).toHaveLength(2);
    expect(users.every((row) => (row.totalJoinTimeSec ?? -1) >= 0)).toBe(true);
    expect(currentAttendees(db, meetIdx)).toEqual([]);
    const ended = await teacher.call<{ result: MeetRow }>('meet.VIEW', { meetIdx });
    expect(ended.body.result).toMatchObject({ meetIdx, userCount: 2 });
    expect(ended.body.result.endDatetime).toBeTruthy();
  });

  it('lets the classroom client open and join without a message, by the rules of the room', async () => {
    const room = seededRoom(db, '고1 수학 심화반');
    const student = await as('student');
    // Author first: a student may not open it ("class not started").
    expect(await student.launch('join', { roomCode: room.roomCode, meetIdx: 0 })).toEqual({
      refused: 'WB-403-105',
    });
    expect(runningMeetOf(db, room.roomCode)).toBeUndefined();
    const teacher = await as('teacher');
    const opened = await teacher.launch('open', { roomCode: room.roomCode });
    if (!opened || !('meetIdx' in opened)) throw new Error('not opened');
    await student.launch('join', { roomCode: room.roomCode, meetIdx: opened.meetIdx });
    await student.launch('join', { roomCode: room.roomCode, meetIdx: opened.meetIdx });
    expect(runningMeetOf(db, room.roomCode)?.userCount).toBe(2);
    // The client quits: its user leaves the class.
    agent.closeClient();
    expect(runningMeetOf(db, room.roomCode)?.userCount).toBe(1);
    expect(await student.launch('join', { roomCode: room.roomCode, meetIdx: 424242 })).toEqual({
      refused: 'WB-400-025',
    });
    // A reserved room is entered by its owner, attendees and managers only.
    const outsider = await as('student20');
    expect(await outsider.launch('join', { roomCode: room.roomCode })).toEqual({
      refused: 'WB-403-112',
    });
  });

  it('counts a guest once: the join of JOIN_INFO, then the launch with its message', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const meet = runningMeetOf(db, room.roomCode);
    if (!meet) throw new Error('the seed runs this class');
    const before = meet.userCount;
    const joined = await callEndpoint<{ result: { bodaAppMsg: string } }>('openRoom.JOIN_INFO', {
      fields: {
        companyIdx: room.companyIdx,
        nickName: '참관 학부모',
        userType: 12,
        inviteCode: room.inviteCode,
        meetIdx: meet.meetIdx,
      },
    });
    expect(meet.userCount).toBe(before + 1);
    await fetch(`${AGENT_ORIGIN}${AGENT_PATH.launch}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        command: 'join',
        room: { inviteCode: room.inviteCode, bodaAppMsg: joined.body.result.bodaAppMsg },
        user: { userName: '참관 학부모', userType: 12, companyIdx: room.companyIdx },
        platform: 1,
        language: 'ko',
      }),
    });
    expect(meet.userCount).toBe(before + 1);
    const guest = currentAttendees(db, meet.meetIdx).at(-1);
    expect(guest).toMatchObject({ userIdx: 0, userName: '참관 학부모' });
  });

  it('a monitoring join looks on without being counted', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const meet = runningMeetOf(db, room.roomCode);
    if (!meet) throw new Error('the seed runs this class');
    const before = meet.userCount;
    const monitor = await as('monitor');
    const joined = await monitor.joinInfo({ roomCode: room.roomCode, meetIdx: meet.meetIdx });
    expect(joined.status).toBe(200);
    const entry = await monitor.launch('join', {
      roomCode: room.roomCode,
      meetIdx: meet.meetIdx,
      bodaAppMsg: joined.body.result.bodaAppMsg,
      joinKind: JOIN_KIND.MONITOR,
    });
    expect(entry).toEqual({ meetIdx: meet.meetIdx, monitor: true });
    expect(meet.userCount).toBe(before);
  });

  it('an instant class of the class page: OPEN_INFO with a title and password, the member owns it', async () => {
    const teacher = await as('teacher');
    const opened = await teacher.openInfo({ roomTitle: '질문 있는 사람', meetPwd: 'ab12' });
    expect(opened.status).toBe(200);
    await teacher.launch('open', { ...opened.body.result, joinKind: JOIN_KIND.OPEN_JOIN });
    const card = await teacher.myRoom('질문 있는 사람');
    expect(card).toMatchObject({
      roomShowType: 1,
      ownerUserIdx: teacher.me.userIdx,
      meet: { exist: true, meetPwd: 'ab12', currentUserNum: 1, userIdx: teacher.me.userIdx },
    });
    // It closes with its class.
    await teacher.call('roomJoin.CLOSE', {
      roomCode: card?.roomCode,
      meetIdx: card?.meet?.meetIdx,
      remove: false,
    });
    expect(await teacher.myRoom('질문 있는 사람')).toBeUndefined();
    expect(db.rooms.find((room) => room.roomCode === card?.roomCode)?.roomStatus).toBe(
      ROOM_STATE.CLOSE,
    );
    expect(
      (await errorOf(teacher.openInfo({ roomTitle: '수업', meetPwd: '123456789' }))).code,
    ).toBe('WB-400-212');
  });
});

describe('roomJoin.CLOSE permissions (screens.md §6)', () => {
  const close = (call: Awaited<ReturnType<typeof as>>['call'], roomTitle: string) => {
    const room = seededRoom(db, roomTitle);
    const meet = runningMeetOf(db, room.roomCode);
    return call('roomJoin.CLOSE', {
      roomCode: room.roomCode,
      meetIdx: meet?.meetIdx,
      remove: false,
    });
  };

  it("refuses an attendee who does not own the room, and a reserved room's non-owner starter", async () => {
    const denied = { status: 403, code: 'WB-403-102' };
    expect(await errorOf(close((await as('student')).call, '중2 수학 정규반'))).toEqual(denied);
    // student08 started 자율 학습실's class, but the room is reserved and openteacher's.
    expect(await errorOf(close((await as('student08')).call, '자율 학습실'))).toEqual(denied);
  });

  it("lets who started a non-reserved room's class close it, and monitoring (manage access)", async () => {
    const instant = seededRoom(db, '질문 받는 시간');
    instant.ownerUserIdx = demoUser('teacher01').userIdx;
    expect((await close((await as('openteacher')).call, '질문 받는 시간')).status).toBe(200);
    expect((await close((await as('admin')).call, '자율 학습실')).status).toBe(200);
    expect(runningMeetOf(db, seededRoom(db, '자율 학습실').roomCode)).toBeUndefined();
  });

  it('answers WB-400-025 for a class that is not running there', async () => {
    const { call } = await as('teacher');
    const room = seededRoom(db, '고1 수학 심화반');
    expect(
      await errorOf(call('roomJoin.CLOSE', { roomCode: room.roomCode, meetIdx: 1, remove: false })),
    ).toEqual({ status: 400, code: 'WB-400-025' });
  });
});

describe('meet.* and meetUser.*', () => {
  it('meet.LIST is for manage access, searchable and paged', async () => {
    expect((await errorOf((await as('student')).call('meet.LIST'))).code).toBe('WB-403-102');
    const admin = await as('admin');
    const all = await admin.call<{ resultList: MeetRow[] }>('meet.LIST');
    const live = db.meets.filter(
      (meet) => meet.companyIdx === admin.me.companyIdx && !meet.endDatetime,
    );
    expect(all.body.resultList.map((row) => row.meetIdx).sort()).toEqual(
      live.map((meet) => meet.meetIdx).sort(),
    );
    const paged = await admin.call<{ resultPage: { content: MeetRow[]; totalElements: number } }>(
      'meet.LIST',
      { page: 0, size: 2 },
    );
    expect(paged.body.resultPage.content).toHaveLength(2);
    expect(paged.body.resultPage.totalElements).toBe(live.length);
    const found = await admin.call<{ resultList: MeetRow[] }>('meet.LIST', {
      searchKeyword: '자율 학습',
    });
    expect(found.body.resultList.map((row) => row.meetTitle)).toEqual(['자율 학습실']);
  });

  it('meet.VIEW, VIEW_INVITE and meetUser.GET', async () => {
    const { call, me } = await as('teacher');
    const room = seededRoom(db, '중2 수학 정규반');
    const meet = runningMeetOf(db, room.roomCode);
    const view = await call<{ result: MeetRow }>('meet.VIEW', { meetIdx: meet?.meetIdx });
    expect(view.body.result).toMatchObject({ meetTitle: '중2 수학 정규반', userCount: 3 });
    expect((await errorOf(call('meet.VIEW', { meetIdx: 999999 }))).code).toBe('WB-400-025');
    const invite = await call<{ result: { meetIdx: number } }>('meet.VIEW_INVITE', {
      inviteCode: room.inviteCode,
    });
    expect(invite.body.result.meetIdx).toBe(meet?.meetIdx);
    const one = await call<{ result: { userIdx: number } }>('meetUser.GET', {
      meetIdx: meet?.meetIdx,
      userIdx: me.userIdx,
    });
    expect(one.body.result.userIdx).toBe(me.userIdx);
    const student = await as('student');
    expect((await errorOf(student.call('meetUser.LIST', { meetIdx: meet?.meetIdx }))).code).toBe(
      'WB-403-102',
    );
  });
});

describe("meetFile.* (reference files: the contract's upload rule, delete by the uploader)", () => {
  const pdf = (name = '학습지.pdf') =>
    new File([signatureOf('pdf'), new TextEncoder().encode('1.4 test')], name, {
      type: 'application/pdf',
    });

  it("lists the room's files, uploads one, downloads it and lets only the uploader delete", async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const student = await as('student');
    const listed = await student.call<{
      resultList: { fileIdx: number; orgFileName: string; regUserIdx: number; userNm: string }[];
    }>('meetFile.LIST', { roomCode: room.roomCode, meetIdx: 0, fileType: 1 });
    expect(listed.body.resultList.map((file) => file.orgFileName)).toEqual([
      '일차함수 개념 정리.pdf',
      '질문 사진.png',
    ]);
    const added = await student.call<{ resultList: { fileIdx: number; orgFileName: string }[] }>(
      'meetFile.ADD',
      { meetFile: { meetIdx: 0, fileType: 1, roomCode: room.roomCode }, uploadFile_0: pdf() },
    );
    expect(added.status).toBe(200);
    const fileIdx = added.body.resultList[0]?.fileIdx;
    const info = await student.call<{ result: { fileName: string } }>('meetFile.VIEW', {
      fileIdx,
    });
    expect(info.body.result.fileName).toBe('학습지.pdf');
    const download = await callEndpoint<string>('openMeetFile.DOWNLOAD_MEET_FILE', {
      fields: { fileIdx },
    });
    expect(download.contentType).toBe('application/pdf');
    expect(download.body.startsWith('%PDF-')).toBe(true);

    const teacherFile = listed.body.resultList.find((file) => file.orgFileName.endsWith('.pdf'));
    expect(await errorOf(student.call('meetFile.DEL', { fileIdx: teacherFile?.fileIdx }))).toEqual({
      status: 403,
      code: 'WB-403-102',
    });
    expect((await student.call('meetFile.DEL', { fileIdx })).status).toBe(200);
    expect((await errorOf(student.call('meetFile.VIEW', { fileIdx }))).code).toBe('WB-404-102');
  });

  it('uploads into the running class by meetIdx, listed by that class', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const meet = runningMeetOf(db, room.roomCode);
    const { call } = await as('teacher');
    await call('meetFile.ADD', {
      meetFile: { meetIdx: meet?.meetIdx, fileType: 1 },
      uploadFile_0: pdf('판서.pdf'),
      uploadFile_1: pdf('문제.pdf'),
    });
    const { body } = await call<{ resultList: { orgFileName: string }[] }>('meetFile.LIST', {
      meetIdx: meet?.meetIdx,
    });
    expect(body.resultList.map((file) => file.orgFileName)).toEqual(['판서.pdf', '문제.pdf']);
  });

  it('refuses what the reference-file rule refuses, and strangers to the room', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const { call } = await as('teacher');
    const add = (files: Record<string, File>, meetFile: Record<string, unknown> = {}) =>
      errorOf(
        call('meetFile.ADD', {
          meetFile: { meetIdx: 0, fileType: 1, roomCode: room.roomCode, ...meetFile },
          ...files,
        }),
      );
    const html = new File(['<html>'], 'notes.pdf', { type: 'application/pdf' });
    expect(await add({ uploadFile_0: html })).toEqual({ status: 400, code: 'WB-400-403' });
    expect(await add({ uploadFile_0: new File(['MZ'], 'tool.exe') })).toEqual({
      status: 400,
      code: 'WB-400-403',
    });
    const six = Object.fromEntries(
      Array.from({ length: 6 }, (_, n) => [`uploadFile_${n}`, pdf(`자료${n}.pdf`)]),
    );
    expect(await add(six)).toEqual({ status: 400, code: 'WB-400-401' });
    expect(await add({ uploadFile_0: pdf() }, { fileType: 2 })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    const stranger = await as('student20');
    expect(
      await errorOf(
        stranger.call('meetFile.ADD', {
          meetFile: { meetIdx: 0, fileType: 1, roomCode: room.roomCode },
          uploadFile_0: pdf(),
        }),
      ),
    ).toEqual({ status: 403, code: 'WB-403-102' });
    expect(db.meetFiles.filter((file) => file.roomCode === room.roomCode)).toHaveLength(2);
  });
});
