import {
  type ClassLog,
  formatWireDate,
  formatWireDateTime,
  type MeetUserLog,
  parseWireDateTime,
  ROOM_KIND,
  type RoomKind,
  type SummaryStatus,
  type UserType,
} from '@platform/contract';
import type { MockDb, MockUser } from '../types.ts';
import {
  licensePeriodOn,
  type MockUsageProfile,
  USAGE_GUEST_NAME,
  type UsageClass,
  type UsageStay,
  usageClassesOn,
  usageStartOn,
} from './statistics.ts';
import type { SeedArea } from './types.ts';

/**
 * The class logs: one row per class that has ended (foundation.md §7 "Class and record logs",
 * screens.md §3 Class log), written when a class closes (roomJoin.CLOSE, see `endMeet` of
 * rooms.ts) and by the seed. This is the mock's one store of class history: the history
 * (logMeet.*, the attendance log) and statistics issues read it and extend it here. A log carries
 * the entries and exits of its attendees, from which the per-attendee rows (logMeetUser.LIST)
 * and the attendance list (logMeetUserJoin.LIST) are made by `classLogUsers` and
 * `classLogJoins`, in the wire shapes of the contract (classLogSchema, meetUserLogSchema).
 *
 * Beside the stored logs, the seeded year of usage (statistics.ts) is class history too: its
 * classes are class logs made when asked, never stored (`classLogsBetween`, `findClassLog`; see
 * "The seeded year as class logs" below). Whoever reads class history reads it through those
 * two, so the statistics, the attendance log and the history agree by construction.
 */

/** One entry of one attendee into the class and the exit that ended it. */
export interface MockClassLogJoin {
  /** 0 for a guest (assumed: guests have no userIdx). */
  userIdx: number;
  /** The login id; null for a guest. */
  userId: string | null;
  /** The user's name, or a guest's nickname. */
  userName: string;
  userType: UserType | null;
  joinDatetime: string;
  quitDatetime: string;
}

export interface MockClassLog {
  companyIdx: number;
  roomCode: string;
  /** The room's kind (ROOM_KIND), for the history's roomType filter. */
  roomType: RoomKind;
  meetIdx: number;
  meetTitle: string;
  /**
   * The leader: the room's owner, or whoever opened the class of a room without one (a guest's
   * instant room). assumed: screens.md §3 names a leader and an opener (`userName`) apart.
   */
  leaderUserIdx: number;
  leaderName: string;
  /** The leader's login id (null for a guest), the history's "leader ID" filter. */
  leaderId: string | null;
  /** Who opened the class (0 for a guest). */
  openerUserIdx: number;
  /** The opener's name (the wire's `userName`). */
  userName: string;
  /** assumed: how many people took part (each counted once, however often they came back). */
  userCount: number;
  openDatetime: string;
  startDatetime: string;
  endDatetime: string;
  templateIdx: number | null;
  /**
   * The summary as the class ended: null (never asked; a seeded class always). What the wire
   * shows is `classSummaryOf` (classSummaries.ts): the requests of logMeetSummary.SAVE over this,
   * and a seeded class's own summary.
   */
  summaryStatus: SummaryStatus | null;
  summaryJson: Record<string, string> | null;
  /** Every entry and exit, in the order they happened. */
  joins: MockClassLogJoin[];
}

declare module '../types.ts' {
  interface AreaTables {
    /** The class logs (foundation.md §7 Class logs): one per ended class, with its attendance. */
    classLogs: MockClassLog[];
  }
}

/** The input of a class log: the log without the count, which the entries give. */
export type NewClassLog = Omit<MockClassLog, 'userCount'>;

/** Who took part, each once (a guest by nickname: guests have no userIdx). */
const attendeeKey = (join: MockClassLogJoin) =>
  join.userIdx > 0 ? `u${join.userIdx}` : `g${join.userName}`;

