import {
  type ClassLog,
  type EndpointName,
  type MeetUserLog,
  type OpenMeetDayRow,
  type Page,
  ROOM_KIND,
  WEB_AUTH,
  webAuthBits,
} from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import {
  classLogOf,
  classLogsBetween,
  classLogUsers,
  findClassLog,
  isSeededMeetIdx,
  type MockClassLog,
  secondsBetween,
  wireClassLog,
} from '../db/areas/classLogs.ts';
import { classSummaryOf, SUMMARY_DELAY_MS, withSummary } from '../db/areas/classSummaries.ts';
import { attendeeOf, joinMeet, nowDatetime, runningMeetOf, startMeet } from '../db/areas/rooms.ts';
import { DEMO_COMPANY_ID, DEMO_COMPANY_IDX, db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

// The clock is fixed in every test (Date only: msw and the server keep their real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(`${TODAY} 09:00:00`);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The tokens of the demo accounts, signed in again whenever the clock moves. */
const tokens = new Map<string, string>();

/** Sets the clock (local time). */
const at = (datetime: string) => {
  vi.setSystemTime(new Date(datetime.replace(' ', 'T')));
  tokens.clear();
};

/** A Monday: the seeded usage's classes of today run from 14:00, so none has ended at 09:00. */
const TODAY = '2026-11-23';
/** The month before, charted in full by the statistics (a month of the seeded year). */
const MONTH = '2026-10';
const monthPeriod = { searchStartDate: `${MONTH}-01`, searchEndDate: `${MONTH}-31` };
/** Two weeks of it, for the searches. */
const period = { searchStartDate: `${MONTH}-05`, searchEndDate: `${MONTH}-18` };

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
  expect(status, name).toBe(200);
  return body;
}

/** A call of a demo account that must be refused: its status and code. */
async function refusal(name: EndpointName, fields: Record<string, unknown>, userId = 'admin') {
  return errorOf(callEndpoint(name, { accessToken: await tokenOf(userId), fields }));
}

/** The whole class log of a search (`paging: false`). */
const logRows = async (fields: Record<string, unknown>, userId = 'admin') =>
  (
    await ask<{ resultList: ClassLog[] }>(
      'logMeet.LIST',
      { ...fields, searchType: 4, paging: false },
      userId,
    )
  ).resultList;

const logPage = async (fields: Record<string, unknown>) =>
  (await ask<{ resultPage: Page<ClassLog> }>('logMeet.LIST', fields)).resultPage;

const view = async (fields: Record<string, unknown>, userId = 'admin') =>
  (await ask<{ result: ClassLog }>('logMeet.VIEW', fields, userId)).result;

const attendees = async (fields: Record<string, unknown>, userId = 'admin') =>
  (
    await ask<{ resultList: MeetUserLog[] }>(
      'logMeetUser.LIST',
      { ...fields, paging: false },
      userId,
    )
  ).resultList;

