import {
  type FeeRow,
  isTeacherLike,
  type Page,
  USER_TYPE,
  WEB_AUTH,
  webAuthBits,
} from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import { applyingPrice, FEE_AMOUNT_MAX, feeStudentsOf } from '../db/areas/classFees.ts';
import {
  classLogsBetween,
  classLogUsers,
  findClassLog,
  type MockClassLog,
} from '../db/areas/classLogs.ts';
import type { MockPrice } from '../db/areas/prices.ts';
import { runningMeetOf } from '../db/areas/rooms.ts';
import { DEMO_COMPANY_IDX, db } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { demoCalls, demoUser, setDemoFuncUse } from '../testing/demoCalls.ts';
import { useMockServer } from '../testing/setup.ts';

useMockServer();

const { at, ask, refusal } = demoCalls();

/** A Monday: the seeded usage's classes of today run from 14:00, so none has ended at 09:00. */
const TODAY = '2026-11-23';
const NOW = `${TODAY} 09:00:00`;
/** The month before, a month of the seeded year. */
const october = { searchStartDate: '2026-10-01', searchEndDate: '2026-10-31' };

// The clock is fixed in every test (Date only: msw and the server keep their real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A settlement as the screen asks for it (searchType 5, paging false), of the demo teacher unless named. */
const fees = async (fields: Record<string, unknown>, userId = 'teacher') =>
  (
    await ask<{ resultList: FeeRow[] }>(
      'logMeet.LIST_AMOUNT',
      { searchType: 5, paging: false, ...fields },
      userId,
    )
  ).resultList;

const saveFee = (fields: { meetIdx: number; userIdx: number; amount: number }, userId = 'admin') =>
  ask<{ result: unknown }>('logMeetFee.SAVE', fields, userId);

const rowKey = (row: FeeRow) => `${row.meetIdx}:${row.logMeetUser?.userIdx}`;

function logOf(meetIdx: number): MockClassLog {
  const log = findClassLog(db, meetIdx);
  if (!log) throw new Error(`no log ${meetIdx}`);
  return log;
}

/** The classes a teacher led that ended in a period, straight from the store. */
function ledEnded(leaderIdx: number, start: string, end: string): MockClassLog[] {
  return classLogsBetween(db, DEMO_COMPANY_IDX, start, end).filter(
    (log) =>
      log.leaderUserIdx === leaderIdx &&
      log.endDatetime.slice(0, 10) >= start &&
      log.endDatetime.slice(0, 10) <= end,
  );
}

/** Two rows of October of different students, the first with a price and the second without. */
async function twoRows(): Promise<[FeeRow, FeeRow]> {
  const rows = await fees(october);
  const priced = rows.find((row) => row.price !== null);
  const unpriced = rows.find(
    (row) => row.price === null && row.logMeetUser?.userIdx !== priced?.logMeetUser?.userIdx,
  );
  if (!priced || !unpriced) throw new Error('no two rows');
  return [priced, unpriced];
}

const keyOf = (row: FeeRow) => ({
  meetIdx: row.meetIdx,
  userIdx: row.logMeetUser?.userIdx ?? 0,
});

const amountOf = async (row: FeeRow, userId = 'teacher') =>
  (await fees(october, userId)).find((one) => rowKey(one) === rowKey(row))?.logMeetUser?.amount;