/** Stores the log of an ended class and answers it. */
export function writeClassLog(db: MockDb, input: NewClassLog): MockClassLog {
  const log: MockClassLog = {
    ...input,
    userCount: new Set(input.joins.map(attendeeKey)).size,
  };
  db.classLogs.push(log);
  return log;
}

export function classLogOf(db: MockDb, meetIdx: number): MockClassLog | undefined {
  return db.classLogs.find((log) => log.meetIdx === meetIdx);
}

/** Seconds between two wire datetimes (0 when either is unreadable or the second is earlier). */
export function secondsBetween(from: string, to: string): number {
  const start = parseWireDateTime(from);
  const end = parseWireDateTime(to);
  if (!start || !end) return 0;
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
}

/** The log as the wire shows it (classLogSchema). */
export function wireClassLog(log: MockClassLog): ClassLog {
  return {
    roomCode: log.roomCode,
    meetIdx: log.meetIdx,
    meetTitle: log.meetTitle,
    leaderName: log.leaderName,
    leaderId: log.leaderId,
    userName: log.userName,
    userCount: log.userCount,
    openDatetime: log.openDatetime,
    startDatetime: log.startDatetime,
    endDatetime: log.endDatetime,
    templateIdx: log.templateIdx,
    summaryStatus: log.summaryStatus,
    summaryJson: log.summaryJson,
  };
}

/**
 * The attendance list of a class (meetUserLogSchema): one row per entry and exit, in order.
 * `totalJoinTimeSec` is the length of that one stay.
 */
export function classLogJoins(log: MockClassLog): MeetUserLog[] {
  return log.joins.map((join) => ({
    meetIdx: log.meetIdx,
    meetTitle: log.meetTitle,
    userIdx: join.userIdx,
    userId: join.userId,
    userName: join.userName,
    joinDatetime: join.joinDatetime,
    quitDatetime: join.quitDatetime,
    totalJoinTimeSec: secondsBetween(join.joinDatetime, join.quitDatetime),
  }));
}

/**
 * The attendees of a class (meetUserLogSchema), one row each: the first entry, the last exit and
 * the time spent inside over every stay (assumed reading of "join, exit, duration").
 */
export function classLogUsers(log: MockClassLog): MeetUserLog[] {
  const rows = new Map<string, MeetUserLog & { totalJoinTimeSec: number }>();
  for (const join of log.joins) {
    const key = attendeeKey(join);
    const seconds = secondsBetween(join.joinDatetime, join.quitDatetime);
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        meetIdx: log.meetIdx,
        meetTitle: log.meetTitle,
        userIdx: join.userIdx,
        userId: join.userId,
        userName: join.userName,
        joinDatetime: join.joinDatetime,
        quitDatetime: join.quitDatetime,
        totalJoinTimeSec: seconds,
      });
      continue;
    }
    row.totalJoinTimeSec += seconds;
    if (join.quitDatetime > (row.quitDatetime ?? '')) row.quitDatetime = join.quitDatetime;
  }
  return [...rows.values()];
}

// --- the seeded year as class logs ------------------------------------------------------------

/**
 * The meetIdx of the seeded year's classes: a reserved range that stored classes never reach
 * (they count up from 1 through the `meetIdx` sequence, see startMeet in rooms.ts):
 * `base + companyIdx × perCompany + day × perDay + n`, where `day` counts the days since
 * `epoch` (0 to 9 999: 2020-01-01 to 2047-05-18) and `n` is the class's place among its day's
 * classes in the order they opened (0 to 99). Read as digits: 1 CCC DDDD NN, so 1 001 2500 03
 * is the fourth class of 2026-11-05 at institution 1. companyIdx runs from 1 to 999, so every
 * such number is a 32-bit integer (under 2 000 000 000). A seeded day outside those bounds (or
 * an institution from 1000 on) has no class.
 */
export const SEEDED_MEET_IDX = {
  base: 1_000_000_000,
  perCompany: 1_000_000,
  perDay: 100,
  epoch: '2020-01-01',
  days: 10_000,
  companies: 1_000,
} as const;

