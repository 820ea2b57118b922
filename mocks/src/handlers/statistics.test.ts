import {
  ACCOUNT_STATUS,
  type AccessUserRow,
  type EndpointName,
  LICENSE_BILLING,
  type License,
  type OpenMeetDayRow,
  type Page,
  ROOM_KIND,
  type RoomKind,
  type StatsRow,
  USER_TYPE,
} from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import { type MockClassLogJoin, writeClassLog } from '../db/areas/classLogs.ts';
import { attendeeOf, joinMeet, nowDatetime, startMeet } from '../db/areas/rooms.ts';
import { DEMO_COMPANY_ID, DEMO_COMPANY_IDX, db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';
import { peakOf } from './statistics.ts';

useMockServer();

// The clock is fixed in every test (Date only: msw and the server keep their real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Sets the clock (local time). */
const at = (datetime: string) => vi.setSystemTime(new Date(datetime.replace(' ', 'T')));

/** 2026-11-22 is a Sunday: the seeded usage has no class on Sundays, only the class logs count. */
const SUNDAY = '2026-11-22';

const CHARTS = [
  'statsMeet.LIST_OPEN_CHART',
  'statsMeet.LIST_JOIN_CHART',
  'licenseStatsJoin.LIST_CHART',
  'concurrentStats.LIST_CHART',
  'licenseStatsConcurrent.LIST_CHART',
] as const satisfies readonly EndpointName[];

const ALL_CALLS: readonly EndpointName[] = [
  ...CHARTS,
  'licenseLogJoin.LIST',
  'licenseLogJoin.LIST_TOTAL',
  'license.GET',
];

/** A call signed in now (a new sign-in each time: moving the clock a day expires a token). */
async function ask<T = { resultList: StatsRow[] }>(
  name: EndpointName,
  fields: Record<string, unknown> = {},
  { userId = 'admin', companyId = DEMO_COMPANY_ID } = {},
) {
  const { token } = await login(userId, { companyId });
  const { status, body } = await callEndpoint<T>(name, { accessToken: token.access_token, fields });
  expect(status, name).toBe(200);
  return body;
}

const rowsOf = async (name: EndpointName, fields: Record<string, unknown> = {}) =>
  (await ask(name, fields)).resultList;

const pageOfUsers = async (name: EndpointName, fields: Record<string, unknown>) =>
  (await ask<{ resultPage: Page<AccessUserRow> }>(name, fields)).resultPage;

function demoUser(userId: string): MockUser {
  const user = db.users.find((row) => row.companyId === DEMO_COMPANY_ID && row.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
}

/** The demo institution with its class logs only: its seeded year of usage taken away. */
function withoutSeededUsage() {
  db.usageProfiles = db.usageProfiles.filter((row) => row.companyIdx !== DEMO_COMPANY_IDX);
}

const stay = (who: MockUser | null, from: string, to: string): MockClassLogJoin => ({
  userIdx: who?.userIdx ?? 0,
  userId: who?.userId ?? null,
  userName: who?.userName ?? '참관 학부모',
  userType: who?.userType ?? null,
  joinDatetime: from,
  quitDatetime: to,
});

let nextMeetIdx = 90_000;
/** A class log of the demo institution, written as an ended class writes it. */
function classLog(roomType: RoomKind, openDatetime: string, joins: MockClassLogJoin[]) {
  const teacher = demoUser('teacher');
  const endDatetime =
    joins
      .map((join) => join.quitDatetime)
      .sort()
      .at(-1) ?? openDatetime;
  nextMeetIdx += 1;
  return writeClassLog(db, {
    companyIdx: DEMO_COMPANY_IDX,
    roomCode: `RC-TEST-${nextMeetIdx}`,
    roomType,
    meetIdx: nextMeetIdx,
    meetTitle: `시험 수업 ${nextMeetIdx}`,
    leaderUserIdx: teacher.userIdx,
    leaderName: teacher.userName,
    leaderId: teacher.userId,
    openerUserIdx: teacher.userIdx,
    userName: teacher.userName,
    openDatetime,
    startDatetime: openDatetime,
    endDatetime,
    templateIdx: null,
    summaryStatus: null,
    summaryJson: null,
    joins,
  });
}

const rowOn = <T extends { logDate: string }>(rows: T[], logDate: string) =>
  rows.find((row) => row.logDate === logDate);

describe('statistics (issue 22 item 6)', () => {
  it('are for manage access: a student is refused every call', async () => {
    at(`${SUNDAY} 10:00:00`);
    const { token } = await login('student');
    for (const name of ALL_CALLS) {
      expect(
        await errorOf(callEndpoint(name, { accessToken: token.access_token, fields: {} })),
        name,
      ).toEqual({ status: 403, code: 'WB-403-102' });
    }
  });

  it('chart a month up to yesterday; a future month is empty, a month before the data zeros', async () => {
    at(`${SUNDAY} 10:00:00`);
    for (const name of CHARTS) {
      const current = await rowsOf(name);
      expect(current.map((row) => row.logDate)[0], name).toBe('2026-11-01');
      expect(current.map((row) => row.logDate).at(-1), name).toBe('2026-11-21');
      expect(current, name).toHaveLength(21);
      expect(await rowsOf(name, { searchYm: '2026-11' }), name).toEqual(current);
      expect(await rowsOf(name, { searchYm: '202611' }), name).toEqual(current);
      expect(await rowsOf(name, { searchDate: '2026-11-05' }), name).toEqual(current);
      expect(await rowsOf(name, { searchYm: '2026-12' }), name).toEqual([]);
      const october = await rowsOf(name, { searchDate: '2026-10-15' });
      expect(october.map((row) => row.logDate).at(-1), name).toBe('2026-10-31');
      expect(october, name).toHaveLength(31);
    }
    // The seeded usage begins on the first of the month twelve months back (2025-11-01).
    const openChart = async (searchYm: string) =>
      (await ask<{ resultList: OpenMeetDayRow[] }>('statsMeet.LIST_OPEN_CHART', { searchYm }))
        .resultList;
    const before = await openChart('2025-10');
    expect(before).toHaveLength(31);
    expect(before.every((row) => row.resultCount === 0)).toBe(true);
    expect((await openChart('2025-11')).some((row) => (row.resultCount ?? 0) > 0)).toBe(true);
    // A month that does not exist breaks the request.
    const { token } = await login('admin');
    expect(
      await errorOf(
        callEndpoint('concurrentStats.LIST_CHART', {
          accessToken: token.access_token,
          fields: { searchYm: '2026-13' },
        }),
      ),
    ).toEqual({ status: 400, code: 'WB-400-212' });
  });

  it('a class closed today is absent today and counted tomorrow (through roomJoin.CLOSE)', async () => {
    const room = seededRoom(db, '고1 수학 심화반');
    const teacher = demoUser('teacher');
    at(`${SUNDAY} 10:00:00`);
    const meet = startMeet(db, { room, opener: teacher, datetime: nowDatetime() });
    joinMeet(db, meet, attendeeOf(teacher), nowDatetime());
    joinMeet(db, meet, attendeeOf(demoUser('student')), nowDatetime());
    at(`${SUNDAY} 11:00:00`);
    const { token } = await login('teacher');
    const closed = await callEndpoint('roomJoin.CLOSE', {
      accessToken: token.access_token,
      fields: { roomCode: room.roomCode, meetIdx: meet.meetIdx, remove: false },
    });
    expect(closed.status).toBe(200);

    const today = await rowsOf('statsMeet.LIST_OPEN_CHART');
    expect(rowOn(today, SUNDAY)).toBeUndefined();
    expect((await pageOfUsers('licenseLogJoin.LIST', { searchDate: SUNDAY })).content).toEqual([]);

    at('2026-11-23 09:00:00');
    const tomorrow = await ask<{ resultList: OpenMeetDayRow[] }>('statsMeet.LIST_OPEN_CHART');
    expect(rowOn(tomorrow.resultList, SUNDAY)).toEqual({
      logDate: SUNDAY,
      resultCount: 1,
      resultData: { classCount: 1, taskCount: 0 },
    });
    const joins = await rowsOf('statsMeet.LIST_JOIN_CHART');
    expect(rowOn(joins, SUNDAY)?.joinResult).toEqual([
      { resultCount: 2, resultData: { classCount: 2, taskCount: 0 } },
    ]);
    const users = await pageOfUsers('licenseLogJoin.LIST', { searchDate: SUNDAY });
    expect(users.content.map((row) => row.userId).sort()).toEqual(['student', 'teacher']);
    expect(rowOn(await rowsOf('concurrentStats.LIST_CHART'), SUNDAY)?.userCount).toBe(2);
  });

  it('splits classes and homework by room kind', async () => {
    at('2026-11-23 09:00:00');
    const [s1, s2, s3] = ['student01', 'student02', 'student03'].map(demoUser);
    const day = (time: string) => `${SUNDAY} ${time}`;
    classLog(ROOM_KIND.CLASS, day('09:00:00'), [
      stay(s1 ?? null, day('09:00:00'), day('10:00:00')),
    ]);
    classLog(ROOM_KIND.MEETING, day('10:00:00'), [
      stay(s1 ?? null, day('10:00:00'), day('10:30:00')),
      stay(null, day('10:05:00'), day('10:20:00')),
    ]);
    classLog(ROOM_KIND.TEST, day('11:00:00'), [stay(s2 ?? null, day('11:00:00'), day('11:40:00'))]);
    classLog(ROOM_KIND.HOMEWORK, day('15:00:00'), [
      stay(s2 ?? null, day('15:00:00'), day('15:30:00')),
      stay(s3 ?? null, day('15:10:00'), day('15:20:00')),
      stay(s3 ?? null, day('15:22:00'), day('15:50:00')),
    ]);
    const opened = rowOn(await rowsOf('statsMeet.LIST_OPEN_CHART'), SUNDAY);
    expect(opened).toMatchObject({ resultCount: 4, resultData: { classCount: 3, taskCount: 1 } });
    const joined = rowOn(await rowsOf('statsMeet.LIST_JOIN_CHART'), SUNDAY);
    expect(joined?.joinResult).toEqual([
      { resultCount: 7, resultData: { classCount: 4, taskCount: 3 } },
    ]);
    // The account tab counts accounts (the guest is no account), each once.
    expect(rowOn(await rowsOf('licenseStatsJoin.LIST_CHART'), SUNDAY)?.customInt1).toBe(3);
  });

  it('lists the accounts of a day and of a month as the logs say, 30 a page', async () => {
    withoutSeededUsage();
    at('2026-11-25 09:00:00');
    const students = db.users
      .filter((user) => user.companyIdx === DEMO_COMPANY_IDX && user.userType === USER_TYPE.STUDENT)
      .slice(0, 35);
    const [first, second] = students;
    if (!first || !second) throw new Error('too few students');
    const on = (date: string, time: string) => `${date} ${time}`;
    // 2026-11-02: 35 students, one of them twice, and a guest.
    classLog(ROOM_KIND.CLASS, on('2026-11-02', '19:00:00'), [
      ...students.map((student) =>
        stay(student, on('2026-11-02', '19:00:00'), on('2026-11-02', '19:50:00')),
      ),
      stay(second, on('2026-11-02', '19:55:00'), on('2026-11-02', '20:00:00')),
      stay(null, on('2026-11-02', '19:10:00'), on('2026-11-02', '19:20:00')),
    ]);
    // 2026-11-10: two of them again (one twice).
    classLog(ROOM_KIND.HOMEWORK, on('2026-11-10', '16:00:00'), [
      stay(first, on('2026-11-10', '16:00:00'), on('2026-11-10', '16:30:00')),
      stay(first, on('2026-11-10', '16:40:00'), on('2026-11-10', '16:50:00')),
      stay(second, on('2026-11-10', '16:00:00'), on('2026-11-10', '16:20:00')),
    ]);

    const day = await pageOfUsers('licenseLogJoin.LIST', {
      searchDate: '2026-11-02',
      page: 0,
      size: 30,
    });
    expect(day.totalElements).toBe(35);
    expect(day.content).toHaveLength(30);
    expect(day.content[0]).toEqual({
      userId: second.userId,
      userName: second.userName,
      joinCount: 2,
    });
    const rest = day.content.slice(1).map((row) => row.userId);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    const next = await pageOfUsers('licenseLogJoin.LIST', {
      searchDate: '2026-11-02',
      page: 1,
      size: 30,
    });
    expect(next.content).toHaveLength(5);
    expect(next.last).toBe(true);
    // The screen asks without a size: 30.
    expect((await pageOfUsers('licenseLogJoin.LIST', { searchDate: '2026-11-02' })).size).toBe(30);

    const month = await pageOfUsers('licenseLogJoin.LIST_TOTAL', {
      searchYm: '2026-11',
      page: 0,
      size: 30,
    });
    expect(month.totalElements).toBe(35);
    expect(month.content.slice(0, 2)).toEqual(
      [
        { userId: first.userId, userName: first.userName, joinCount: 3 },
        { userId: second.userId, userName: second.userName, joinCount: 3 },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    const range = await pageOfUsers('licenseLogJoin.LIST_TOTAL', {
      searchStartDate: '2026-11-03',
      searchEndDate: '2026-11-24',
    });
    expect(range.content).toEqual([
      { userId: first.userId, userName: first.userName, joinCount: 2 },
      { userId: second.userId, userName: second.userName, joinCount: 1 },
    ]);

    // The account tab: distinct accounts a day, and the month's so far.
    const chart = await rowsOf('licenseStatsJoin.LIST_CHART');
    expect(rowOn(chart, '2026-11-01')).toEqual({
      logDate: '2026-11-01',
      customInt1: 0,
      licenseUsage: 0,
    });
    expect(rowOn(chart, '2026-11-02')).toMatchObject({ customInt1: 35, licenseUsage: 35 });
    expect(rowOn(chart, '2026-11-10')).toMatchObject({ customInt1: 2, licenseUsage: 35 });
    expect(chart.at(-1)).toMatchObject({ logDate: '2026-11-24', customInt1: 0, licenseUsage: 35 });
    // The demo is billed by monthly accounts: its licence usage is the same running count.
    const usage = await rowsOf('licenseStatsConcurrent.LIST_CHART');
    expect(usage.map((row) => row.licenseUsage)).toEqual(chart.map((row) => row.licenseUsage));
  });

  it('the lists agree with the charts over the seeded usage too', async () => {
    at('2026-11-23 09:00:00');
    const chart = await rowsOf('licenseStatsJoin.LIST_CHART', { searchYm: '2026-10' });
    const joins = await rowsOf('statsMeet.LIST_JOIN_CHART', { searchYm: '2026-10' });
    const totals = new Map<string, number>();
    for (const row of chart) {
      const day = await ask<{ resultList: AccessUserRow[] }>('licenseLogJoin.LIST', {
        searchDate: row.logDate,
        paging: false,
      });
      expect(day.resultList.length, row.logDate).toBe(row.customInt1);
      for (const user of day.resultList) {
        totals.set(user.userId, (totals.get(user.userId) ?? 0) + (user.joinCount ?? 0));
      }
    }
    expect(Math.max(...chart.map((row) => row.customInt1 ?? 0))).toBeGreaterThan(30);
    const month = await ask<{ resultList: AccessUserRow[] }>('licenseLogJoin.LIST_TOTAL', {
      searchYm: '2026-10',
      paging: false,
    });
    expect(month.resultList.length).toBe(chart.at(-1)?.licenseUsage);
    expect(new Map(month.resultList.map((row) => [row.userId, row.joinCount]))).toEqual(totals);
    // Every account entry of the month is in the join chart (which counts guests as well).
    const accountEntries = [...totals.values()].reduce((sum, count) => sum + count, 0);
    const entries = joins.reduce((sum, row) => sum + (row.joinResult?.[0]?.resultCount ?? 0), 0);
    expect(entries).toBeGreaterThanOrEqual(accountEntries);
    // Sundays are closed in the seeded usage.
    expect(rowOn(chart, '2026-10-04')?.customInt1).toBe(0);
  });

  it('takes the peak of people inside at once from overlapping stays', async () => {
    expect(
      peakOf([
        ['2026-11-22 10:00:00', '2026-11-22 11:00:00'],
        ['2026-11-22 10:30:00', '2026-11-22 11:30:00'],
        ['2026-11-22 11:15:00', '2026-11-22 12:00:00'],
      ]),
    ).toBe(2);
    at('2026-11-23 09:00:00');
    const day = (time: string) => `${SUNDAY} ${time}`;
    // Two classes: the peak counts every class of the institution together, guests included.
    classLog(ROOM_KIND.CLASS, day('10:00:00'), [
      stay(demoUser('student01'), day('10:00:00'), day('11:00:00')),
      stay(null, day('11:15:00'), day('12:00:00')),
    ]);
    classLog(ROOM_KIND.CLASS, day('10:30:00'), [
      stay(demoUser('student02'), day('10:30:00'), day('11:30:00')),
    ]);
    expect(rowOn(await rowsOf('concurrentStats.LIST_CHART'), SUNDAY)).toEqual({
      logDate: SUNDAY,
      userCount: 2,
    });
    // Who leaves as another comes in is not counted with them.
    classLog(ROOM_KIND.CLASS, day('12:00:00'), [
      stay(demoUser('student03'), day('12:00:00'), day('13:00:00')),
      stay(demoUser('student04'), day('13:00:00'), day('14:00:00')),
    ]);
    expect(rowOn(await rowsOf('concurrentStats.LIST_CHART'), SUNDAY)?.userCount).toBe(2);
    // A stay over midnight counts on both days.
    classLog(ROOM_KIND.CLASS, day('23:00:00'), [
      stay(demoUser('student05'), day('23:00:00'), '2026-11-23 00:30:00'),
      stay(demoUser('student06'), day('23:10:00'), '2026-11-23 00:20:00'),
      stay(demoUser('student07'), day('23:20:00'), '2026-11-23 00:10:00'),
    ]);
    expect(rowOn(await rowsOf('concurrentStats.LIST_CHART'), SUNDAY)?.userCount).toBe(3);
    at('2026-11-24 09:00:00');
    const monday = rowOn(await rowsOf('concurrentStats.LIST_CHART'), '2026-11-23');
    expect(monday?.userCount).toBeGreaterThanOrEqual(3);
  });

  it('gives each institution a licence of its own billing, and measures its usage by it', async () => {
    at('2026-11-23 09:00:00');
    const demo = await ask<{ result: License }>('license.GET');
    expect(demo.result).toEqual({
      licenseType: LICENSE_BILLING.MONTHLY_CONNECTED_ACCOUNTS,
      licenseCount: 200,
      startDate: '2025-11-01',
      endDate: '2027-10-31',
    });

    const hanbit = { userId: 'hanbit.admin01', companyId: 'hanbit' };
    const school = await ask<{ result: License }>('license.GET', {}, hanbit);
    expect(school.result).toMatchObject({
      licenseType: LICENSE_BILLING.REGISTERED_USERS,
      licenseCount: 30,
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    });
    const hanbitIdx = db.companies.find((company) => company.companyId === 'hanbit')?.companyIdx;
    const registered = db.users.filter(
      (user) => user.companyIdx === hanbitIdx && user.userStatus === ACCOUNT_STATUS.IN_USE,
    ).length;
    const schoolUsage = await ask('licenseStatsConcurrent.LIST_CHART', {}, hanbit);
    expect(schoolUsage.resultList.every((row) => row.licenseUsage === registered)).toBe(true);

    // The third academy's licence has expired (every login refuses it); renewed for the test.
    const saebom = db.companies.find((company) => company.companyId === 'saebom');
    if (!saebom) throw new Error('no saebom');
    saebom.licenseExpired = false;
    const academy = { userId: 'saebom.admin01', companyId: 'saebom' };
    const expired = await ask<{ result: License }>('license.GET', {}, academy);
    expect(expired.result).toMatchObject({
      licenseType: LICENSE_BILLING.CONCURRENT_USERS,
      licenseCount: 10,
      endDate: '2026-10-31',
    });
    const october = { searchYm: '2026-10' };
    const peaks = await ask('concurrentStats.LIST_CHART', october, academy);
    const measured = await ask('licenseStatsConcurrent.LIST_CHART', october, academy);
    expect(measured.resultList.map((row) => row.licenseUsage)).toEqual(
      peaks.resultList.map((row) => row.userCount),
    );
    expect(peaks.resultList.some((row) => (row.userCount ?? 0) > 0)).toBe(true);
    // Nobody could sign in after the licence ended: no usage in November.
    const november = await ask('concurrentStats.LIST_CHART', {}, academy);
    expect(november.resultList.every((row) => row.userCount === 0)).toBe(true);
  });

  it("the open chart's openResult lists months newest first, back to the first month with data", async () => {
    at('2026-11-23 09:00:00');
    const body = await ask<{ resultList: OpenMeetDayRow[]; openResult: OpenMeetDayRow[] }>(
      'statsMeet.LIST_OPEN_CHART',
    );
    expect(body.openResult.map((row) => row.logDate)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
    const sum = (rows: OpenMeetDayRow[]) => ({
      resultCount: rows.reduce((total, row) => total + (row.resultCount ?? 0), 0),
      resultData: {
        classCount: rows.reduce((total, row) => total + (row.resultData?.classCount ?? 0), 0),
        taskCount: rows.reduce((total, row) => total + (row.resultData?.taskCount ?? 0), 0),
      },
    });
    expect(body.openResult[0]).toEqual({ logDate: '2026-11', ...sum(body.resultList) });

    const march = await ask<{ resultList: OpenMeetDayRow[]; openResult: OpenMeetDayRow[] }>(
      'statsMeet.LIST_OPEN_CHART',
      { searchYm: '2026-03' },
    );
    expect(march.openResult).toHaveLength(12);
    expect(march.openResult.at(-1)?.logDate).toBe('2025-04');
    expect(march.openResult[0]).toEqual({ logDate: '2026-03', ...sum(march.resultList) });
    // The first month with data is the seed's oldest class log's (classes.ts: 2025-04-01).
    const early = await ask<{ resultList: OpenMeetDayRow[]; openResult: OpenMeetDayRow[] }>(
      'statsMeet.LIST_OPEN_CHART',
      { searchYm: '2025-06' },
    );
    expect(early.openResult).toEqual([
      { logDate: '2025-06', resultCount: 0, resultData: { classCount: 0, taskCount: 0 } },
      { logDate: '2025-05', resultCount: 0, resultData: { classCount: 0, taskCount: 0 } },
      { logDate: '2025-04', resultCount: 1, resultData: { classCount: 1, taskCount: 0 } },
    ]);
    // A future month charts nothing; its months list starts at the current month.
    const future = await ask<{ resultList: OpenMeetDayRow[]; openResult: OpenMeetDayRow[] }>(
      'statsMeet.LIST_OPEN_CHART',
      { searchYm: '2027-01' },
    );
    expect(future.resultList).toEqual([]);
    expect(future.openResult[0]?.logDate).toBe('2026-11');
  });

  it('keeps the seeded year compact and the same on every read', async () => {
    at('2026-11-23 09:00:00');
    expect(JSON.stringify(db.usageProfiles).length).toBeLessThan(4000);
    expect(JSON.stringify(db.licenses).length).toBeLessThan(1000);
    const once = await rowsOf('concurrentStats.LIST_CHART', { searchYm: '2026-06' });
    const twice = await rowsOf('concurrentStats.LIST_CHART', { searchYm: '2026-06' });
    expect(twice).toEqual(once);
    expect(once.some((row) => (row.userCount ?? 0) > 0)).toBe(true);
  });
});
