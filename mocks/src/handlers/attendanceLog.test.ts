import {
  type AccessUserRow,
  addDays,
  type EndpointName,
  formatWireDate,
  type MeetUserLog,
  type Page,
  ROOM_KIND,
  type StatsRow,
} from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import {
  findClassLog,
  isSeededMeetIdx,
  readSeededMeetIdx,
  SEEDED_CLASS_TITLES,
  secondsBetween,
} from '../db/areas/classLogs.ts';
import { attendeeOf, joinMeet, nowDatetime, startMeet } from '../db/areas/rooms.ts';
import { USAGE_GUEST_NAME } from '../db/areas/statistics.ts';
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

/** The admin's token, signed in again whenever the clock moves. */
let adminToken: string | null = null;

/** Sets the clock (local time). */
const at = (datetime: string) => {
  vi.setSystemTime(new Date(datetime.replace(' ', 'T')));
  adminToken = null;
};

/** A Monday: the seeded usage's classes of today run from 14:00, so none has ended at 09:00. */
const TODAY = '2026-11-23';
/** A Wednesday 40 days back, a day of the seeded year (no stored class log). */
const SEEDED_DAY = formatWireDate(addDays(new Date(2026, 10, 23), -40));

/** A call of the demo admin (signed in again after the clock moved: a token may expire). */
async function ask<T>(name: EndpointName, fields: Record<string, unknown>) {
  if (adminToken === null) {
    adminToken = (await login('admin', { companyId: DEMO_COMPANY_ID })).token.access_token;
  }
  const { status, body } = await callEndpoint<T>(name, { accessToken: adminToken, fields });
  expect(status, name).toBe(200);
  return body;
}

/** The whole attendance log of a search (`paging: false`). */
const logRows = async (fields: Record<string, unknown>) =>
  (await ask<{ resultList: MeetUserLog[] }>('logMeetUserJoin.LIST', { ...fields, paging: false }))
    .resultList;

const logPage = async (fields: Record<string, unknown>) =>
  (await ask<{ resultPage: Page<MeetUserLog> }>('logMeetUserJoin.LIST', fields)).resultPage;

/** The day's accounts as the statistics list them (licenseLogJoin.LIST). */
const usersOfDay = async (searchDate: string) =>
  (
    await ask<{ resultList: AccessUserRow[] }>('licenseLogJoin.LIST', {
      searchDate,
      paging: false,
    })
  ).resultList;

const oneDay = { searchStartDate: SEEDED_DAY, searchEndDate: SEEDED_DAY };

