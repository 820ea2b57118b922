import type { RoomKind } from '@platform/contract';

/*
 * The click-through of the statistics screens to the logs (screens.md §10 Statistics: "clicking a
 * user or dot navigates to log/joinLog/list or log/logMeet/list with searchStartDate,
 * searchEndDate, roomType, searchFilter=userId, searchKeyword, searchMatch=true; fallback to
 * ../list or /{companyId}/manage/meet/list when room code missing"). A user goes to the attendance
 * log (manage/log/joinLog/list), a day of the class chart to the class log
 * (manage/log/logMeet/list). assumed: the spec's fallback names routes that do not exist; the
 * class log list is where a link without a user goes. `roomType` is left out when the day counts
 * every kind of room.
 */

export interface LogLinkQuery {
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`. */
  endDate: string;
  roomType?: RoomKind;
  /** A user's login id: the log filtered to exactly that user. */
  userId?: string;
}

function logQuery({ startDate, endDate, roomType, userId }: LogLinkQuery): string {
  const query = new URLSearchParams({ searchStartDate: startDate, searchEndDate: endDate });
  if (roomType !== undefined) query.set('roomType', String(roomType));
  if (userId !== undefined) {
    query.set('searchFilter', 'userId');
    query.set('searchKeyword', userId);
    query.set('searchMatch', 'true');
  }
  return query.toString();
}

const companyBase = (companyId: string) => `/${encodeURIComponent(companyId)}/manage/log`;

/** The attendance log of a user over a period (a user of a day's list). */
export const attendanceLogPath = (companyId: string, query: LogLinkQuery & { userId: string }) =>
  `${companyBase(companyId)}/joinLog/list?${logQuery(query)}`;

/** The class log over a period (a day of the class chart). */
export const classLogPath = (companyId: string, query: LogLinkQuery) =>
  `${companyBase(companyId)}/logMeet/list?${logQuery(query)}`;