describe('the settlement list (logMeet.LIST_AMOUNT)', () => {
  it('lists a row per student per class the teacher led that ended in the period, by name then start', async () => {
    const teacher = demoUser('teacher');
    const rows = await fees(october);
    const logs = ledEnded(teacher.userIdx, october.searchStartDate, october.searchEndDate);
    expect(logs.length).toBeGreaterThan(20);
    expect(rows.length).toBe(logs.reduce((sum, log) => sum + feeStudentsOf(log).length, 0));
    expect(new Set(rows.map(rowKey)).size).toBe(rows.length);
    for (const row of rows) {
      const log = logOf(row.meetIdx);
      expect(log.leaderUserIdx).toBe(teacher.userIdx);
      expect(row).toMatchObject({
        meetTitle: log.meetTitle,
        openDatetime: log.openDatetime,
        startDatetime: log.startDatetime,
        endDatetime: log.endDatetime,
      });
      expect(row.endDatetime?.slice(0, 7)).toBe('2026-10');
      // The student's attendance: summed as the attendees list sums it, every stay listed.
      const userIdx = row.logMeetUser?.userIdx ?? 0;
      const attendee = classLogUsers(log).find((user) => user.userIdx === userIdx);
      expect(row.logMeetUser).toMatchObject({
        userId: attendee?.userId,
        userName: attendee?.userName,
        totalJoinTimeSec: attendee?.totalJoinTimeSec,
      });
      const stays = log.joins.filter((join) => join.userIdx === userIdx);
      expect(row.logMeetUser?.logMeetUserJoinList).toEqual(
        stays.map(({ joinDatetime, quitDatetime }) => ({ joinDatetime, quitDatetime })),
      );
      expect(stays.every((join) => join.userType === USER_TYPE.STUDENT)).toBe(true);
    }
    // Some students came back after a dropped connection: two stays, one row.
    expect(rows.some((row) => (row.logMeetUser?.logMeetUserJoinList?.length ?? 0) > 1)).toBe(true);
    // Ordered by student name (namesakes apart), then class start.
    const order = rows.map((row) => ({
      name: row.logMeetUser?.userName ?? '',
      userIdx: row.logMeetUser?.userIdx ?? 0,
      start: row.startDatetime ?? '',
    }));
    const sorted = [...order].sort((a, b) =>
      a.name !== b.name
        ? a.name < b.name
          ? -1
          : 1
        : a.userIdx - b.userIdx || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0),
    );
    expect(order).toEqual(sorted);
    // Absent leaderIdx is the caller's own; so is their own leaderIdx.
    expect(await fees({ ...october, leaderIdx: teacher.userIdx })).toEqual(rows);
  });

  it('gives the demo teacher a month with prices on most rows and some without', async () => {
    const rows = await fees(october);
    const unpriced = rows.filter((row) => row.price === null);
    expect(rows.length).toBeGreaterThan(100);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(unpriced.length).toBeLessThan(rows.length / 4);
    // The students appear over several classes.
    expect(new Set(rows.map((row) => row.logMeetUser?.userIdx)).size).toBeLessThan(rows.length);
  });

  it('leaves out guests and the leader: the stored classes of the seed', async () => {
    const teacher = demoUser('teacher');
    const regular = seededRoom(db, '중2 수학 정규반');
    const stored = db.classLogs.filter((log) => log.leaderUserIdx === teacher.userIdx);
    const first = stored.find((log) => log.roomCode === regular.roomCode);
    if (!first) throw new Error('no stored class');
    const month = first.endDatetime.slice(0, 7);
    const rows = await fees({ searchStartDate: `${month}-01`, searchEndDate: `${month}-30` });
    const ofFirst = rows.filter((row) => row.meetIdx === first.meetIdx);
    // The class had the teacher, the demo student (left once, came back), two students, a guest.
    expect(first.joins.some((join) => join.userIdx === 0)).toBe(true);
    const student = demoUser('student');
    expect(
      ofFirst.map((row) => row.logMeetUser?.userIdx).sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual(
      [student.userIdx, demoUser('student01').userIdx, demoUser('student02').userIdx].sort(
        (a, b) => a - b,
      ),
    );
    const demoStudent = ofFirst.find((row) => row.logMeetUser?.userIdx === student.userIdx);
    expect(demoStudent?.logMeetUser?.logMeetUserJoinList).toHaveLength(2);
    expect(demoStudent?.logMeetUser?.totalJoinTimeSec).toBe((38 + 45) * 60);
    // The demo student pays by classroom, and not for this one: no price, amount 0.
    expect(demoStudent?.price).toBeNull();
    expect(demoStudent?.logMeetUser?.amount).toBe(0);
    expect(rows.some((row) => row.logMeetUser?.userIdx === teacher.userIdx)).toBe(false);
    expect(rows.some((row) => row.logMeetUser?.userIdx === 0)).toBe(false);
  });

  it('takes the period by end day: default the current month up to today; backwards nothing', async () => {
    const teacher = demoUser('teacher');
    const current = await fees({});
    expect(current).toEqual(await fees({ searchStartDate: '2026-11-01', searchEndDate: TODAY }));
    expect(current.length).toBe(
      ledEnded(teacher.userIdx, '2026-11-01', TODAY).reduce(
        (sum, log) => sum + feeStudentsOf(log).length,
        0,
      ),
    );
    expect(current.every((row) => (row.endDatetime ?? '') >= '2026-11-01')).toBe(true);
    // Only the end: from the 1st of its month.
    expect(await fees({ searchEndDate: '2026-10-31' })).toEqual(await fees(october));
    // Two weeks are part of the month; both ends count.
    const part = await fees({ searchStartDate: '2026-10-05', searchEndDate: '2026-10-18' });
    const month = await fees(october);
    expect(part).toEqual(
      month.filter((row) => {
        const day = row.endDatetime?.slice(0, 10) ?? '';
        return day >= '2026-10-05' && day <= '2026-10-18';
      }),
    );
    expect(await fees({ searchStartDate: '2026-10-31', searchEndDate: '2026-10-01' })).toEqual([]);
    expect(
      await refusal('logMeet.LIST_AMOUNT', { searchStartDate: '2026-02-30', paging: false }),
    ).toEqual({ status: 400, code: 'WB-400-212' });
  });

  it('answers a page unless paging is false', async () => {
    const all = await fees(october);
    const { resultPage } = await ask<{ resultPage: Page<FeeRow> }>(
      'logMeet.LIST_AMOUNT',
      { ...october, page: 1, size: 50 },
      'teacher',
    );
    expect(resultPage.totalElements).toBe(all.length);
    expect(resultPage.content).toEqual(all.slice(50, 100));
  });

  it("lets a manager list any teacher's settlement, and others only their own", async () => {
    const teacher = demoUser('teacher');
    const openteacher = demoUser('openteacher');
    const own = await fees(october);
    // The admin's view with a teacher selector.
    expect(await fees({ ...october, leaderIdx: teacher.userIdx }, 'admin')).toEqual(own);
    const theirs = await fees({ ...october, leaderIdx: openteacher.userIdx }, 'admin');
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((row) => logOf(row.meetIdx).leaderUserIdx === openteacher.userIdx)).toBe(
      true,
    );
    // The demo's teachers hold the manage bit (companies.ts).
    expect(await fees({ ...october, leaderIdx: openteacher.userIdx }, 'teacher')).toEqual(theirs);
    // Without it: their own only.
    teacher.webAuth = webAuthBits(WEB_AUTH.ROOM_REG, WEB_AUTH.MEET_OPEN);
    expect(await fees(october)).toEqual(own);
    expect(
      await refusal(
        'logMeet.LIST_AMOUNT',
        { ...october, leaderIdx: openteacher.userIdx, paging: false },
        'teacher',
      ),
    ).toEqual({ status: 403, code: 'WB-403-102' });
    // Students never (settlement is hidden for them), not even their own.
    const student = demoUser('student');
    for (const leaderIdx of [undefined, student.userIdx, teacher.userIdx]) {
      expect(
        await refusal('logMeet.LIST_AMOUNT', { ...october, leaderIdx, paging: false }, 'student'),
      ).toEqual({ status: 403, code: 'WB-403-102' });
    }
  });

  it('refuses a leaderIdx that is no teacher of the institution (WB-400-212)', async () => {
    const hanbit = db.users.find(
      (user) => user.companyId === 'hanbit' && isTeacherLike(user.userType),
    );
    const others = [
      demoUser('student').userIdx,
      demoUser('operator').userIdx,
      hanbit?.userIdx ?? -1,
      999_999,
    ];
    for (const leaderIdx of others) {
      expect(
        await refusal('logMeet.LIST_AMOUNT', { ...october, leaderIdx, paging: false }),
      ).toEqual({ status: 400, code: 'WB-400-212' });
    }
  });

  it('is refused where the institution has no settlement (WEB_FUNC_USE position 1)', async () => {
    setDemoFuncUse(1, false);
    expect(await refusal('logMeet.LIST_AMOUNT', { ...october, paging: false })).toEqual({
      status: 403,
      code: 'WB-403-102',
    });
    expect(await refusal('logMeetFee.SAVE', { meetIdx: 1, userIdx: 1, amount: 1 })).toEqual({
      status: 403,
      code: 'WB-403-102',
    });
  });
});

