import { type FeeRow, USER_TYPE } from '@platform/contract';
import type { MockDb } from '../types.ts';
import { classLogUsers, type MockClassLog } from './classLogs.ts';
import type { MockPrice } from './prices.ts';
import type { SeedArea } from './types.ts';

/**
 * The fees of the settlement (foundation.md §7 "logMeet LIST_AMOUNT", "POST /fee SAVE";
 * screens.md §3 "Fee row", §4 "Fee editing collects edits per meet-user and saves one by one",
 * §5 "Fee amount digits only, max 9 digits", §10 Settlement). A fee row is one student's
 * attendance of one ended class of the class-history store (classLogs.ts: a stored log or a
 * seeded class), with the unit price that applies (prices.ts) and the amount charged. The amounts
 * saved (logMeetFee.SAVE) are an overlay keyed by (meetIdx, userIdx), `classFees`, so that a
 * seeded class, which is never stored, can be settled too; the rest is worked out on every read.
 *
 * assumed, where the spec is silent:
 * - Who is a fee row of a class: every attendee with an account (userIdx > 0) who entered as a
 *   student (USER_TYPE.STUDENT, as the log names them) and is not the class's leader. Guests
 *   (userIdx 0), the leader, and other teachers or staff who looked in are no fee rows. Every
 *   room kind counts (a homework room's session is led by its teacher too).
 * - The unit price of a row: the student's price (of the class's institution) whose period covers
 *   the day the class started (`startDate` <= day <= `endDate`, open-ended without one) and whose
 *   classroom is the class's room or none; the most specific wins: a price of that room before a
 *   price of every room, then the later start, then the larger priceIdx (the overlap rule,
 *   WB-400-309, leaves at most one normally). None: `price` null.
 * - The amount: the amount saved for that (meetIdx, userIdx) if there is one, else the default
 *   the server computes: the unit price, once per class attended (however long the student
 *   stayed), 0 without a price.
 * - logMeetUser: the student's attendance of that class as logMeetUser.LIST has it
 *   (`classLogUsers`: totalJoinTimeSec summed over every stay), with logMeetUserJoinList every
 *   stay (entry and exit) in the order it began.
 */

/** An amount saved by logMeetFee.SAVE for one student of one class. */
export interface MockClassFee {
  companyIdx: number;
  meetIdx: number;
  userIdx: number;
  amount: number;
  /** Who saved it and when (a wire datetime). */
  regUserIdx: number;
  regDatetime: string;
}

declare module '../types.ts' {
  interface AreaTables {
    /** The fees saved (logMeetFee.SAVE), at most one per (meetIdx, userIdx). */
    classFees: MockClassFee[];
  }
}

/** The largest fee: screens.md §5 "max 9 digits" (LIMITS.FEE_DIGITS_MAX). */
export const FEE_AMOUNT_MAX = 999_999_999;

const feeKey = (meetIdx: number, userIdx: number) => `${meetIdx}:${userIdx}`;

export function savedFeeOf(db: MockDb, meetIdx: number, userIdx: number): MockClassFee | undefined {
  return (db.classFees ?? []).find((fee) => fee.meetIdx === meetIdx && fee.userIdx === userIdx);
}

/** Saves (or replaces) the amount of one student of one class. */
export function saveClassFee(db: MockDb, fee: MockClassFee): MockClassFee {
  db.classFees = [
    ...(db.classFees ?? []).filter(
      (saved) => saved.meetIdx !== fee.meetIdx || saved.userIdx !== fee.userIdx,
    ),
    fee,
  ];
  return fee;
}

/** The userIdx of a class's fee rows (see the top of the file), in the order they first came. */
export function feeStudentsOf(log: MockClassLog): number[] {
  const students: number[] = [];
  for (const join of log.joins) {
    if (join.userIdx <= 0 || join.userIdx === log.leaderUserIdx) continue;
    if (join.userType !== USER_TYPE.STUDENT || students.includes(join.userIdx)) continue;
    students.push(join.userIdx);
  }
  return students;
}

export const isFeeStudent = (log: MockClassLog, userIdx: number) =>
  feeStudentsOf(log).includes(userIdx);

/** Whether `a` applies more specifically than `b` (see the top of the file). */
function moreSpecific(a: MockPrice, b: MockPrice): boolean {
  if (Boolean(a.roomCode) !== Boolean(b.roomCode)) return Boolean(a.roomCode);
  if (a.startDate !== b.startDate) return a.startDate > b.startDate;
  return a.priceIdx > b.priceIdx;
}

