import {
  type ClassLog,
  type MeetUserLog,
  parseWireDateTime,
  type RoomKind,
  type SummaryStatus,
  type UserType,
} from '@platform/contract';
import type { MockDb } from '../types.ts';
import type { SeedArea } from './types.ts';

/**
 * The class logs: one row per class that has ended (foundation.md §7 "Class and record logs",
 * screens.md §3 Class log), written when a class closes (roomJoin.CLOSE, see `endMeet` of
 * rooms.ts) and by the seed. This is the mock's one store of class history: the history
 * (logMeet.*, the attendance log) and statistics issues read it and extend it here. A log carries
 * the entries and exits of its attendees, from which the per-attendee rows (logMeetUser.LIST)
 * and the attendance list (logMeetUserJoin.LIST) are made by `classLogUsers` and
 * `classLogJoins`, in the wire shapes of the contract (classLogSchema, meetUserLogSchema).
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
  /** null until an AI summary is asked for (logMeetSummary.SAVE, the history issue). */
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

/** The store starts empty; the seed of the rooms (classes.ts) fills it through `endMeet`. */
export const classLogsArea: SeedArea = {
  name: 'classLogs',
  init: (db) => {
    db.classLogs = [];
  },
  seed: () => {},
};
