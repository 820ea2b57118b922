import {
  ACCOUNT_STATUS,
  addDays,
  addMonths,
  formatWireDate,
  LICENSE_BILLING,
  type LicenseBilling,
  ROOM_KIND,
  type RoomKind,
  USER_TYPE,
} from '@platform/contract';
import { createRng, type Rng, seedOf } from '../../random.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import type { MockUser } from '../types.ts';
import type { SeedArea } from './types.ts';

/*
 * The statistics area (issue 22 item 6): each institution's licence, and a compact description
 * of a year of usage, whose classes classLogs.ts makes into class logs for the statistics
 * (handlers/statistics.ts) and the attendance log. Neither reads the clock while seeding: both
 * are relative to the month they are read in and resolved when a call asks (as intro.ts
 * resolves its enquiry period).
 *
 * The usage is no table of days: a day's classes are a deterministic function of the date and
 * the institution's seeded profile (`usageClassesOn`), made when a call asks for that day, so the
 * stored database (the demo writes it to IndexedDB on every write) grows by a few hundred
 * numbers, not by a year of class logs. Those classes are class history all the same:
 * `classLogsBetween` and `findClassLog` (classLogs.ts) make them class logs when asked, with a
 * reserved meetIdx, so the statistics, the attendance log and the history read one history.
 */

/** A licence (GET /license): its billing, the licensed count and its period. */
export interface MockLicense {
  companyIdx: number;
  /** LICENSE_BILLING: 0 concurrent users, 1 registered users, 2 monthly connected accounts. */
  licenseType: LicenseBilling;
  /** The licensed limit: concurrent people, registered accounts or accounts a month. */
  licenseCount: number;
  /**
   * The period, relative to the month it is read in: from the first day of the month
   * `fromMonthsBack` months before, for `months` months (the last day is the day before).
   */
  period: { fromMonthsBack: number; months: number };
}

/** How an institution used its classes, as a seed of a year of days (see the top of the file). */
export interface MockUsageProfile {
  companyIdx: number;
  /** The seed of every day's random stream (one stream per date). */
  seed: number;
  /** The usage begins on the first day of the month this many months before the current one. */
  monthsBack: number;
  /** How busy each day of the week is, Sunday first (0: closed, no class). */
  weekdayWeights: readonly number[];
  /** Classes opened on a full day in rooms of other kinds than homework. */
  classesPerDay: number;
  /** Classes opened on a full day in homework rooms (ROOM_KIND.HOMEWORK). */
  tasksPerDay: number;
  /** Students in a class (fewest, most). */
  classSize: readonly [number, number];
  /** The chance that a guest (a parent, userIdx 0) looks in on a class. */
  guestChance: number;
  /** The teachers who lead the classes: users of the institution picked at seed time. */
  teacherIdxs: number[];
  /** The students who come: users of the institution picked at seed time. */
  studentIdxs: number[];
}

declare module '../types.ts' {
  interface AreaTables {
    /** One licence per institution (foundation.md §9 license billing). */
    licenses: MockLicense[];
    /** One usage profile per institution: its seeded year of classes (see classLogsBetween). */
    usageProfiles: MockUsageProfile[];
  }
}

/** The dates a licence covers on `now`'s day (`YYYY-MM-DD`, both included). */
export function licensePeriodOn(license: MockLicense, now: Date): { start: string; end: string } {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const start = addMonths(first, -license.period.fromMonthsBack);
  return {
    start: formatWireDate(start),
    end: formatWireDate(addDays(addMonths(start, license.period.months), -1)),
  };
}

/** The first day of the seeded usage on `now`'s day (`YYYY-MM-DD`). */
export function usageStartOn(profile: MockUsageProfile, now: Date): string {
  return formatWireDate(
    addMonths(new Date(now.getFullYear(), now.getMonth(), 1), -profile.monthsBack),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** One stay of one person in a class of the seeded usage (userIdx 0: a guest). */
export interface UsageStay {
  userIdx: number;
  joinDatetime: string;
  quitDatetime: string;
}

/** A class of the seeded usage: opened on its day, in a room of its kind, with its stays. */
export interface UsageClass {
  roomType: RoomKind;
  openDatetime: string;
  stays: UsageStay[];
}

/** A guest's name in the seeded usage (guests have no account, see MockClassLogJoin). */
export const USAGE_GUEST_NAME = '참관 학부모';

/** `count` different items of a list (fewer when the list is shorter), in the stream's order. */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(rng.next() * pool.length);
    picked.push(pool.splice(index, 1)[0] as T);
  }
  return picked;
}