function demoUser(userId: string): MockUser {
  const user = db.users.find((row) => row.companyId === DEMO_COMPANY_ID && row.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
}

/** The summary clock of the mock's default delay, now. */
const clock = () => ({ now: new Date(), delayMs: SUMMARY_DELAY_MS });

/** A log as the wire shows it now: its summary as it is (classSummaries.ts). */
const wired = (log: MockClassLog) => wireClassLog(withSummary(db, log, clock()));

/** The store's log of a listed row. */
function logOf(row: ClassLog): MockClassLog {
  const log = findClassLog(db, row.meetIdx);
  if (!log) throw new Error(`no log ${row.meetIdx}`);
  return log;
}

const takesPart = (user: MockUser) => (row: ClassLog) => {
  const log = logOf(row);
  return (
    log.leaderUserIdx === user.userIdx ||
    log.openerUserIdx === user.userIdx ||
    log.joins.some((join) => join.userIdx === user.userIdx)
  );
};

const isNewestFirst = (rows: ClassLog[]) =>
  rows.every((row, n) => {
    const before = rows[n - 1];
    if (!before) return true;
    const [a, b] = [before.endDatetime ?? '', row.endDatetime ?? ''];
    return a > b || (a === b && before.meetIdx > row.meetIdx);
  });

describe('the class history list (logMeet.LIST)', () => {
  it("lists for a manager every class of the period, as many a day as the open chart's", async () => {
    const chart = await ask<{ resultList: OpenMeetDayRow[] }>('statsMeet.LIST_OPEN_CHART', {
      searchYm: MONTH,
    });
    expect(chart.resultList).toHaveLength(31);
    const rows = await logRows(monthPeriod);
    expect(rows.length).toBeGreaterThan(200);
    // Every class of the period opened and ended on the same day of it.
    for (const row of rows) {
      expect(row.openDatetime?.slice(0, 10)).toBe(row.endDatetime?.slice(0, 10));
      expect(row.endDatetime?.slice(0, 7)).toBe(MONTH);
    }
    for (const day of chart.resultList) {
      const ofDay = rows.filter((row) => row.endDatetime?.startsWith(day.logDate ?? '-'));
      expect(ofDay, day.logDate ?? '').toHaveLength(day.resultCount ?? -1);
      const homework = ofDay.filter((row) => logOf(row).roomType === ROOM_KIND.HOMEWORK);
      expect(homework).toHaveLength(day.resultData?.taskCount ?? -1);
    }
    expect(rows.every((row) => isSeededMeetIdx(row.meetIdx))).toBe(true);
    expect(rows.every((row) => logOf(row).companyIdx === DEMO_COMPANY_IDX)).toBe(true);
    expect(isNewestFirst(rows)).toBe(true);
    // The rows are the store's logs as the wire shows them, with their summaries as they are now.
    expect(rows.slice(0, 5)).toEqual(rows.slice(0, 5).map((row) => wired(logOf(row))));
    // The demo's teachers hold the manage bit (companies.ts): they see the same.
    expect(await logRows(period, 'teacher')).toEqual(await logRows(period));
  });

  it('shows a caller without manage access only the classes they led or attended', async () => {
    const all = await logRows(period);
    const student = demoUser('student');
    const mine = await logRows(period, 'student');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine).toEqual(all.filter(takesPart(student)));
    expect(
      mine.every((row) => logOf(row).joins.some((join) => join.userIdx === student.userIdx)),
    ).toBe(true);

    // A teacher whose own bits lack the manage bit: the classes they led or attended.
    const teacher = demoUser('teacher');
    teacher.webAuth = webAuthBits(WEB_AUTH.ROOM_REG, WEB_AUTH.MEET_OPEN);
    const taught = await logRows(period, 'teacher');
    expect(taught.length).toBeGreaterThan(0);
    expect(taught.length).toBeLessThan(all.length);
    expect(taught).toEqual(all.filter(takesPart(teacher)));
    expect(taught.some((row) => logOf(row).leaderUserIdx === teacher.userIdx)).toBe(true);
    // Their searches stay within their classes.
    const homework = await logRows({ ...period, roomType: ROOM_KIND.HOMEWORK }, 'teacher');
    expect(homework).toEqual(taught.filter((row) => logOf(row).roomType === ROOM_KIND.HOMEWORK));
    // The seeded classes a student attended name them among the attendees.
    const first = mine[0];
    if (!first) throw new Error('no class of the student');
    const rows = await attendees({ meetIdx: first.meetIdx }, 'student');
    expect(rows.some((row) => row.userIdx === student.userIdx)).toBe(true);
  });

  it('searches the title in part or whole, case-insensitively', async () => {
    const all = await logRows(period);
    const part = await logRows({ ...period, searchFilter: 'meetTitle', searchKeyword: '수학' });
    expect(part.length).toBeGreaterThan(0);
    expect(part).toEqual(all.filter((row) => row.meetTitle?.includes('수학')));
    // The title is the default filter; a whole match takes the whole title only.
    const title = part[0]?.meetTitle ?? '';
    const whole = await logRows({ ...period, searchKeyword: ` ${title} `, searchMatch: true });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole).toEqual(all.filter((row) => row.meetTitle === title));
    expect(await logRows({ ...period, searchKeyword: '수학', searchMatch: true })).toEqual([]);
    // Latin letters in any case.
    const room = seededRoom(db, '중2 수학 정규반');
    const stored = classLogOf(db, storedMeetIdx(room.roomCode));
    if (!stored) throw new Error('no stored class');
    const day = stored.endDatetime.slice(0, 10);
    const storedDay = { searchStartDate: day, searchEndDate: day };
    const renamed = { ...stored, meetTitle: 'Algebra Review' };
    db.classLogs = db.classLogs.map((log) => (log === stored ? renamed : log));
    const upper = await logRows({ ...storedDay, searchKeyword: 'ALGEBRA' });
    expect(upper.map((row) => row.meetIdx)).toEqual([stored.meetIdx]);
    expect(
      (await logRows({ ...storedDay, searchKeyword: 'algebra review', searchMatch: true })).map(
        (row) => row.meetIdx,
      ),
    ).toEqual([stored.meetIdx]);
  });

  it('searches the leader by ID and by name', async () => {
    const all = await logRows(period);
    const teacher = demoUser('teacher');
    // A part of the login id, in capitals: teacher and openteacher (and any other *teacher*).
    const byIdPart = await logRows({
      ...period,
      searchFilter: 'leaderId',
      searchKeyword: 'TEACHER',
    });
    expect(byIdPart).toEqual(all.filter((row) => row.leaderId?.includes('teacher')));
    const byId = await logRows({
      ...period,
      searchFilter: 'leaderId',
      searchKeyword: 'teacher',
      searchMatch: true,
    });
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.length).toBeLessThan(byIdPart.length);
    expect(byId).toEqual(all.filter((row) => row.leaderId === 'teacher'));
    expect(byId.every((row) => logOf(row).leaderUserIdx === teacher.userIdx)).toBe(true);

    const name = teacher.userName;
    const byName = await logRows({
      ...period,
      searchFilter: 'leaderName',
      searchKeyword: name,
      searchMatch: true,
    });
    expect(byName).toEqual(all.filter((row) => row.leaderName === name));
    expect(byName.map((row) => row.meetIdx)).toEqual(byId.map((row) => row.meetIdx));
    const part = name.slice(1);
    const byNamePart = await logRows({
      ...period,
      searchFilter: 'leaderName',
      searchKeyword: part,
    });
    expect(byNamePart).toEqual(all.filter((row) => row.leaderName?.includes(part)));
    expect(byNamePart.length).toBeGreaterThanOrEqual(byName.length);
  });

  it('filters by room kind (as the statistics split classes and homework) and by room', async () => {
    const all = await logRows(period);
    const byKind = new Map<number, ClassLog[]>();
    for (const kind of Object.values(ROOM_KIND)) {
      const rows = await logRows({ ...period, roomType: kind });
      expect(rows).toEqual(all.filter((row) => logOf(row).roomType === kind));
      byKind.set(kind, rows);
    }
    expect(byKind.get(ROOM_KIND.HOMEWORK)?.length).toBeGreaterThan(0);
    expect(byKind.get(ROOM_KIND.CLASS)?.length).toBeGreaterThan(0);
    expect([...byKind.values()].reduce((sum, rows) => sum + rows.length, 0)).toBe(all.length);
    const roomCode = all[0]?.roomCode ?? '';
    const ofRoom = await logRows({ ...period, roomCode });
    expect(ofRoom.length).toBeGreaterThan(0);
    expect(ofRoom).toEqual(all.filter((row) => row.roomCode === roomCode));
  });

  it('pages the list, 20 a page unless asked, newest class first', async () => {
    const all = await logRows(period);
    expect(all.length).toBeGreaterThan(45);
    const first = await logPage(period);
    expect(first).toMatchObject({
      number: 0,
      size: 20,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 20),
      first: true,
      last: false,
    });
    expect(first.content).toEqual(all.slice(0, 20));
    const pages: ClassLog[] = [];
    for (let page = 0; page * 20 < all.length; page += 1) {
      const next = await logPage({ ...period, page });
      expect(next.content.length).toBe(Math.min(20, all.length - page * 20));
      expect(next.last).toBe((page + 1) * 20 >= all.length);
      pages.push(...next.content);
    }
    expect(pages).toEqual(all);
    expect(isNewestFirst(all)).toBe(true);
    // The default period is the month up to today; the wrong way round has nothing.
    const month = await logRows({});
    expect(month).toEqual(await logRows({ searchStartDate: '2026-10-23', searchEndDate: TODAY }));
    expect(await logRows({ searchStartDate: TODAY, searchEndDate: `${MONTH}-01` })).toEqual([]);
    expect(await refusal('logMeet.LIST', { searchStartDate: '2026-02-30' })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    expect(await refusal('logMeet.LIST', { searchFilter: 'userId', searchKeyword: 'a' })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
  });
});