describe('the unit price and the amount of a row', () => {
  const price = (input: Partial<MockPrice> & Pick<MockPrice, 'priceIdx'>): MockPrice => ({
    companyIdx: DEMO_COMPANY_IDX,
    userIdx: 1,
    roomCode: null,
    startDate: '2026-01-01',
    endDate: null,
    price: 10_000,
    ...input,
  });

  it("picks the price whose period covers the class's day, of its room or of every room", () => {
    const everyRoom = price({ priceIdx: 1 });
    const ofRoom = price({ priceIdx: 2, roomCode: 'R1', startDate: '2026-10-01', price: 20_000 });
    const ended = price({ priceIdx: 3, roomCode: 'R1', endDate: '2026-09-30', price: 30_000 });
    const otherRoom = price({ priceIdx: 4, roomCode: 'R2', price: 40_000 });
    const prices = [everyRoom, ofRoom, ended, otherRoom];
    // The room's price before the price of every room.
    expect(applyingPrice(prices, 'R1', '2026-10-15')).toBe(ofRoom);
    // Before the room's price began: the ended price of that room still covered the day.
    expect(applyingPrice(prices, 'R1', '2026-09-30')).toBe(ended);
    // Another room: its own price; a room without one: the price of every room.
    expect(applyingPrice(prices, 'R2', '2026-10-15')).toBe(otherRoom);
    expect(applyingPrice(prices, 'R3', '2026-10-15')).toBe(everyRoom);
    // Before every period, or no prices: none.
    expect(applyingPrice(prices, 'R3', '2025-12-31')).toBeUndefined();
    expect(applyingPrice([], 'R1', '2026-10-15')).toBeUndefined();
    // Equally specific: the later start, then the larger priceIdx.
    const later = price({ priceIdx: 5, startDate: '2026-06-01', price: 50_000 });
    expect(applyingPrice([everyRoom, later], 'R3', '2026-10-15')).toBe(later);
    const twin = price({ priceIdx: 6, price: 60_000 });
    expect(applyingPrice([twin, everyRoom], 'R3', '2026-10-15')).toBe(twin);
  });

  it("answers the student's price and, unsaved, the price as the amount (0 without one)", async () => {
    const rows = await fees(october);
    for (const row of rows) {
      const log = logOf(row.meetIdx);
      const userIdx = row.logMeetUser?.userIdx ?? 0;
      const expected = applyingPrice(
        db.prices.filter((one) => one.userIdx === userIdx),
        log.roomCode,
        log.startDatetime.slice(0, 10),
      );
      expect(row.price).toEqual(expected ? { price: expected.price } : null);
      expect(row.logMeetUser?.amount).toBe(expected?.price ?? 0);
    }
    // A price of the class's own room, added now, wins over the price of every room.
    const [priced] = await twoRows();
    const log = logOf(priced.meetIdx);
    db.prices.push(
      price({
        priceIdx: 900_001,
        userIdx: priced.logMeetUser?.userIdx ?? 0,
        roomCode: log.roomCode,
        startDate: log.startDatetime.slice(0, 10),
        endDate: log.startDatetime.slice(0, 10),
        price: 77_000,
      }),
    );
    const after = (await fees(october)).find((row) => rowKey(row) === rowKey(priced));
    expect(after?.price).toEqual({ price: 77_000 });
    expect(after?.logMeetUser?.amount).toBe(77_000);
  });

  it('prices a class by the day it started: the raised prices of the seed change on 2026-03-01', async () => {
    const teacher = demoUser('teacher');
    const rows = await fees(
      { searchStartDate: '2026-02-01', searchEndDate: '2026-03-31', leaderIdx: teacher.userIdx },
      'admin',
    );
    const raised = db.prices.filter((one) => one.endDate === '2026-02-28');
    expect(raised.length).toBeGreaterThan(0);
    const raisedUsers = new Set(raised.map((one) => one.userIdx));
    const ofRaised = rows.filter((row) => raisedUsers.has(row.logMeetUser?.userIdx ?? 0));
    expect(ofRaised.some((row) => (row.startDatetime ?? '') < '2026-03-01')).toBe(true);
    expect(ofRaised.some((row) => (row.startDatetime ?? '') >= '2026-03-01')).toBe(true);
    for (const row of ofRaised) {
      const userIdx = row.logMeetUser?.userIdx ?? 0;
      const old = raised.find((one) => one.userIdx === userIdx);
      const current = db.prices.find(
        (one) => one.userIdx === userIdx && one.startDate === '2026-03-01',
      );
      const expected = (row.startDatetime ?? '') < '2026-03-01' ? old : current;
      expect(row.price).toEqual({ price: expected?.price });
    }
  });
});