/**
 * The titles of the seeded classes, by room kind (assumed, as an academy names its classes).
 * A title is also the seeded class's room: one room per institution, kind and title, whose
 * roomCode is `RCU` + companyIdx (3 digits) + kind + the title's place (2 digits), `RCU001203`.
 * Those rooms are no rows of `db.rooms` (the seeded year has no rooms, only classes).
 */
export const SEEDED_CLASS_TITLES: Readonly<Record<RoomKind, readonly string[]>> = {
  [ROOM_KIND.CLASS]: [
    '중1 수학 기본반',
    '중2 영어 독해반',
    '중3 과학 탐구반',
    '고1 국어 문학반',
    '고2 수학 미적분반',
    '고1 영어 문법반',
    '초6 사고력 수학',
    '중2 국어 서술형반',
  ],
  [ROOM_KIND.MEETING]: ['보충 질문방', '스터디 모임', '진로 상담', '오답 풀이 모임'],
  [ROOM_KIND.HOMEWORK]: ['수학 숙제방', '영어 단어 과제', '독서 감상문 과제', '과학 탐구 보고서'],
  [ROOM_KIND.TEST]: ['단원 평가', '월말 모의고사'],
};

/** The name a seeded class gives its leader when that teacher has left the institution. */
export const SEEDED_LEFT_NAME = '탈퇴한 사용자';

const DAY_MS = 86_400_000;
const EPOCH_UTC = Date.UTC(2020, 0, 1);
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Days since SEEDED_MEET_IDX.epoch of a `YYYY-MM-DD` (calendar days: no clock, no DST). */
function dayNumberOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - EPOCH_UTC) / DAY_MS);
}

