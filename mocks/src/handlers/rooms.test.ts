import {
  type EndpointName,
  formatWireDateTime,
  ROOM_LIST_SEARCH_TYPE,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type Room,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Body = {
  result: Room;
  resultList: Room[];
  resultPage: { content: Room[]; totalElements: number };
};

const { MINE, INSTITUTION } = ROOM_LIST_SEARCH_TYPE;

function demoUser(userId: string, companyId = 'demo') {
  const user = db.users.find((row) => row.companyId === companyId && row.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
}

async function as(userId: string, companyId = 'demo') {
  const { token } = await login(userId, { companyId });
  const call = <T = Body>(name: EndpointName, fields: Record<string, unknown> = {}) =>
    callEndpoint<T>(name, { accessToken: token.access_token, fields });
  const list = async (fields: Record<string, unknown>) =>
    (await call('room.LIST', { paging: false, ...fields })).body.resultList;
  return { call, list, me: demoUser(userId, companyId) };
}

const titles = (rooms: Room[]) => rooms.map((room) => room.roomTitle);

/** A wire datetime `days` from today at a time of day. */
function dayFromToday(days: number, time = '00:00:00') {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${formatWireDateTime(date).slice(0, 10)} ${time}`;
}

describe('room.LIST searchType 2: the institution\'s rooms (foundation.md §7 Room "GET LIST (searchType 2)")', () => {
  it("lists the reserved rooms in use by title, whole or paged, without another institution's", async () => {
    const { list, call, me } = await as('student');
    const expected = db.rooms.filter(
      (room) =>
        room.companyIdx === me.companyIdx &&
        room.roomShowType !== ROOM_OPEN_TYPE.INSTANT &&
        room.roomStatus === ROOM_STATE.USE,
    );
    expect(expected.length).toBeGreaterThan(4);
    const rooms = await list({ searchType: INSTITUTION });
    expect(rooms.map((room) => room.roomCode).sort()).toEqual(
      expected.map((room) => room.roomCode).sort(),
    );
    expect(titles(rooms)).toEqual([...titles(rooms)].sort((a, b) => a.localeCompare(b, 'ko')));
    expect(rooms[0]).not.toHaveProperty('companyIdx');
    expect(rooms[0]).not.toHaveProperty('meetPwd');
    const paged = await call('room.LIST', { searchType: INSTITUTION, page: 0, size: 2 });
    expect(paged.body.resultPage.content).toHaveLength(2);
    expect(paged.body.resultPage.totalElements).toBe(expected.length);
    // searchType 2 is the default (the unit-price tab's classrooms before the rooms issue).
    expect((await list({})).length).toBe(expected.length);
  });

  it('gives a caller with manage access the hidden rooms too, never closed or instant ones', async () => {
    const { list } = await as('admin');
    const rooms = titles(await list({ searchType: INSTITUTION }));
    expect(rooms).toContain('여름방학 특강');
    expect(rooms).not.toContain('작년 겨울 특강');
    expect(rooms).not.toContain('질문 받는 시간');
    const student = titles(await (await as('student')).list({ searchType: INSTITUTION }));
    expect(student).not.toContain('여름방학 특강');
  });

  it('finds rooms by part of the title', async () => {
    const { list } = await as('admin');
    const found = await list({ searchType: INSTITUTION, searchKeyword: ' 정규 ' });
    expect(titles(found).sort()).toEqual(['수학 A반 정규 수업', '중2 수학 정규반']);
  });

  it('refuses a search type it does not know', async () => {
    const { call } = await as('admin');
    expect((await errorOf(call('room.LIST', { searchType: 7 }))).code).toBe('WB-400-212');
  });
});

describe('room.LIST searchType 1: the class page (assumed MINE)', () => {
  it("lists the teacher's own and attended rooms, hidden ones included, live classes first", async () => {
    const { list, me } = await as('teacher');
    const rooms = await list({ searchType: MINE });
    expect(titles(rooms)).toEqual(
      expect.arrayContaining([
        '수학 A반 정규 수업',
        '수학 B반 자율 학습',
        '수학 심화반',
        '중2 수학 정규반',
        '고1 수학 심화반',
        '여름방학 특강',
        '자율 학습실',
      ]),
    );
    // Closed rooms, and instant rooms whose class the teacher is not in, are not the teacher's.
    expect(titles(rooms)).not.toContain('작년 겨울 특강');
    expect(titles(rooms)).not.toContain('지난주 질문 보충');
    expect(titles(rooms)).not.toContain('질문 받는 시간');
    const live = rooms.map((room) => Boolean(room.meet?.exist));
    expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
    const hidden = rooms.find((room) => room.roomTitle === '여름방학 특강');
    expect(hidden?.roomStatus).toBe(ROOM_STATE.HIDE);

    const regular = rooms.find((room) => room.roomTitle === '중2 수학 정규반');
    expect(regular?.meet).toMatchObject({
      exist: true,
      meetTitle: '중2 수학 정규반',
      currentUserNum: 3,
      userIdx: me.userIdx,
    });
    expect(regular?.meet?.inviteCode).toMatch(/^\d{9}$/);
    expect(regular?.ownerUser).toMatchObject({ userName: me.userName });
    expect(regular?.roomUserList).toHaveLength(6);
    expect(regular?.roomBookList?.[0]?.book?.bookName).toBeTruthy();
    const notStarted = rooms.find((room) => room.roomTitle === '고1 수학 심화반');
    expect(notStarted?.meet).toEqual({ exist: false });
    expect(notStarted?.roomOpenType).toBe(1);
    const unlimited = rooms.find((room) => room.roomTitle === '자율 학습실');
    expect(unlimited?.showEndDatetime?.startsWith('9999')).toBe(true);
  });

  it('gives the student the instant class they are in, and openteacher the one they run', async () => {
    const student = titles(await (await as('student')).list({ searchType: MINE }));
    expect(student).toContain('질문 받는 시간');
    expect(student).toContain('여름방학 특강');
    expect(student).not.toContain('작년 겨울 특강');
    const open = await (await as('openteacher')).list({ searchType: MINE });
    expect(titles(open).sort()).toEqual(['자율 학습실', '질문 받는 시간']);
    expect(open.find((room) => room.roomTitle === '질문 받는 시간')?.meet).toMatchObject({
      exist: true,
      meetPwd: '2580',
      currentUserNum: 2,
    });
  });
});

describe('room.VIEW', () => {
  it('answers a room of the institution with its template, attendees and books', async () => {
    const { call } = await as('student');
    const regular = seededRoom(db, '중2 수학 정규반');
    const { body } = await call('room.VIEW', { roomCode: regular.roomCode });
    expect(body.result).toMatchObject({
      roomCode: regular.roomCode,
      template: { templateName: '기본 수업' },
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
    });
    expect(body.result.roomBookList).toHaveLength(2);
    const other = db.rooms.find((room) => room.companyIdx !== regular.companyIdx);
    expect((await errorOf(call('room.VIEW', { roomCode: other?.roomCode }))).code).toBe(
      'WB-400-212',
    );
  });
});

describe('room.ADD and room.MOD (screens.md §5 "Rooms and attendees", §9 periods)', () => {
  const templateIdx = () =>
    db.roomTemplates.find((template) => template.companyIdx === demoUser('teacher').companyIdx)
      ?.templateIdx;

  it('registers a reserved room with a fresh 9-digit invite code, its attendees and six months', async () => {
    const { call, list, me } = await as('teacher');
    const codes = new Set(db.rooms.map((room) => room.inviteCode));
    const { status, body } = await call('room.ADD', {
      room: { roomTitle: '  중3 수학  ', templateIdx: templateIdx(), roomType: 2 },
      roomUserList: [
        { userIdx: demoUser('student').userIdx },
        { userIdx: demoUser('student10').userIdx },
      ],
    });
    expect(status).toBe(200);
    const room = body.result;
    expect(room).toMatchObject({
      roomTitle: '중3 수학',
      ownerUserIdx: me.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomStatus: ROOM_STATE.USE,
      roomOpenType: 0,
      meet: { exist: false },
    });
    expect(room.inviteCode).toMatch(/^\d{9}$/);
    expect(codes.has(room.inviteCode ?? '')).toBe(false);
    expect(room.roomUserList?.map((user) => user.userIdx)).toHaveLength(2);
    const months =
      new Date(room.showEndDatetime ?? '').getMonth() -
      new Date(room.showDatetime ?? '').getMonth();
    expect((months + 12) % 12).toBe(6);
    expect(titles(await list({ searchType: MINE }))).toContain('중3 수학');
  });

  it('refuses what the room form refuses', async () => {
    const { call } = await as('teacher');
    const add = (room: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      errorOf(
        call('room.ADD', {
          room: { roomTitle: '새 반', templateIdx: templateIdx(), ...room },
          ...extra,
        }),
      );
    const bad = { status: 400, code: 'WB-400-212' };
    expect(await add({ roomTitle: '   ' })).toEqual(bad);
    expect(await add({ roomTitle: 'x'.repeat(51) })).toEqual(bad);
    expect(await add({ templateIdx: undefined })).toEqual(bad);
    expect(await add({ templateIdx: 99999 })).toEqual(bad);
    expect(await add({ showDatetime: dayFromToday(-1) })).toEqual(bad);
    expect(
      await add({ showDatetime: dayFromToday(0), showEndDatetime: dayFromToday(400, '23:59:59') }),
    ).toEqual(bad);
    expect(await add({ roomStatus: ROOM_STATE.CLOSE })).toEqual(bad);
    expect(await add({ meetPwd: '12 34' })).toEqual(bad);
    expect(await add({ roomShowType: ROOM_OPEN_TYPE.TASK })).toEqual(bad);
    // A leader must be a teacher; attendees must be of the institution.
    expect(await add({ ownerUserIdx: demoUser('student').userIdx })).toEqual(bad);
    expect(
      await add(
        {},
        { roomUserList: [{ userIdx: demoUser('hanbit.teacher01', 'hanbit').userIdx }] },
      ),
    ).toEqual(bad);
    // The unlimited period (year 9999) and a year from today are fine.
    const unlimited = await call('room.ADD', {
      room: {
        roomTitle: '무제한 반',
        templateIdx: templateIdx(),
        showDatetime: dayFromToday(0),
        showEndDatetime: '9999-12-31 23:59:59',
      },
    });
    expect(unlimited.status).toBe(200);
  });

  it('needs ROOM_REG for a reserved room and MEET_OPEN for an instant class (WB-403-102)', async () => {
    const student = await as('student');
    const denied = { status: 403, code: 'WB-403-102' };
    expect(
      await errorOf(
        student.call('room.ADD', { room: { roomTitle: '반', templateIdx: templateIdx() } }),
      ),
    ).toEqual(denied);
    expect(
      await errorOf(
        student.call('room.ADD', {
          room: { roomTitle: '질문', roomShowType: ROOM_OPEN_TYPE.INSTANT },
        }),
      ),
    ).toEqual(denied);
    const teacher = await as('teacher');
    const instant = await teacher.call('room.ADD', {
      room: {
        roomTitle: '즉석 수업'.padEnd(100, '!'),
        roomShowType: ROOM_OPEN_TYPE.INSTANT,
        meetPwd: 'a1!',
      },
    });
    expect(instant.body.result).toMatchObject({
      roomShowType: ROOM_OPEN_TYPE.INSTANT,
      meet: { exist: false },
    });
    expect(instant.body.result.showEndDatetime?.startsWith('9999')).toBe(true);
  });

  it('a manager registers a room for a teacher, who then owns it', async () => {
    const admin = await as('admin');
    const teacher01 = demoUser('teacher01');
    const { body } = await admin.call('room.ADD', {
      room: {
        roomTitle: '관리자가 만든 반',
        templateIdx: templateIdx(),
        ownerUserIdx: teacher01.userIdx,
      },
    });
    expect(body.result.ownerUser).toMatchObject({ userName: teacher01.userName });
    const mine = await (await as('teacher01')).list({ searchType: MINE });
    expect(titles(mine)).toContain('관리자가 만든 반');
  });

  it('changes what it is sent: title, leader, hiding, attendees in and out', async () => {
    const { call } = await as('teacher');
    const room = seededRoom(db, '고1 수학 심화반');
    const student06 = demoUser('student06');
    const { status, body } = await call('room.MOD', {
      room: {
        roomCode: room.roomCode,
        roomTitle: '고1 수학 심화반 (2학기)',
        roomStatus: ROOM_STATE.HIDE,
        // The saved start has passed; sent back unchanged, it stays.
        showDatetime: room.showDatetime,
      },
      roomUserList: [{ userIdx: student06.userIdx }],
      delUserList: [{ userIdx: demoUser('student03').userIdx }],
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      roomTitle: '고1 수학 심화반 (2학기)',
      roomStatus: ROOM_STATE.HIDE,
    });
    expect(body.result.roomUserList?.map((user) => user.userIdx)).toContain(student06.userIdx);
    expect(body.result.roomUserList?.map((user) => user.userIdx)).not.toContain(
      demoUser('student03').userIdx,
    );
    // The leader changes to another teacher; never to a student; the open type never changes.
    const teacher01 = demoUser('teacher01');
    const moved = await call('room.MOD', {
      room: { roomCode: room.roomCode, ownerUserIdx: teacher01.userIdx },
    });
    expect(moved.body.result.ownerUserIdx).toBe(teacher01.userIdx);
    const again = await as('admin');
    expect(
      (
        await errorOf(
          again.call('room.MOD', {
            room: { roomCode: room.roomCode, ownerUserIdx: demoUser('student').userIdx },
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    expect(
      (
        await errorOf(
          again.call('room.MOD', {
            room: { roomCode: room.roomCode, roomShowType: ROOM_OPEN_TYPE.INSTANT },
          }),
        )
      ).code,
    ).toBe('WB-400-212');
  });

  it('lets only the owner or a manager change a room (WB-403-102)', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    for (const userId of ['student', 'monitor']) {
      const { call } = await as(userId);
      expect(
        await errorOf(call('room.MOD', { room: { roomCode: room.roomCode, roomTitle: '바꿈' } })),
      ).toEqual({ status: 403, code: 'WB-403-102' });
    }
  });
});

describe('room.DEL (screens.md §4, §8)', () => {
  it('closes a room of its owner: it leaves every list', async () => {
    const { call, list } = await as('teacher');
    const room = seededRoom(db, '고1 수학 심화반');
    expect((await call('room.DEL', { roomCode: room.roomCode })).status).toBe(200);
    expect(room.roomStatus).toBe(ROOM_STATE.CLOSE);
    expect(titles(await list({ searchType: MINE }))).not.toContain('고1 수학 심화반');
    expect(titles(await list({ searchType: INSTITUTION }))).not.toContain('고1 수학 심화반');
    expect((await errorOf(call('room.DEL', { roomCode: room.roomCode }))).code).toBe('WB-400-212');
  });

  it('answers WB-403-105 to a caller without delete permission', async () => {
    const room = seededRoom(db, '고1 수학 심화반');
    for (const userId of ['student', 'monitor']) {
      const { call } = await as(userId);
      expect(await errorOf(call('room.DEL', { roomCode: room.roomCode }))).toEqual({
        status: 403,
        code: 'WB-403-105',
      });
    }
    expect(room.roomStatus).toBe(ROOM_STATE.USE);
  });

  it('refuses a room whose class is running (assumed WB-400-212)', async () => {
    const { call } = await as('teacher');
    const room = seededRoom(db, '중2 수학 정규반');
    expect(await errorOf(call('room.DEL', { roomCode: room.roomCode }))).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    expect(room.roomStatus).toBe(ROOM_STATE.USE);
  });
});

describe('roomUser.* (attendees)', () => {
  it('registers oneself (the invite join), and others only as owner or manager', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const student10 = await as('student10');
    expect(
      (
        await student10.call('roomUser.ADD', {
          roomCode: room.roomCode,
          userIdx: student10.me.userIdx,
        })
      ).status,
    ).toBe(200);
    expect(room.roomUserList.map((user) => user.userIdx)).toContain(student10.me.userIdx);
    const other = demoUser('student11').userIdx;
    expect(
      await errorOf(student10.call('roomUser.ADD', { roomCode: room.roomCode, userIdx: other })),
    ).toEqual({ status: 403, code: 'WB-403-102' });

    const teacher = await as('teacher');
    const idx = ['student11', 'student12'].map((id) => demoUser(id).userIdx);
    await teacher.call('roomUser.ADD_LIST', { roomCode: room.roomCode, userIdxList: idx });
    const listed = await teacher.call<{ resultList: { userIdx: number; userName: string }[] }>(
      'roomUser.LIST',
      { roomCode: room.roomCode },
    );
    expect(listed.body.resultList.map((user) => user.userIdx)).toEqual(expect.arrayContaining(idx));
    const paged = await teacher.call('roomUser.LIST', {
      roomCode: room.roomCode,
      page: 0,
      size: 1000,
    });
    expect(paged.body.resultPage.totalElements).toBe(room.roomUserList.length);
    await teacher.call('roomUser.DEL', { roomCode: room.roomCode, userIdx: idx[0] });
    await teacher.call('roomUser.DEL_LIST', {
      roomCode: room.roomCode,
      userIdxList: [idx[1], student10.me.userIdx],
    });
    expect(room.roomUserList.map((user) => user.userIdx)).not.toEqual(
      expect.arrayContaining([idx[0]]),
    );
    expect(room.roomUserList.some((user) => idx.includes(user.userIdx))).toBe(false);
    expect(
      (await errorOf(student10.call('roomUser.DEL', { roomCode: room.roomCode, userIdx: other })))
        .code,
    ).toBe('WB-403-102');
  });
});

describe('roomTemplate.LIST', () => {
  it("answers the institution's templates, and none where it has none (the web's WE_5005)", async () => {
    const demo = await as('teacher');
    const { body } = await demo.call<{ resultList: { templateName: string }[] }>(
      'roomTemplate.LIST',
    );
    expect(body.resultList.map((template) => template.templateName)).toEqual([
      '기본 수업',
      '1:1 첨삭 수업',
      '발표 세미나',
    ]);
    const hanbit = await as('hanbit.teacher01', 'hanbit');
    const none = await hanbit.call<{ resultList: unknown[] }>('roomTemplate.LIST');
    expect(none.body.resultList).toEqual([]);
    expect((await errorOf(hanbit.call('room.ADD', { room: { roomTitle: '반' } }))).code).toBe(
      'WB-400-212',
    );
  });
});

describe('roomBook.* (room books: the fourth web-function flag)', () => {
  it('adds class books, updates the last-read range and removes them', async () => {
    const { call } = await as('teacher');
    const room = seededRoom(db, '고1 수학 심화반');
    const classBook = db.books.find(
      (book) => book.companyIdx === room.companyIdx && book.bookType === 1,
    );
    const taskBook = db.books.find(
      (book) => book.companyIdx === room.companyIdx && book.bookType === 2,
    );
    if (!classBook || !taskBook) throw new Error('the seed has class and task books');
    await call('roomBook.ADD_MULTI', { roomCode: room.roomCode, bookIdxList: [classBook.bookIdx] });
    await call('roomBook.MOD', {
      roomBook: {
        roomCode: room.roomCode,
        bookIdx: classBook.bookIdx,
        lastReadStart: 2,
        lastReadEnd: 4,
      },
    });
    const { body } = await call<{
      resultList: { bookIdx: number; lastReadStart: number; book: { bookName: string } }[];
    }>('roomBook.LIST', { roomCode: room.roomCode, paging: false });
    expect(body.resultList).toEqual([
      expect.objectContaining({
        bookIdx: classBook.bookIdx,
        lastReadStart: 2,
        lastReadEnd: 4,
        book: expect.objectContaining({ bookName: classBook.bookName }),
      }),
    ]);
    const bad = { status: 400, code: 'WB-400-212' };
    expect(
      await errorOf(
        call('roomBook.ADD_MULTI', { roomCode: room.roomCode, bookIdxList: [taskBook.bookIdx] }),
      ),
    ).toEqual(bad);
    expect(
      await errorOf(
        call('roomBook.MOD', {
          roomBook: {
            roomCode: room.roomCode,
            bookIdx: classBook.bookIdx,
            lastReadStart: 5,
            lastReadEnd: 4,
          },
        }),
      ),
    ).toEqual(bad);
    expect(
      await errorOf(
        call('roomBook.MOD', {
          roomBook: {
            roomCode: room.roomCode,
            bookIdx: classBook.bookIdx,
            lastReadEnd: classBook.pageCount + 1,
          },
        }),
      ),
    ).toEqual(bad);
    await call('roomBook.DEL_MULTI', { roomCode: room.roomCode, bookIdxList: [classBook.bookIdx] });
    expect(room.roomBookList).toEqual([]);
  });

  it('refuses a non-owner, and everyone while the feature is off (WB-403-102)', async () => {
    const room = seededRoom(db, '중2 수학 정규반');
    const bookIdx = room.roomBookList[0]?.bookIdx;
    const student = await as('student');
    expect(
      await errorOf(
        student.call('roomBook.DEL_MULTI', { roomCode: room.roomCode, bookIdxList: [bookIdx] }),
      ),
    ).toEqual({ status: 403, code: 'WB-403-102' });
    const company = db.companies.find((candidate) => candidate.companyIdx === room.companyIdx);
    if (!company) throw new Error('no demo institution');
    company.cfg = company.cfg.replace(/WEB_FUNC_USE=(\d),(\d),(\d),1/, 'WEB_FUNC_USE=$1,$2,$3,0');
    const teacher = await as('teacher');
    expect(
      await errorOf(
        teacher.call('roomBook.DEL_MULTI', { roomCode: room.roomCode, bookIdxList: [bookIdx] }),
      ),
    ).toEqual({ status: 403, code: 'WB-403-102' });
    expect(room.roomBookList).toHaveLength(2);
  });
});

describe('the seed of the class page (issue 19 item 9)', () => {
  it('holds rooms in every state for the demo accounts, live and past classes, books and files', () => {
    const demo = demoUser('teacher').companyIdx;
    const rooms = db.rooms.filter((room) => room.companyIdx === demo);
    const live = (room: (typeof rooms)[number]) =>
      db.meets.some((meet) => meet.roomCode === room.roomCode && meet.endDatetime === null);
    for (const state of [ROOM_STATE.USE, ROOM_STATE.HIDE, ROOM_STATE.CLOSE]) {
      expect(
        rooms.some((room) => room.roomStatus === state),
        `state ${state}`,
      ).toBe(true);
    }
    for (const type of [ROOM_OPEN_TYPE.INSTANT, ROOM_OPEN_TYPE.RESERVED]) {
      expect(
        rooms.some((room) => room.roomShowType === type && live(room)),
        `type ${type}`,
      ).toBe(true);
    }
    expect(rooms.some((room) => room.roomStatus === ROOM_STATE.USE && !live(room))).toBe(true);
    expect(
      rooms.some((room) => room.roomOpenType === 1 && room.roomStatus === ROOM_STATE.USE),
    ).toBe(true);
    expect(rooms.some((room) => room.showEndDatetime.startsWith('9999'))).toBe(true);
    expect(rooms.some((room) => !room.showEndDatetime.startsWith('9999'))).toBe(true);
    const crowded = db.meets.filter((meet) => meet.endDatetime === null && meet.userCount >= 2);
    expect(crowded.length).toBeGreaterThanOrEqual(2);
    expect(rooms.some((room) => room.roomBookList.length > 0)).toBe(true);
    expect(db.meetFiles.length).toBeGreaterThanOrEqual(2);
    const logs = db.classLogs.filter((log) => log.companyIdx === demo);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    expect(logs.every((log) => log.joins.length > 0 && log.endDatetime)).toBe(true);
    // The invite page's rooms keep their codes and their running class with nobody inside yet.
    const running = db.rooms.find((room) => room.inviteCode === '482915736');
    const meet = db.meets.find((m) => m.roomCode === running?.roomCode && m.endDatetime === null);
    expect(meet?.userCount).toBe(0);
  });
});
