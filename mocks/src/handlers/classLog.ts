import type { ClassLog, ClassLogSearchFilter, MeetUserLog } from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import {
  classLogsBetween,
  classLogUsers,
  findClassLog,
  type MockClassLog,
  wireClassLog,
} from '../db/areas/classLogs.ts';
import { db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { periodOf } from './attendanceLog.ts';
import { INVITE_ERROR } from './invite.ts';
import { hasManageAccess } from './statistics.ts';

/*
 * The class history: logMeet.LIST, logMeet.VIEW and logMeetUser.LIST (foundation.md §7 Class and
 * record logs; screens.md §3 Class log, §7 Class history "meet log list (searchFilter, searchType
 * 4, dates, keyword; searchMatch, roomType; size 20), detail (roomCode, meetIdx, withTemplate),
 * attendees", §10 History "filter radio (title, leader ID, leader name), partial match, keyword,
 * page size"). Read from the one class-history store (db/areas/classLogs.ts): the stored logs and
 * the seeded year's classes made into class logs (`classLogsBetween`, `findClassLog`), the very
 * logs the statistics count and the attendance log lists (attendanceLog.ts).
 *
 * assumed, where the spec is silent:
 * - Who sees what: the caller's institution only. A caller with manage access (WEB_AUTH.MANAGE by
 *   the institution's WEB_USER_TYPE_AUTH, or own bits: the manage site's logMeet list) sees every
 *   class of it; anyone else (meet/listLog, the service area's class history) only the classes
 *   they led (the log's leader), opened, or attended (an entry of theirs). The call cannot tell
 *   the two pages apart, so a user with manage access sees everything on both. (The demo's
 *   teachers and open teachers hold the manage bit, see companies.ts, so they see every class;
 *   the demo student sees the classes they attended.)
 * - logMeet.LIST: the visible classes that ENDED within searchStartDate..searchEndDate
 *   (`YYYY-MM-DD`, or a wire datetime whose day counts; both included; default: the history's one
 *   month, from the same day a month before the end, and the end today, as attendanceLog.ts); a
 *   period the wrong way round has nothing; an impossible date is WB-400-212. Filters: roomType
 *   (the room's kind, ROOM_KIND), roomCode, and searchKeyword (trimmed; empty: none) on
 *   searchFilter (CLASS_LOG_SEARCH_FILTERS: meetTitle, leaderId or leaderName; default
 *   meetTitle), a whole match when searchMatch is true, else a part, both case-insensitive; a
 *   guest leader has leaderId null and never matches a leaderId. searchType (4 per the spec) does
 *   not change it. Newest class first: by end, then the larger meetIdx. Rows are classLogSchema.
 * - logMeet.VIEW {roomCode?, meetIdx, withTemplate?}: the log of one ended class (stored, or
 *   seeded by its reserved meetIdx) that the caller sees by the rule above. An unknown meetIdx, a
 *   class still running (no log yet), another institution's class, a class the caller may not
 *   see, or a roomCode that is not the class's room is WB-400-025 (as attendanceLog.ts). The log
 *   carries templateIdx (its room's template when it ended; null for a seeded class);
 *   withTemplate is accepted and changes nothing: classLogSchema has no field for the template
 *   itself, and the history's "templates" call (roomTemplate.LIST) names it.
 * - logMeetUser.LIST {roomCode?, meetIdx}: the attendees of that class (the same class and
 *   refusals as VIEW), one row each (`classLogUsers`: first entry, last exit, totalJoinTimeSec
 *   summed over every stay; guests by nickname, userIdx 0), in the order they first came in.
 * - Lists answer `resultPage` (page from 0, size 20 unless asked), or the whole `resultList`
 *   with `paging: false`.
 */

/** Whether a caller sees a class log (see the top of the file). */
function visibility(me: MockUser): (log: MockClassLog) => boolean {
  const manager = hasManageAccess(me);
  return (log) =>
    log.companyIdx === me.companyIdx &&
    (manager ||
      log.leaderUserIdx === me.userIdx ||
      log.openerUserIdx === me.userIdx ||
      log.joins.some((join) => join.userIdx === me.userIdx));
}

function matcher(
  filter: ClassLogSearchFilter,
  keyword: string,
  whole: boolean,
): (log: MockClassLog) => boolean {
  const wanted = keyword.toLowerCase();
  return (log) => {
    const value = log[filter];
    if (typeof value !== 'string') return false;
    const text = value.toLowerCase();
    return whole ? text === wanted : text.includes(wanted);
  };
}

function answer<T>(
  rows: T[],
  fields: { page?: number | undefined; size?: number | undefined; paging?: boolean | undefined },
) {
  return fields.paging === false
    ? okList(rows)
    : okPage(pageOf(rows, fields.page ?? 0, fields.size ?? 20));
}

/** The log of one class the caller sees, else WB-400-025. */
function visibleLog(me: MockUser, fields: { meetIdx: number; roomCode?: string | undefined }) {
  const log = findClassLog(db, fields.meetIdx, new Date());
  if (!log || !visibility(me)(log)) refuse(INVITE_ERROR.meetNotExist);
  if (fields.roomCode !== undefined && log.roomCode !== fields.roomCode) {
    refuse(INVITE_ERROR.meetNotExist);
  }
  return log;
}

/** Newest end first, then the larger meetIdx. */
const newestFirst = (a: MockClassLog, b: MockClassLog) =>
  a.endDatetime !== b.endDatetime
    ? a.endDatetime < b.endDatetime
      ? 1
      : -1
    : b.meetIdx - a.meetIdx;

export const classLogImplementations = [
  implementAuthorised('logMeet.LIST', ({ me, fields }) => {
    const now = new Date();
    const { start, end } = periodOf(fields, now);
    const visible = visibility(me);
    const keyword = fields.searchKeyword?.trim() ?? '';
    const matches =
      keyword === ''
        ? () => true
        : matcher(fields.searchFilter ?? 'meetTitle', keyword, fields.searchMatch === true);
    const logs = start > end ? [] : classLogsBetween(db, me.companyIdx, start, end, now);
    const rows: ClassLog[] = logs
      .filter((log) => {
        const ended = log.endDatetime.slice(0, 10);
        if (ended < start || ended > end) return false;
        if (fields.roomType !== undefined && log.roomType !== fields.roomType) return false;
        if (fields.roomCode !== undefined && log.roomCode !== fields.roomCode) return false;
        return visible(log) && matches(log);
      })
      .sort(newestFirst)
      .map(wireClassLog);
    return answer(rows, fields);
  }),

  implementAuthorised('logMeet.VIEW', ({ me, fields }) => ok(wireClassLog(visibleLog(me, fields)))),

  implementAuthorised('logMeetUser.LIST', ({ me, fields }) => {
    const rows: MeetUserLog[] = classLogUsers(visibleLog(me, fields))
      .map((row, index) => ({ row, index }))
      .sort(
        (a, b) =>
          (a.row.joinDatetime ?? '').localeCompare(b.row.joinDatetime ?? '') || a.index - b.index,
      )
      .map(({ row }) => row);
    return answer(rows, fields);
  }),
];