/** The price among a student's prices that applies to a class of `roomCode` on `day`. */
export function applyingPrice(
  prices: readonly MockPrice[],
  roomCode: string,
  day: string,
): MockPrice | undefined {
  let best: MockPrice | undefined;
  for (const price of prices) {
    if (price.startDate > day || (price.endDate !== null && price.endDate < day)) continue;
    if (price.roomCode && price.roomCode !== roomCode) continue;
    if (!best || moreSpecific(price, best)) best = price;
  }
  return best;
}

/** The prices of an institution by userIdx (one pass over the table per call). */
function pricesByUser(db: MockDb, companyIdx: number): Map<number, MockPrice[]> {
  const byUser = new Map<number, MockPrice[]>();
  for (const price of db.prices ?? []) {
    if (price.companyIdx !== companyIdx) continue;
    const list = byUser.get(price.userIdx) ?? [];
    list.push(price);
    byUser.set(price.userIdx, list);
  }
  return byUser;
}

/** The saved amounts of an institution by (meetIdx, userIdx). */
function savedFees(db: MockDb, companyIdx: number): Map<string, number> {
  const saved = new Map<string, number>();
  for (const fee of db.classFees ?? []) {
    if (fee.companyIdx === companyIdx) saved.set(feeKey(fee.meetIdx, fee.userIdx), fee.amount);
  }
  return saved;
}

/** The fee rows of one class (feeRowSchema), in the order its students first came. */
function classFeeRows(
  log: MockClassLog,
  prices: Map<number, MockPrice[]>,
  saved: Map<string, number>,
): FeeRow[] {
  const students = new Set(feeStudentsOf(log));
  const day = log.startDatetime.slice(0, 10);
  return classLogUsers(log)
    .filter((user) => students.has(user.userIdx ?? 0))
    .map((user) => {
      const userIdx = user.userIdx ?? 0;
      const price = applyingPrice(prices.get(userIdx) ?? [], log.roomCode, day);
      const stays = log.joins
        .filter((join) => join.userIdx === userIdx)
        .map(({ joinDatetime, quitDatetime }) => ({ joinDatetime, quitDatetime }))
        .sort((a, b) =>
          a.joinDatetime < b.joinDatetime ? -1 : a.joinDatetime > b.joinDatetime ? 1 : 0,
        );
      return {
        meetIdx: log.meetIdx,
        meetTitle: log.meetTitle,
        openDatetime: log.openDatetime,
        startDatetime: log.startDatetime,
        endDatetime: log.endDatetime,
        price: price ? { price: price.price } : null,
        logMeetUser: {
          userIdx,
          userId: user.userId ?? null,
          userName: user.userName ?? null,
          amount: saved.get(feeKey(log.meetIdx, userIdx)) ?? price?.price ?? 0,
          totalJoinTimeSec: user.totalJoinTimeSec ?? 0,
          logMeetUserJoinList: stays,
        },
      };
    });
}

/** By student name, then userIdx (namesakes stay apart), then class start, then meetIdx. */
function byStudentThenStart(a: FeeRow, b: FeeRow): number {
  const nameA = a.logMeetUser?.userName ?? '';
  const nameB = b.logMeetUser?.userName ?? '';
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  const userA = a.logMeetUser?.userIdx ?? 0;
  const userB = b.logMeetUser?.userIdx ?? 0;
  if (userA !== userB) return userA - userB;
  const startA = a.startDatetime ?? '';
  const startB = b.startDatetime ?? '';
  if (startA !== startB) return startA < startB ? -1 : 1;
  return a.meetIdx - b.meetIdx;
}

/**
 * The fee rows of some classes of one institution (see the top of the file): one per student
 * per class, by student name, then class start.
 */
export function feeRowsOf(db: MockDb, companyIdx: number, logs: readonly MockClassLog[]): FeeRow[] {
  const prices = pricesByUser(db, companyIdx);
  const saved = savedFees(db, companyIdx);
  return logs.flatMap((log) => classFeeRows(log, prices, saved)).sort(byStudentThenStart);
}

/** The store starts empty: nothing is settled until someone saves (the defaults are worked out). */
export const classFeesArea: SeedArea = {
  name: 'classFees',
  init: (db) => {
    db.classFees = [];
  },
  seed: () => {},
};