/** How many of something a day has: `perDay` weighted, varied by up to 40 % either way. */
const countOf = (rng: Rng, perDay: number, weight: number) =>
  weight <= 0 ? 0 : Math.round(perDay * weight * (0.6 + 0.8 * rng.next()));

const made = new WeakMap<MockUsageProfile, Map<string, UsageClass[]>>();

/**
 * The classes of the seeded usage on a date (`YYYY-MM-DD`), the same on every call: classes
 * between 14:00 and 22:00 led by a teacher with a few students (now and then one reconnects, or
 * a guest looks in), and homework rooms where one to three students work for half an hour. Every
 * stay ends the day it began. Whether the date is inside the usage's year is the caller's to say.
 */
export function usageClassesOn(profile: MockUsageProfile, date: string): UsageClass[] {
  let days = made.get(profile);
  if (!days) {
    days = new Map();
    made.set(profile, days);
  }
  const known = days.get(date);
  if (known) return known;
  const classes = makeUsageClasses(profile, date);
  days.set(date, classes);
  return classes;
}

function makeUsageClasses(profile: MockUsageProfile, date: string): UsageClass[] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const rng = createRng(seedOf(date, profile.seed));
  const weight = profile.weekdayWeights[new Date(year, month - 1, day).getDay()] ?? 0;
  /** The wire datetime `minutes` after the day's midnight (every stay ends the same day). */
  const at = (minutes: number) =>
    `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  const classes: UsageClass[] = [];
  const classCount = countOf(rng, profile.classesPerDay, weight);
  for (let n = 0; n < classCount && profile.teacherIdxs.length > 0; n += 1) {
    const start = 14 * 60 + 10 * rng.int(0, 42);
    const length = rng.pick([50, 60, 80, 90]);
    const teacher = rng.pick(profile.teacherIdxs);
    const stays: UsageStay[] = [
      { userIdx: teacher, joinDatetime: at(start), quitDatetime: at(start + length) },
    ];
    const size = rng.int(profile.classSize[0], profile.classSize[1]);
    for (const student of sample(rng, profile.studentIdxs, size)) {
      const from = start + rng.int(0, 8);
      const to = start + length - rng.int(0, 8);
      if (rng.chance(0.15)) {
        // The connection dropped and the student came back.
        const drop = from + rng.int(5, Math.max(6, to - from - 10));
        stays.push({ userIdx: student, joinDatetime: at(from), quitDatetime: at(drop) });
        stays.push({ userIdx: student, joinDatetime: at(drop + 2), quitDatetime: at(to) });
      } else {
        stays.push({ userIdx: student, joinDatetime: at(from), quitDatetime: at(to) });
      }
    }
    if (rng.chance(profile.guestChance)) {
      stays.push({ userIdx: 0, joinDatetime: at(start + 10), quitDatetime: at(start + 30) });
    }
    const roomType = rng.chance(0.2) ? ROOM_KIND.MEETING : ROOM_KIND.CLASS;
    classes.push({ roomType, openDatetime: at(start), stays });
  }
  const taskCount = countOf(rng, profile.tasksPerDay, weight);
  for (let n = 0; n < taskCount && profile.studentIdxs.length > 0; n += 1) {
    const start = 15 * 60 + 10 * rng.int(0, 36);
    const students = sample(rng, profile.studentIdxs, rng.int(1, 3));
    const stays = students.map((student, index) => ({
      userIdx: student,
      joinDatetime: at(start + index * 3),
      quitDatetime: at(start + index * 3 + rng.int(20, 45)),
    }));
    classes.push({ roomType: ROOM_KIND.HOMEWORK, openDatetime: at(start), stays });
  }
  return classes.sort((a, b) => a.openDatetime.localeCompare(b.openDatetime));
}

/**
 * Each institution's licence and usage (assumed values). The demo academy is billed by monthly
 * connected accounts (so its access statistics show the account tab, screens.md §6), the school
 * by registered users, the academy whose licence has expired (companies.ts) by concurrent users,
 * its licence having ended on the last day of the previous month.
 */
const PLANS: Readonly<
  Record<
    string,
    {
      license: Omit<MockLicense, 'companyIdx'>;
      usage: Omit<MockUsageProfile, 'companyIdx' | 'seed' | 'teacherIdxs' | 'studentIdxs'>;
      teachers: number;
      students: number;
    }
  >
> = {
  [DEMO_COMPANY_ID]: {
    license: {
      licenseType: LICENSE_BILLING.MONTHLY_CONNECTED_ACCOUNTS,
      licenseCount: 200,
      period: { fromMonthsBack: 12, months: 24 },
    },
    usage: {
      monthsBack: 12,
      weekdayWeights: [0, 1, 1, 1, 1, 1, 0.5],
      classesPerDay: 10,
      tasksPerDay: 4,
      classSize: [3, 8],
      guestChance: 0.1,
    },
    teachers: 12,
    students: 120,
  },
  hanbit: {
    license: {
      licenseType: LICENSE_BILLING.REGISTERED_USERS,
      licenseCount: 30,
      period: { fromMonthsBack: 3, months: 12 },
    },
    usage: {
      monthsBack: 12,
      weekdayWeights: [0, 1, 1, 1, 1, 1, 0],
      classesPerDay: 3,
      tasksPerDay: 1,
      classSize: [4, 10],
      guestChance: 0.05,
    },
    teachers: 3,
    students: 12,
  },
  saebom: {
    license: {
      licenseType: LICENSE_BILLING.CONCURRENT_USERS,
      licenseCount: 10,
      period: { fromMonthsBack: 12, months: 12 },
    },
    usage: {
      monthsBack: 12,
      weekdayWeights: [0, 1, 1, 1, 1, 1, 0.5],
      classesPerDay: 2,
      tasksPerDay: 1,
      classSize: [2, 5],
      guestChance: 0,
    },
    teachers: 2,
    students: 5,
  },
};

const TEACHING_TYPES: ReadonlySet<number> = new Set([USER_TYPE.TEACHER, USER_TYPE.OPEN_TEACHER]);

/** The users that take part: the named demo accounts first, then picks of the others. */
function picksOf(rng: Rng, users: MockUser[], count: number, first: readonly string[]): number[] {
  const named = users.filter((user) => first.includes(user.userId));
  const rest = users.filter((user) => !first.includes(user.userId));
  return [...named, ...sample(rng, rest, count - named.length)]
    .map((user) => user.userIdx)
    .sort((a, b) => a - b);
}

export const statisticsArea: SeedArea = {
  name: 'statistics',
  init: (db) => {
    db.licenses = [];
    db.usageProfiles = [];
  },
  seed: ({ db, rng: stream }: SeedContext) => {
    const rng = stream('statistics');
    for (const company of db.companies) {
      const plan = PLANS[company.companyId];
      if (!plan) continue;
      const active = db.users.filter(
        (user) =>
          user.companyIdx === company.companyIdx &&
          user.userStatus === ACCOUNT_STATUS.IN_USE &&
          !user.locked,
      );
      db.licenses.push({ companyIdx: company.companyIdx, ...plan.license });
      db.usageProfiles.push({
        companyIdx: company.companyIdx,
        seed: seedOf(`usage.${company.companyId}`),
        ...plan.usage,
        teacherIdxs: picksOf(
          rng,
          active.filter((user) => TEACHING_TYPES.has(user.userType)),
          plan.teachers,
          ['teacher', 'openteacher'],
        ),
        studentIdxs: picksOf(
          rng,
          active.filter((user) => user.userType === USER_TYPE.STUDENT),
          plan.students,
          ['student', ...Array.from({ length: 9 }, (_, n) => `student0${n + 1}`)],
        ),
      });
    }
  },
};