describe('saving a fee (logMeetFee.SAVE)', () => {
  it('saves an amount that the list reads back, replacing an earlier one', async () => {
    const [priced, unpriced] = await twoRows();
    const before = await fees(october);
    const saved = await saveFee({ ...keyOf(priced), amount: 12_345 });
    expect(saved).toMatchObject({
      success: true,
      result: { ...keyOf(priced), amount: 12_345 },
    });
    const rows = await fees(october);
    const read = rows.find((row) => rowKey(row) === rowKey(priced));
    // The amount is the saved one; the price stays the price.
    expect(read?.logMeetUser?.amount).toBe(12_345);
    expect(read?.price).toEqual(priced.price);
    // Nothing else moved.
    expect(before.filter((row) => rowKey(row) !== rowKey(priced))).toEqual(
      rows.filter((row) => rowKey(row) !== rowKey(priced)),
    );
    // Replaced; zero and nine digits are amounts too; the teacher saves their own class.
    await saveFee({ ...keyOf(priced), amount: 0 });
    expect(await amountOf(priced)).toBe(0);
    await saveFee({ ...keyOf(unpriced), amount: FEE_AMOUNT_MAX }, 'teacher');
    expect(await amountOf(unpriced)).toBe(999_999_999);
    expect(db.classFees).toHaveLength(2);
  });

  it('refuses an amount over nine digits or not a whole non-negative number (WB-400-212)', async () => {
    const [row] = await twoRows();
    for (const amount of [1_000_000_000, -1, 1.5]) {
      expect(await refusal('logMeetFee.SAVE', { ...keyOf(row), amount })).toEqual({
        status: 400,
        code: 'WB-400-212',
      });
    }
    expect(db.classFees).toEqual([]);
  });

  it('refuses a class the caller may not settle (WB-400-025) and a user who is no row of it (WB-400-212)', async () => {
    const [row] = await twoRows();
    const log = logOf(row.meetIdx);
    const teacher = demoUser('teacher');
    const openteacher = demoUser('openteacher');
    const meetNotExist = { status: 400, code: 'WB-400-025' };
    const badRequest = { status: 400, code: 'WB-400-212' };
    // No such class; a class still running (no log yet), though the student is inside.
    expect(await refusal('logMeetFee.SAVE', { meetIdx: 987_654, userIdx: 1, amount: 1 })).toEqual(
      meetNotExist,
    );
    const running = runningMeetOf(db, seededRoom(db, '중2 수학 정규반').roomCode);
    expect(
      await refusal('logMeetFee.SAVE', {
        meetIdx: running?.meetIdx ?? -1,
        userIdx: demoUser('student01').userIdx,
        amount: 1,
      }),
    ).toEqual(meetNotExist);
    // The leader, a guest, a student who did not attend.
    const absent = db.users.find(
      (user) =>
        user.companyIdx === DEMO_COMPANY_IDX &&
        user.userType === USER_TYPE.STUDENT &&
        !log.joins.some((join) => join.userIdx === user.userIdx),
    );
    for (const userIdx of [teacher.userIdx, 0, absent?.userIdx ?? -1]) {
      expect(
        await refusal('logMeetFee.SAVE', { meetIdx: row.meetIdx, userIdx, amount: 1 }),
      ).toEqual(badRequest);
    }
    // Another teacher's class: with manage access fine, without it not theirs to settle.
    const ofOpenteacher = (await fees({ ...october, leaderIdx: openteacher.userIdx }, 'admin'))[0];
    if (!ofOpenteacher) throw new Error('no row of openteacher');
    teacher.webAuth = webAuthBits(WEB_AUTH.ROOM_REG, WEB_AUTH.MEET_OPEN);
    expect(
      await refusal('logMeetFee.SAVE', { ...keyOf(ofOpenteacher), amount: 1 }, 'teacher'),
    ).toEqual(meetNotExist);
    // Their own class they still settle.
    await saveFee({ ...keyOf(row), amount: 5 }, 'teacher');
    // A student never.
    expect(await refusal('logMeetFee.SAVE', { ...keyOf(row), amount: 1 }, 'student')).toEqual({
      status: 403,
      code: 'WB-403-102',
    });
    expect(db.classFees.map((fee) => fee.amount)).toEqual([5]);
  });
});