function demoUser(userId: string): MockUser {
  const user = db.users.find((row) => row.companyId === DEMO_COMPANY_ID && row.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
}

const newestFirst = (rows: MeetUserLog[]) =>
  rows.every((row, n) => n === 0 || (rows[n - 1]?.joinDatetime ?? '') >= (row.joinDatetime ?? ''));

describe('the attendance log (logMeetUserJoin.LIST)', () => {
  it('is for manage access: a student is refused', async () => {
    const { token } = await login('student');
    for (const fields of [{}, { meetIdx: 1 }]) {
      expect(
        await errorOf(
          callEndpoint('logMeetUserJoin.LIST', { accessToken: token.access_token, fields }),
        ),
      ).toEqual({ status: 403, code: 'WB-403-102' });
    }
  });

  it("lists, for each user the statistics name on a seeded day, that day's entries", async () => {
    const users = await usersOfDay(SEEDED_DAY);
    expect(users.length).toBeGreaterThan(10);
    // A user who came back after a dropped connection, as well as everyone else of the day.
    expect(users.some((user) => (user.joinCount ?? 0) > 1)).toBe(true);
    for (const user of users) {
      const rows = await logRows({
        ...oneDay,
        searchFilter: 'userId',
        searchKeyword: user.userId,
        searchMatch: true,
      });
      expect(rows, user.userId).toHaveLength(user.joinCount ?? -1);
      for (const row of rows) {
        expect(row).toMatchObject({ userId: user.userId, userName: user.userName });
        expect(row.joinDatetime?.slice(0, 10)).toBe(SEEDED_DAY);
        expect(row.quitDatetime?.slice(0, 10)).toBe(SEEDED_DAY);
        expect(row.totalJoinTimeSec).toBe(
          secondsBetween(row.joinDatetime ?? '', row.quitDatetime ?? ''),
        );
        // A seeded class: its meetIdx is in the reserved range and names the day.
        expect(isSeededMeetIdx(row.meetIdx ?? 0)).toBe(true);
        expect(readSeededMeetIdx(row.meetIdx ?? 0)).toMatchObject({
          companyIdx: DEMO_COMPANY_IDX,
          date: SEEDED_DAY,
        });
      }
      expect(newestFirst(rows)).toBe(true);
    }
    // Every entry of the day is in the log (the join chart counts guests too).
    const all = await logRows(oneDay);
    const chart = await ask<{ resultList: StatsRow[] }>('statsMeet.LIST_JOIN_CHART', {
      searchDate: SEEDED_DAY,
    });
    const day = chart.resultList.find((row) => row.logDate === SEEDED_DAY)?.joinResult?.[0];
    expect(all).toHaveLength(day?.resultCount ?? -1);
    expect(all.filter((row) => row.userId !== null)).toHaveLength(
      users.reduce((sum, user) => sum + (user.joinCount ?? 0), 0),
    );
    expect(newestFirst(all)).toBe(true);
  });

  it('matches a part of a name, case-insensitively, and never a guest by userId', async () => {
    const all = await logRows(oneDay);
    const name = all.find((row) => row.userId !== null)?.userName ?? '';
    const part = name.slice(1);
    const byName = await logRows({ ...oneDay, searchFilter: 'userName', searchKeyword: part });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName).toEqual(all.filter((row) => row.userName?.includes(part)));
    // A part of a login id, in capitals.
    const byId = await logRows({ ...oneDay, searchFilter: 'userId', searchKeyword: 'STUDENT' });
    expect(byId.length).toBeGreaterThan(0);
    expect(byId).toEqual(all.filter((row) => row.userId?.includes('student')));
    // Guests have no login id: no userId search finds them, their name does.
    const guests = all.filter((row) => row.userId === null);
    expect(guests.every((row) => row.userName === USAGE_GUEST_NAME && row.userIdx === 0)).toBe(
      true,
    );
    const anyId = await logRows({ ...oneDay, searchFilter: 'userId', searchKeyword: 'e' });
    expect(anyId.every((row) => row.userId !== null)).toBe(true);
    if (guests.length > 0) {
      const byGuest = await logRows({
        ...oneDay,
        searchFilter: 'userName',
        searchKeyword: USAGE_GUEST_NAME,
        searchMatch: true,
      });
      expect(byGuest).toEqual(guests);
    }
  });

  it('searches the class title (the default filter), in part or whole', async () => {
    const all = await logRows(oneDay);
    const homework = SEEDED_CLASS_TITLES[ROOM_KIND.HOMEWORK];
    const titles = new Set(all.map((row) => row.meetTitle));
    const title = [...titles].find((text) => text !== undefined && homework.includes(text ?? ''));
    if (!title) throw new Error('no homework on the day');
    const whole = await logRows({ ...oneDay, searchKeyword: title, searchMatch: true });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole).toEqual(all.filter((row) => row.meetTitle === title));
    const part = await logRows({ ...oneDay, searchFilter: 'meetTitle', searchKeyword: '수학' });
    expect(part).toEqual(all.filter((row) => row.meetTitle?.includes('수학')));
    expect(part.length).toBeGreaterThan(0);
    // A whole match takes the whole title only.
    expect(await logRows({ ...oneDay, searchKeyword: '수학', searchMatch: true })).toEqual([]);
  });

  it('filters by room kind as the statistics split classes and homework', async () => {
    const chart = await ask<{ resultList: StatsRow[] }>('statsMeet.LIST_JOIN_CHART', {
      searchDate: SEEDED_DAY,
    });
    const split = chart.resultList.find((row) => row.logDate === SEEDED_DAY)?.joinResult?.[0]
      ?.resultData;
    const homework = await logRows({ ...oneDay, roomType: ROOM_KIND.HOMEWORK });
    expect(homework).toHaveLength(split?.taskCount ?? -1);
    expect(
      homework.every((row) => findClassLog(db, row.meetIdx ?? 0)?.roomType === ROOM_KIND.HOMEWORK),
    ).toBe(true);
    const classes = await logRows({ ...oneDay, roomType: ROOM_KIND.CLASS });
    const meetings = await logRows({ ...oneDay, roomType: ROOM_KIND.MEETING });
    const tests = await logRows({ ...oneDay, roomType: ROOM_KIND.TEST });
    expect(classes.length + meetings.length + tests.length).toBe(split?.classCount ?? -1);
    expect(classes.length).toBeGreaterThan(0);
  });

  it('lists a class closed today through roomJoin.CLOSE today, and seeded classes once ended', async () => {
    const room = seededRoom(db, '고1 수학 심화반');
    const teacher = demoUser('teacher');
    const student = demoUser('student');
    const meet = startMeet(db, { room, opener: teacher, datetime: nowDatetime() });
    joinMeet(db, meet, attendeeOf(teacher), nowDatetime());
    at(`${TODAY} 09:05:00`);
    joinMeet(db, meet, attendeeOf(student), nowDatetime());
    // Running: no log yet, and its attendance list is empty.
    expect(await logRows({ meetIdx: meet.meetIdx })).toEqual([]);
    at(`${TODAY} 10:00:00`);
    const { token } = await login('teacher');
    const closed = await callEndpoint('roomJoin.CLOSE', {
      accessToken: token.access_token,
      fields: { roomCode: room.roomCode, meetIdx: meet.meetIdx, remove: false },
    });
    expect(closed.status).toBe(200);

    // The default period is the month up to today; today has only that class so far.
    const today = await logRows({ searchStartDate: TODAY });
    expect(today).toEqual([
      {
        meetIdx: meet.meetIdx,
        meetTitle: '고1 수학 심화반',
        userIdx: student.userIdx,
        userId: 'student',
        userName: student.userName,
        joinDatetime: `${TODAY} 09:05:00`,
        quitDatetime: `${TODAY} 10:00:00`,
        totalJoinTimeSec: 55 * 60,
      },
      {
        meetIdx: meet.meetIdx,
        meetTitle: '고1 수학 심화반',
        userIdx: teacher.userIdx,
        userId: 'teacher',
        userName: teacher.userName,
        joinDatetime: `${TODAY} 09:00:00`,
        quitDatetime: `${TODAY} 10:00:00`,
        totalJoinTimeSec: 60 * 60,
      },
    ]);
    const month = await logRows({ searchKeyword: '고1 수학 심화반', searchMatch: true });
    expect(month.filter((row) => row.meetIdx === meet.meetIdx)).toEqual(today);
    expect(await logRows({ roomCode: room.roomCode, searchStartDate: TODAY })).toEqual(today);

    // Late in the evening today's seeded classes have ended and are history too.
    at(`${TODAY} 23:30:00`);
    const evening = await logRows({ searchStartDate: TODAY, searchEndDate: TODAY });
    expect(evening.length).toBeGreaterThan(today.length);
    expect(evening.filter((row) => row.meetIdx === meet.meetIdx)).toEqual(today);
    expect(evening.every((row) => (row.quitDatetime ?? '') <= `${TODAY} 23:30:00`)).toBe(true);
  });

  it("with meetIdx lists one class's entries and exits in order, of one user if asked", async () => {
    const all = await logRows(oneDay);
    // A class where someone came back after a dropped connection.
    const again = all.find(
      (row) =>
        all.filter((other) => other.meetIdx === row.meetIdx && other.userIdx === row.userIdx)
          .length > 1,
    );
    if (!again) throw new Error('no re-entry on the day');
    const meetIdx = again.meetIdx ?? 0;
    const rows = await logRows({ meetIdx });
    const expected = all
      .filter((row) => row.meetIdx === meetIdx)
      .sort((a, b) => (a.joinDatetime ?? '').localeCompare(b.joinDatetime ?? ''));
    expect(rows.map((row) => row.joinDatetime)).toEqual(expected.map((row) => row.joinDatetime));
    expect([...rows].sort(byEntry)).toEqual([...expected].sort(byEntry));
    const mine = await logRows({ meetIdx, userIdx: again.userIdx });
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((row) => row.userIdx === again.userIdx)).toBe(true);
    expect((mine[0]?.quitDatetime ?? '') <= (mine[1]?.joinDatetime ?? '')).toBe(true);
    // The seeded class's log: its room kind, its leader, its attendees counted once.
    const log = findClassLog(db, meetIdx);
    expect(log?.companyIdx).toBe(DEMO_COMPANY_IDX);
    expect(log?.joins).toHaveLength(rows.length);
    expect(findClassLog(db, meetIdx)).toEqual(log);

    // Unknown classes, and another room's code, are no class.
    const { token } = await login('admin');
    for (const fields of [
      { meetIdx: 999_999 },
      { meetIdx: meetIdx + 99 - (meetIdx % 100) },
      { meetIdx, roomCode: 'RC999999' },
    ]) {
      expect(
        await errorOf(
          callEndpoint('logMeetUserJoin.LIST', { accessToken: token.access_token, fields }),
        ),
        JSON.stringify(fields),
      ).toEqual({ status: 400, code: 'WB-400-025' });
    }
    // Another institution's seeded class is not the caller's.
    const hanbit = db.companies.find((company) => company.companyId === 'hanbit');
    const theirs = meetIdx + ((hanbit?.companyIdx ?? 0) - DEMO_COMPANY_IDX) * 1_000_000;
    expect(
      await errorOf(
        callEndpoint('logMeetUserJoin.LIST', {
          accessToken: token.access_token,
          fields: { meetIdx: theirs },
        }),
      ),
    ).toEqual({ status: 400, code: 'WB-400-025' });
  });

  it('pages the log, 20 a page unless asked, newest entry first', async () => {
    const all = await logRows(oneDay);
    expect(all.length).toBeGreaterThan(45);
    const first = await logPage(oneDay);
    expect(first).toMatchObject({
      number: 0,
      size: 20,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 20),
      first: true,
      last: false,
    });
    expect(first.content).toEqual(all.slice(0, 20));
    const pages: MeetUserLog[] = [];
    for (let page = 0; page * 30 < all.length; page += 1) {
      const next = await logPage({ ...oneDay, page, size: 30 });
      expect(next.last).toBe((page + 1) * 30 >= all.length);
      pages.push(...next.content);
    }
    expect(pages).toEqual(all);
    // A period the wrong way round has nothing; an impossible date breaks the request.
    expect(await logRows({ searchStartDate: TODAY, searchEndDate: SEEDED_DAY })).toEqual([]);
    const { token } = await login('admin');
    expect(
      await errorOf(
        callEndpoint('logMeetUserJoin.LIST', {
          accessToken: token.access_token,
          fields: { searchStartDate: '2026-02-30' },
        }),
      ),
    ).toEqual({ status: 400, code: 'WB-400-212' });
  });
});

const byEntry = (a: MeetUserLog, b: MeetUserLog) =>
  (a.joinDatetime ?? '').localeCompare(b.joinDatetime ?? '') ||
  (a.userIdx ?? 0) - (b.userIdx ?? 0) ||
  (a.quitDatetime ?? '').localeCompare(b.quitDatetime ?? '');
