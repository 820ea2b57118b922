import {
  type AttendanceSearchFilter,
  addMonths,
  formatWireDate,
  type MeetUserLog,
  parseWireDate,
} from '@platform/contract';
import { okList, okPage, pageOf } from '../api.ts';
import {
  classLogJoins,
  classLogsBetween,
  findClassLog,
  type MockClassLog,
} from '../db/areas/classLogs.ts';
import { meetByIdx } from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { INVITE_ERROR } from './invite.ts';
import { checkManager } from './statistics.ts';

/*
 * The attendance list and the attendance log: logMeetUserJoin.LIST (foundation.md §7 Class and
 * record logs; screens.md §10 History "Attendance log columns class, attendee, join, exit,
 * duration", and Statistics, whose users link to manage/log/joinLog/list filtered to that user
 * and day). One row per entry and the exit that ended it (meetUserLogSchema), from the class
 * logs (db/areas/classLogs.ts): the stored ones and the seeded year's classes made into class
 * logs (`classLogsBetween`, `findClassLog`), the same logs the statistics count, so a user the
 * statistics list with N entries on a day has N rows here for that day.
 *
 * assumed, where the spec is silent:
 * - Manage access (WB-403-102 otherwise, as the statistics calls); the caller's institution only.
 * - With meetIdx: the entries and exits of that ended class (a stored log, or a seeded class by
 *   its reserved meetIdx, SEEDED_MEET_IDX), optionally of one userIdx, in the order they
 *   happened (by entry, then as logged). A class of another institution, an unknown meetIdx, or
 *   a roomCode that is not the class's room is WB-400-025; a class still running has no log yet
 *   and answers no rows. The period, keyword and room filters do not apply.
 * - Without meetIdx: the attendance log, every entry into the institution's classes that ENDED
 *   within searchStartDate..searchEndDate (`YYYY-MM-DD`, or a wire datetime whose day counts;
 *   both included; default: the history's one month, from the same day a month before the end,
 *   and the end today); a period the wrong way round has nothing; an impossible date is
 *   WB-400-212. Filters: roomType (the room's kind), roomCode, userIdx, and searchKeyword (trimmed;
 *   empty: none) on searchFilter (userId, userName or meetTitle; default meetTitle), a whole
 *   match when searchMatch is true, else a part, both case-insensitive; a guest has userId null
 *   and never matches a userId. searchType does not change it. Newest entry first (then the
 *   newer class, then the later row of a class).
 * - Both answer `resultPage` (page from 0, size 20 unless asked), or the whole `resultList` with
 *   `paging: false`. totalJoinTimeSec is the length of that one stay.
 */

/** A request's day (`YYYY-MM-DD`, or a wire datetime whose day counts), else WB-400-212. */
export function dayField(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const date = text.slice(0, 10);
  if (!parseWireDate(date)) refuse(MOCK_ERROR.badRequest);
  return date;
}

/** The period asked for, with the history's default of one month up to today. */
export function periodOf(fields: { searchStartDate?: string; searchEndDate?: string }, now: Date) {
  const end = dayField(fields.searchEndDate) ?? formatWireDate(now);
  const start =
    dayField(fields.searchStartDate) ?? formatWireDate(addMonths(parseWireDate(end) ?? now, -1));
  return { start, end };
}

function matcher(
  filter: AttendanceSearchFilter,
  keyword: string,
  whole: boolean,
): (row: MeetUserLog) => boolean {
  const wanted = keyword.toLowerCase();
  return (row) => {
    const value = row[filter];
    if (typeof value !== 'string') return false;
    const text = value.toLowerCase();
    return whole ? text === wanted : text.includes(wanted);
  };
}

function answer(
  rows: MeetUserLog[],
  fields: { page?: number | undefined; size?: number | undefined; paging?: boolean | undefined },
) {
  return fields.paging === false
    ? okList(rows)
    : okPage(pageOf(rows, fields.page ?? 0, fields.size ?? 20));
}

/** One class's entries and exits in the order they happened (stable: as logged on a tie). */
function inOrder(log: MockClassLog): MeetUserLog[] {
  return classLogJoins(log)
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        (a.row.joinDatetime ?? '').localeCompare(b.row.joinDatetime ?? '') || a.index - b.index,
    )
    .map(({ row }) => row);
}

export const attendanceLogImplementations = [
  implementAuthorised('logMeetUserJoin.LIST', ({ me, fields }) => {
    checkManager(me);
    const now = new Date();
    const ofUser = (row: MeetUserLog) =>
      fields.userIdx === undefined || row.userIdx === fields.userIdx;

    if (fields.meetIdx !== undefined) {
      const log = findClassLog(db, fields.meetIdx, now);
      if (!log) {
        const meet = meetByIdx(db, fields.meetIdx);
        const running =
          meet !== undefined &&
          meet.companyIdx === me.companyIdx &&
          meet.endDatetime === null &&
          (fields.roomCode === undefined || meet.roomCode === fields.roomCode);
        if (!running) refuse(INVITE_ERROR.meetNotExist);
        return answer([], fields);
      }
      if (log.companyIdx !== me.companyIdx) refuse(INVITE_ERROR.meetNotExist);
      if (fields.roomCode !== undefined && log.roomCode !== fields.roomCode) {
        refuse(INVITE_ERROR.meetNotExist);
      }
      return answer(inOrder(log).filter(ofUser), fields);
    }

    const { start, end } = periodOf(fields, now);
    const keyword = fields.searchKeyword?.trim() ?? '';
    const matches =
      keyword === ''
        ? () => true
        : matcher(fields.searchFilter ?? 'meetTitle', keyword, fields.searchMatch === true);
    const found: { row: MeetUserLog; index: number }[] = [];
    const logs = start > end ? [] : classLogsBetween(db, me.companyIdx, start, end, now);
    for (const log of logs) {
      const ended = log.endDatetime.slice(0, 10);
      if (ended < start || ended > end) continue;
      if (fields.roomType !== undefined && log.roomType !== fields.roomType) continue;
      if (fields.roomCode !== undefined && log.roomCode !== fields.roomCode) continue;
      classLogJoins(log).forEach((row, index) => {
        if (ofUser(row) && matches(row)) found.push({ row, index });
      });
    }
    const rows = found
      .sort((a, b) => {
        const at = a.row.joinDatetime ?? '';
        const bt = b.row.joinDatetime ?? '';
        if (at !== bt) return at < bt ? 1 : -1;
        return (b.row.meetIdx ?? 0) - (a.row.meetIdx ?? 0) || b.index - a.index;
      })
      .map(({ row }) => row);
    return answer(rows, fields);
  }),
];