function dateOfDayNumber(dayNumber: number): string {
  const date = new Date(EPOCH_UTC + dayNumber * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const nextDay = (date: string) => dateOfDayNumber(dayNumberOf(date) + 1);

/** Whether a meetIdx is in the seeded year's reserved range (whether or not that class exists). */
export const isSeededMeetIdx = (meetIdx: number) =>
  meetIdx >= SEEDED_MEET_IDX.base &&
  meetIdx < SEEDED_MEET_IDX.base + SEEDED_MEET_IDX.companies * SEEDED_MEET_IDX.perCompany;

/** The meetIdx of the `n`th seeded class of a day, or undefined outside the range's bounds. */
export function seededMeetIdx(companyIdx: number, date: string, n: number): number | undefined {
  const day = dayNumberOf(date);
  if (companyIdx < 1 || companyIdx >= SEEDED_MEET_IDX.companies) return undefined;
  if (day < 0 || day >= SEEDED_MEET_IDX.days || n < 0 || n >= SEEDED_MEET_IDX.perDay) {
    return undefined;
  }
  return (
    SEEDED_MEET_IDX.base +
    companyIdx * SEEDED_MEET_IDX.perCompany +
    day * SEEDED_MEET_IDX.perDay +
    n
  );
}

/** The institution, day and place a seeded meetIdx stands for (undefined outside the range). */
export function readSeededMeetIdx(
  meetIdx: number,
): { companyIdx: number; date: string; n: number } | undefined {
  if (!Number.isInteger(meetIdx) || !isSeededMeetIdx(meetIdx)) return undefined;
  const rest = meetIdx - SEEDED_MEET_IDX.base;
  const companyIdx = Math.floor(rest / SEEDED_MEET_IDX.perCompany);
  const inCompany = rest % SEEDED_MEET_IDX.perCompany;
  const day = Math.floor(inCompany / SEEDED_MEET_IDX.perDay);
  if (day >= SEEDED_MEET_IDX.days) return undefined;
  return { companyIdx, date: dateOfDayNumber(day), n: inCompany % SEEDED_MEET_IDX.perDay };
}

/** An institution's seeded year as seen on a day: its profile, its days, its people. */
interface SeededYear {
  companyIdx: number;
  profile: MockUsageProfile;
  /** The first seeded day (`YYYY-MM-DD`). */
  from: string;
  /** The last seeded day that can have ended classes: the licence's end, or today. */
  to: string;
  /** Now as a wire datetime: a seeded class is history once it has ended by then. */
  now: string;
  /** The institution's users now, by userIdx (who has left is no longer in a seeded class). */
  members: Map<number, MockUser>;
}

function seededYearOf(db: MockDb, companyIdx: number, now: Date): SeededYear | undefined {
  const profile = (db.usageProfiles ?? []).find((row) => row.companyIdx === companyIdx);
  if (!profile) return undefined;
  const license = (db.licenses ?? []).find((row) => row.companyIdx === companyIdx);
  const today = formatWireDate(now);
  const licenseEnd = license ? licensePeriodOn(license, now).end : today;
  const members = new Map<number, MockUser>();
  for (const user of db.users) if (user.companyIdx === companyIdx) members.set(user.userIdx, user);
  return {
    companyIdx,
    profile,
    from: usageStartOn(profile, now),
    to: licenseEnd < today ? licenseEnd : today,
    now: formatWireDateTime(now),
    members,
  };
}

/** The guest of the seeded usage, as a class log names them. */
const SEEDED_GUEST = { userIdx: 0, userId: null, userName: USAGE_GUEST_NAME, userType: null };

/** A seeded stay's person as a class log names them, or undefined when that user has left. */
const seededPerson = (year: SeededYear, userIdx: number) =>
  userIdx === 0 ? SEEDED_GUEST : year.members.get(userIdx);

/** A seeded class before its people are named: the same on every call, so made once a day. */
interface SeededClass {
  meetIdx: number;
  roomCode: string;
  roomType: RoomKind;
  meetTitle: string;
  /** The leader's and the opener's userIdx (0: none). */
  leaderIdx: number;
  openerIdx: number;
  openDatetime: string;
  endDatetime: string;
  stays: readonly UsageStay[];
}

/** A 32-bit hash of two numbers (murmur3's finaliser): the seeded class's own draws. */
export function hash32(seed: number, value: number): number {
  let h = (seed ^ Math.imul(value, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const seededDays = new WeakMap<MockUsageProfile, Map<string, SeededClass[]>>();

/**
 * The seeded classes of a day (none outside SEEDED_MEET_IDX's bounds), made once per profile
 * and day. Title, room and a homework room's leader come from a hash of their own (the
 * profile's seed and the class's meetIdx), not from the day's random stream, so the day's
 * classes, and every figure of the statistics, are the ones `usageClassesOn` makes. A class is
 * led by the teacher who taught it (its first stay) and opened by them; a homework room is led
 * by a teacher of the profile and opened by its first student. The class ends with its last
 * stay.
 */
function seededClassesOn(profile: MockUsageProfile, date: string): SeededClass[] {
  let days = seededDays.get(profile);
  if (!days) {
    days = new Map();
    seededDays.set(profile, days);
  }
  const known = days.get(date);
  if (known) return known;
  const { companyIdx } = profile;
  const classes: SeededClass[] = [];
  const firstMeetIdx = seededMeetIdx(companyIdx, date, 0);
  if (firstMeetIdx !== undefined) {
    const usages = usageClassesOn(profile, date).slice(0, SEEDED_MEET_IDX.perDay);
    const roomCodeStart = `RCU${pad(companyIdx, 3)}`;
    usages.forEach((usage: UsageClass, n) => {
      const hash = hash32(profile.seed, firstMeetIdx + n);
      const titles = SEEDED_CLASS_TITLES[usage.roomType];
      const titleIndex = hash % titles.length;
      const first = usage.stays[0]?.userIdx ?? 0;
      const homework = usage.roomType === ROOM_KIND.HOMEWORK;
      const teachers = profile.teacherIdxs;
      const leaderIdx = homework ? (teachers[(hash >>> 8) % teachers.length] ?? 0) : first;
      let endDatetime = usage.openDatetime;
      for (const stay of usage.stays) {
        if (stay.quitDatetime > endDatetime) endDatetime = stay.quitDatetime;
      }
      classes.push({
        meetIdx: firstMeetIdx + n,
        roomCode: `${roomCodeStart}${usage.roomType}${pad(titleIndex)}`,
        roomType: usage.roomType,
        meetTitle: titles[titleIndex] ?? '',
        leaderIdx,
        openerIdx: first,
        openDatetime: usage.openDatetime,
        endDatetime,
        stays: usage.stays,
      });
    });
  }
  days.set(date, classes);
  return classes;
}

/**
 * A seeded class as its class log, named with the institution's users now: who has left is
 * left out of the joins (and a leader or opener who has left is SEEDED_LEFT_NAME).
 */
function seededClassLog(year: SeededYear, seeded: SeededClass): MockClassLog {
  const leader = seeded.leaderIdx > 0 ? seededPerson(year, seeded.leaderIdx) : undefined;
  const opener = seeded.openerIdx > 0 ? seededPerson(year, seeded.openerIdx) : undefined;
  const joins: MockClassLogJoin[] = [];
  const accounts = new Set<number>();
  let guests = 0;
  for (const stay of seeded.stays) {
    const person = seededPerson(year, stay.userIdx);
    if (!person) continue;
    if (person.userIdx > 0) accounts.add(person.userIdx);
    else guests = 1; // every seeded guest has the same name: one attendee (see attendeeKey)
    // Written out: an object spread here costs more than the rest of the year's classes.
    joins.push({
      userIdx: person.userIdx,
      userId: person.userId,
      userName: person.userName,
      userType: person.userType,
      joinDatetime: stay.joinDatetime,
      quitDatetime: stay.quitDatetime,
    });
  }
  return {
    companyIdx: year.companyIdx,
    roomCode: seeded.roomCode,
    roomType: seeded.roomType,
    meetIdx: seeded.meetIdx,
    meetTitle: seeded.meetTitle,
    leaderUserIdx: leader?.userIdx ?? 0,
    leaderName: leader?.userName ?? SEEDED_LEFT_NAME,
    leaderId: leader?.userId ?? null,
    openerUserIdx: opener?.userIdx ?? 0,
    userName: opener?.userName ?? SEEDED_LEFT_NAME,
    userCount: accounts.size + guests,
    openDatetime: seeded.openDatetime,
    startDatetime: seeded.openDatetime,
    endDatetime: seeded.endDatetime,
    templateIdx: null,
    summaryStatus: null,
    summaryJson: null,
    joins,
  };
}

/** The seeded classes of a day that have ended by the year's now, as class logs. */
function seededClassLogsOn(year: SeededYear, date: string): MockClassLog[] {
  if (date < year.from || date > year.to) return [];
  const logs: MockClassLog[] = [];
  for (const seeded of seededClassesOn(year.profile, date)) {
    if (seeded.endDatetime <= year.now) logs.push(seededClassLog(year, seeded));
  }
  return logs;
}

/**
 * A seeded class's own hash, salted for what another area derives from it (its records, its
 * summary: classRecords.ts, classSummaries.ts), so that each draw is independent of the title's
 * and of the other areas'; undefined for a stored class or an institution without a seeded year.
 */
export function seededClassHash(
  db: MockDb,
  log: Pick<MockClassLog, 'companyIdx' | 'meetIdx'>,
  salt: number,
): number | undefined {
  if (!isSeededMeetIdx(log.meetIdx)) return undefined;
  const profile = (db.usageProfiles ?? []).find((row) => row.companyIdx === log.companyIdx);
  if (!profile) return undefined;
  return hash32(hash32(profile.seed, log.meetIdx), salt);
}

/** The first and last day (`YYYY-MM-DD`) a log covers: its open and end, and every stay in it. */
export function classLogDays(log: MockClassLog): { first: string; last: string } {
  let first = log.openDatetime;
  let last = log.endDatetime;
  for (const join of log.joins) {
    if (join.joinDatetime < first) first = join.joinDatetime;
    if (join.quitDatetime > last) last = join.quitDatetime;
  }
  return { first: first.slice(0, 10), last: last.slice(0, 10) };
}

/**
 * Every class log of an institution that covers a day of `fromDay`..`toDay` (`YYYY-MM-DD`, both
 * included; a class covers the days from its open to its end): the stored logs, and the classes
 * of the seeded year (statistics.ts) made into class logs, deterministically, on every call
 * (never stored: changing one changes nothing). A seeded class is history from the first day of
 * the seeded usage to the end of the licence, once it has ended by `now` (so today's later
 * classes are not yet, and no future day's are). Oldest open first (then by meetIdx).
 *
 * A seeded class's log: meetIdx in SEEDED_MEET_IDX's range; its title and room from
 * SEEDED_CLASS_TITLES; roomType the kind the statistics count it under (homework or not); its
 * joins the very stays the seeded usage makes (entry, exit, re-entries after a dropped
 * connection, a guest as USAGE_GUEST_NAME), with the names of the users now.
 */
export function classLogsBetween(
  db: MockDb,
  companyIdx: number,
  fromDay: string,
  toDay: string,
  now: Date = new Date(),
): MockClassLog[] {
  const logs = (db.classLogs ?? []).filter((log) => {
    if (log.companyIdx !== companyIdx) return false;
    const { first, last } = classLogDays(log);
    return first <= toDay && last >= fromDay;
  });
  const year = seededYearOf(db, companyIdx, now);
  if (year) {
    const from = fromDay > year.from ? fromDay : year.from;
    const to = toDay < year.to ? toDay : year.to;
    for (let date = from; date <= to; date = nextDay(date)) {
      logs.push(...seededClassLogsOn(year, date));
    }
  }
  // Plain comparisons: localeCompare over a year of classes costs tens of milliseconds.
  return logs.sort((a, b) =>
    a.openDatetime < b.openDatetime
      ? -1
      : a.openDatetime > b.openDatetime
        ? 1
        : a.meetIdx - b.meetIdx,
  );
}

/**
 * A class log by meetIdx: the stored one, or the seeded class of its reserved meetIdx when that
 * class exists and has ended by `now` (made as `classLogsBetween` makes it).
 */
export function findClassLog(
  db: MockDb,
  meetIdx: number,
  now: Date = new Date(),
): MockClassLog | undefined {
  const stored = classLogOf(db, meetIdx);
  if (stored) return stored;
  const seeded = readSeededMeetIdx(meetIdx);
  if (!seeded) return undefined;
  const year = seededYearOf(db, seeded.companyIdx, now);
  if (!year) return undefined;
  return seededClassLogsOn(year, seeded.date).find((log) => log.meetIdx === meetIdx);
}

/**
 * The first day of an institution's class history on `now`'s day: the seeded usage's first day
 * or the first day of its oldest stored log, whichever is earlier (undefined: no history).
 */
export function firstClassDay(db: MockDb, companyIdx: number, now: Date = new Date()) {
  const profile = (db.usageProfiles ?? []).find((row) => row.companyIdx === companyIdx);
  let first = profile ? usageStartOn(profile, now) : undefined;
  for (const log of db.classLogs ?? []) {
    if (log.companyIdx !== companyIdx) continue;
    const day = classLogDays(log).first;
    if (first === undefined || day < first) first = day;
  }
  return first;
}

/** The store starts empty; the seed of the rooms (classes.ts) fills it through `endMeet`. */
export const classLogsArea: SeedArea = {
  name: 'classLogs',
  init: (db) => {
    db.classLogs = [];
  },
  seed: () => {},
};