describe('the scenario switch feeSaveFails', () => {
  it('fails one row once, saves the other, and saves the failed one on retry', async () => {
    const [first, second] = await twoRows();
    scenario.set({ feeSaveFails: keyOf(first) });
    // The screen saves one by one: the first fails, the second is saved.
    expect(await refusal('logMeetFee.SAVE', { ...keyOf(first), amount: 11_000 })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    await saveFee({ ...keyOf(second), amount: 22_000 });
    expect(await amountOf(first)).toBe(first.logMeetUser?.amount);
    expect(await amountOf(second)).toBe(22_000);
    expect(scenario.state.feeSaveFails).toBeNull();
    // The retry works.
    await saveFee({ ...keyOf(first), amount: 11_000 });
    expect(await amountOf(first)).toBe(11_000);
  });

  it('fails a number of times with the code it names, and only saves that would succeed count', async () => {
    const [first] = await twoRows();
    scenario.set({ feeSaveFails: { ...keyOf(first), times: 2, code: 'WB-500-131' } });
    // A refused save (too many digits) does not use it up.
    expect(await refusal('logMeetFee.SAVE', { ...keyOf(first), amount: 1e10 })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    for (let n = 0; n < 2; n += 1) {
      expect(await refusal('logMeetFee.SAVE', { ...keyOf(first), amount: 1 })).toEqual({
        status: 500,
        code: 'WB-500-131',
      });
    }
    await saveFee({ ...keyOf(first), amount: 1 });
    expect(await amountOf(first)).toBe(1);
    // Cleared by null.
    scenario.set({ feeSaveFails: { ...keyOf(first), times: 3 } });
    scenario.set({ feeSaveFails: null });
    await saveFee({ ...keyOf(first), amount: 2 });
    expect(await amountOf(first)).toBe(2);
  });
});
