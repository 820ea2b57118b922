import { type ClassLogSearchFilter, type MeetUserLog, readConfigString } from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import {
  classLogsBetween,
  classLogUsers,
  findClassLog,
  type MockClassLog,
  wireClassLog,
} from '../db/areas/classLogs.ts';
import { type SummaryClock, withSummary } from '../db/areas/classSummaries.ts';
import { db } from '../db/index.ts';
import { companyByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { scenario } from '../scenario.ts';
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
 *   not change it. Newest class first: by end, then the larger meetIdx. Rows are classLogSchema,
 *   their summaryStatus and summaryJson as the class's AI summary is now (classSummaryOf of
 *   db/areas/classSummaries.ts: the requests of logMeetSummary.SAVE, classSummary.ts, and the
 *   seeded classes' own summaries).
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

/** The configuration of the caller's institution (its WEB_FUNC_USE and WEB_USER_TYPE_AUTH). */
export const institutionConfigOf = (me: MockUser) =>
  readConfigString(companyByIdx(db, me.companyIdx)?.cfg).config;

/** The clock a summary is read by: now, and the scenario's summary delay. */
export const summaryClock = (now = new Date()): SummaryClock => ({
  now,
  delayMs: scenario.state.summaryDelayMs,
});

/** Whether a caller sees a class log (see the top of the file). */
export function visibility(me: MockUser): (log: MockClassLog) => boolean {
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

/** A list as a page (20 a page unless asked), or whole with `paging: false`; rows made by `wire`. */
export function answer<T, W = T>(
  rows: T[],
  fields: { page?: number | undefined; size?: number | undefined; paging?: boolean | undefined },
  wire: (row: T) => W = (row) => row as unknown as W,
) {
  if (fields.paging === false) return okList(rows.map(wire));
  const page = pageOf(rows, fields.page ?? 0, fields.size ?? 20);
  return okPage({ ...page, content: page.content.map(wire) });
}

/** The log of one class the caller sees, else WB-400-025. */
export function visibleLog(
  me: MockUser,
  fields: { meetIdx: number; roomCode?: string | undefined },
) {
  const log = findClassLog(db, fields.meetIdx, new Date());
  if (!log || !visibility(me)(log)) refuse(INVITE_ERROR.meetNotExist);
  if (fields.roomCode !== undefined && log.roomCode !== fields.roomCode) {
    refuse(INVITE_ERROR.meetNotExist);
  }
  return log;
}

/** Newest end first, then the larger meetIdx. */
export const newestFirst = (a: MockClassLog, b: MockClassLog) =>
  a.endDatetime !== b.endDatetime
    ? a.endDatetime < b.endDatetime
      ? 1
      : -1
    : b.meetIdx - a.meetIdx;

/**
 * The classes a caller sees that ended within a period (`YYYY-MM-DD`, both included; nothing
 * when it runs the wrong way round), newest first.
 */
export function visibleLogsEnded(
  me: MockUser,
  period: { start: string; end: string },
  now: Date,
): MockClassLog[] {
  const { start, end } = period;
  if (start > end) return [];
  const visible = visibility(me);
  return classLogsBetween(db, me.companyIdx, start, end, now)
    .filter((log) => {
      const ended = log.endDatetime.slice(0, 10);
      return ended >= start && ended <= end && visible(log);
    })
    .sort(newestFirst);
}

export const classLogImplementations = [
  implementAuthorised('logMeet.LIST', ({ me, fields }) => {
    const now = new Date();
    const keyword = fields.searchKeyword?.trim() ?? '';
    const matches =
      keyword === ''
        ? () => true
        : matcher(fields.searchFilter ?? 'meetTitle', keyword, fields.searchMatch === true);
    const logs = visibleLogsEnded(me, periodOf(fields, now), now).filter((log) => {
      if (fields.roomType !== undefined && log.roomType !== fields.roomType) return false;
      if (fields.roomCode !== undefined && log.roomCode !== fields.roomCode) return false;
      return matches(log);
    });
    // The summaries are read for the rows answered only (a page, unless `paging: false`).
    const clock = summaryClock(now);
    return answer(logs, fields, (log) => wireClassLog(withSummary(db, log, clock)));
  }),

  implementAuthorised('logMeet.VIEW', ({ me, fields }) =>
    ok(wireClassLog(withSummary(db, visibleLog(me, fields), summaryClock()))),
  ),

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