/** The meetIdx of a room's first stored (ended) class. */
function storedMeetIdx(roomCode: string): number {
  const log = db.classLogs.find((row) => row.roomCode === roomCode);
  if (!log) throw new Error(`no stored class of ${roomCode}`);
  return log.meetIdx;
}

describe('one class (logMeet.VIEW) and its attendees (logMeetUser.LIST)', () => {
  it('views a seeded class', async () => {
    const [row] = await logRows({ ...period, roomType: ROOM_KIND.CLASS });
    if (!row) throw new Error('no class');
    expect(await view({ meetIdx: row.meetIdx })).toEqual(row);
    expect(
      await view({ meetIdx: row.meetIdx, roomCode: row.roomCode, withTemplate: true }),
    ).toEqual(row);
    expect(row).toMatchObject({
      templateIdx: null,
      summaryStatus: classSummaryOf(db, logOf(row), clock()).summaryStatus,
    });
  });

  it('views a stored class: the seed’s, and one closed today', async () => {
    const regular = seededRoom(db, '중2 수학 정규반');
    const meetIdx = storedMeetIdx(regular.roomCode);
    const stored = await view({ meetIdx, roomCode: regular.roomCode, withTemplate: true });
    expect(stored).toEqual(wired(classLogOf(db, meetIdx) as MockClassLog));
    expect(stored).toMatchObject({
      meetTitle: '중2 수학 정규반',
      leaderId: 'teacher',
      templateIdx: regular.template?.templateIdx,
      userCount: 5,
    });
    expect(stored.templateIdx).toEqual(expect.any(Number));
    // It is in the list of its day, for the leader and an attendee (without manage access).
    const day = stored.endDatetime?.slice(0, 10) ?? '';
    const ofDay = { searchStartDate: day, searchEndDate: day };
    expect(await logRows(ofDay)).toEqual([stored]);
    demoUser('teacher').webAuth = webAuthBits(WEB_AUTH.ROOM_REG, WEB_AUTH.MEET_OPEN);
    expect(await logRows(ofDay, 'teacher')).toEqual([stored]);
    expect(await logRows(ofDay, 'student')).toEqual([stored]);
    expect(await view({ meetIdx }, 'student')).toEqual(stored);
    // student03 was not in that class.
    expect(await logRows(ofDay, 'student03')).toEqual([]);
    expect(await refusal('logMeet.VIEW', { meetIdx }, 'student03')).toEqual({
      status: 400,
      code: 'WB-400-025',
    });
    expect(await refusal('logMeetUser.LIST', { meetIdx }, 'student03')).toEqual({
      status: 400,
      code: 'WB-400-025',
    });

    // A class closed today through roomJoin.CLOSE is the newest of the month.
    const room = seededRoom(db, '고1 수학 심화반');
    const teacher = demoUser('teacher');
    const student = demoUser('student');
    const meet = startMeet(db, { room, opener: teacher, datetime: nowDatetime() });
    joinMeet(db, meet, attendeeOf(teacher), nowDatetime());
    joinMeet(db, meet, attendeeOf(student), nowDatetime());
    // Running: no log yet.
    expect(await refusal('logMeet.VIEW', { meetIdx: meet.meetIdx })).toEqual({
      status: 400,
      code: 'WB-400-025',
    });
    at(`${TODAY} 10:00:00`);
    const closed = await callEndpoint('roomJoin.CLOSE', {
      accessToken: await tokenOf('teacher'),
      fields: { roomCode: room.roomCode, meetIdx: meet.meetIdx, remove: false },
    });
    expect(closed.status).toBe(200);
    const today = await view({ meetIdx: meet.meetIdx, withTemplate: true });
    expect(today).toMatchObject({
      meetIdx: meet.meetIdx,
      meetTitle: '고1 수학 심화반',
      leaderId: 'teacher',
      userName: teacher.userName,
      userCount: 2,
      openDatetime: `${TODAY} 09:00:00`,
      endDatetime: `${TODAY} 10:00:00`,
      templateIdx: room.template?.templateIdx,
    });
    expect((await logRows({}))[0]).toEqual(today);
    expect((await logRows({}, 'student'))[0]).toEqual(today);
  });

  it("refuses another institution's class, an unknown one, and another room's code", async () => {
    const [row] = await logRows(period);
    if (!row) throw new Error('no class');
    const hanbit = db.companies.find((company) => company.companyId === 'hanbit');
    // A seeded class of hanbit in the period.
    const [theirs] = classLogsBetween(
      db,
      hanbit?.companyIdx ?? -1,
      period.searchStartDate,
      period.searchEndDate,
    );
    if (!theirs) throw new Error('no class of hanbit');
    expect(findClassLog(db, theirs.meetIdx)?.companyIdx).toBe(hanbit?.companyIdx);
    const base = row.meetIdx - (row.meetIdx % 100);
    for (const fields of [
      { meetIdx: theirs.meetIdx },
      { meetIdx: 999_999 },
      { meetIdx: base + 99 },
      { meetIdx: row.meetIdx, roomCode: 'RC999999' },
    ]) {
      for (const name of ['logMeet.VIEW', 'logMeetUser.LIST'] as const) {
        expect(await refusal(name, fields), `${name} ${JSON.stringify(fields)}`).toEqual({
          status: 400,
          code: 'WB-400-025',
        });
      }
    }
    // A class still running has no log yet.
    const running = runningMeetOf(db, seededRoom(db, '중2 수학 정규반').roomCode);
    expect(await refusal('logMeet.VIEW', { meetIdx: running?.meetIdx ?? 0 })).toEqual({
      status: 400,
      code: 'WB-400-025',
    });
  });

  it("lists a class's attendees once each, their stays summed", async () => {
    // A seeded class where someone came back after a dropped connection.
    const rows = await logRows(period);
    const again = rows
      .map(logOf)
      .find((log) =>
        log.joins.some(
          (join, n) => log.joins.findIndex((other) => other.userIdx === join.userIdx) !== n,
        ),
      );
    if (!again) throw new Error('no re-entry in the period');
    const list = await attendees({ meetIdx: again.meetIdx });
    const expected = classLogUsers(again).sort((a, b) =>
      (a.joinDatetime ?? '').localeCompare(b.joinDatetime ?? ''),
    );
    expect(list).toEqual(expected);
    expect(new Set(list.map((row) => `${row.userIdx}${row.userName}`)).size).toBe(list.length);
    expect(list).toHaveLength(again.userCount);
    for (const row of list) {
      const stays = again.joins.filter(
        (join) => join.userIdx === row.userIdx && join.userName === row.userName,
      );
      expect(row.totalJoinTimeSec).toBe(
        stays.reduce((sum, join) => sum + secondsBetween(join.joinDatetime, join.quitDatetime), 0),
      );
    }
    // The same as the class's entries and exits in the attendance list.
    const entries = (
      await ask<{ resultList: MeetUserLog[] }>('logMeetUserJoin.LIST', {
        meetIdx: again.meetIdx,
        paging: false,
      })
    ).resultList;
    const back = list.find(
      (row) => entries.filter((entry) => entry.userIdx === row.userIdx).length > 1,
    );
    expect(back).toBeDefined();
    expect(back?.totalJoinTimeSec).toBe(
      entries
        .filter((entry) => entry.userIdx === back?.userIdx)
        .reduce((sum, entry) => sum + (entry.totalJoinTimeSec ?? 0), 0),
    );

    // The seed's stored class: the demo student left once and came back, a guest looked in.
    const regular = seededRoom(db, '중2 수학 정규반');
    const meetIdx = storedMeetIdx(regular.roomCode);
    const stored = await attendees({ meetIdx, roomCode: regular.roomCode });
    const student = demoUser('student');
    expect(stored.map((row) => row.userName)).toEqual([
      demoUser('teacher').userName,
      student.userName,
      demoUser('student02').userName,
      demoUser('student01').userName,
      '참관 학부모',
    ]);
    expect(stored.find((row) => row.userIdx === student.userIdx)).toMatchObject({
      totalJoinTimeSec: (38 + 45) * 60,
    });
    expect(stored.find((row) => row.userName === '참관 학부모')).toMatchObject({
      userIdx: 0,
      userId: null,
      totalJoinTimeSec: 20 * 60,
    });
    // Paged, 20 a page unless asked.
    const page = await ask<{ resultPage: Page<MeetUserLog> }>('logMeetUser.LIST', {
      meetIdx,
      page: 1,
      size: 2,
    });
    expect(page.resultPage).toMatchObject({ totalElements: 5, totalPages: 3, number: 1 });
    expect(page.resultPage.content).toEqual(stored.slice(2, 4));
    const whole = await ask<{ resultPage: Page<MeetUserLog> }>('logMeetUser.LIST', { meetIdx });
    expect(whole.resultPage).toMatchObject({ size: 20, content: stored });
  });
});
