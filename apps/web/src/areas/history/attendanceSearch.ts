import {
  ATTENDANCE_SEARCH_FILTERS,
  type AttendanceSearchFilter,
  defaultSearchRange,
  formatWireDate,
  parseWireDate,
  ROOM_KIND,
  type RoomKind,
} from '@platform/contract';

/*
 * The attendance log's search, kept in the address (issue 21 item 5): the statistics screens link
 * here with `searchStartDate`, `searchEndDate`, `roomType`, `searchFilter=userId`,
 * `searchKeyword` and `searchMatch=true` (screens.md §10 Statistics), and the screen shows that
 * search as it was asked. The wire's own names, so the address reads as the call it makes.
 */

export interface AttendanceSearch {
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`. */
  endDate: string;
  roomType: RoomKind | null;
  filter: AttendanceSearchFilter;
  keyword: string;
  /** A whole match of the keyword; else a part of it. */
  match: boolean;
}

/** assumed: the class log searches by title first; the attendance log by the attendee's name. */
export const DEFAULT_ATTENDANCE_FILTER: AttendanceSearchFilter = 'userName';

const ROOM_KINDS: readonly number[] = Object.values(ROOM_KIND);

const isFilter = (value: string | null): value is AttendanceSearchFilter =>
  (ATTENDANCE_SEARCH_FILTERS as readonly (string | null)[]).includes(value);

const isDay = (value: string | null): value is string =>
  value !== null && parseWireDate(value) !== null;

/**
 * The search an address asks for. What is missing or unreadable takes its default: the history's
 * one month up to today (screens.md §9), every room kind, the attendee's name, a part match. A
 * period given the wrong way round is turned the right way.
 */
export function attendanceSearchOf(search: URLSearchParams, now: Date): AttendanceSearch {
  const range = defaultSearchRange('history', now);
  const start = search.get('searchStartDate');
  const end = search.get('searchEndDate');
  let startDate = isDay(start) ? start : formatWireDate(range.start);
  let endDate = isDay(end) ? end : formatWireDate(range.end);
  if (startDate > endDate) [startDate, endDate] = [endDate, startDate];
  const roomType = Number(search.get('roomType') ?? Number.NaN);
  const filter = search.get('searchFilter');
  return {
    startDate,
    endDate,
    roomType: ROOM_KINDS.includes(roomType) ? (roomType as RoomKind) : null,
    filter: isFilter(filter) ? filter : DEFAULT_ATTENDANCE_FILTER,
    keyword: (search.get('searchKeyword') ?? '').trim(),
    match: search.get('searchMatch') === 'true',
  };
}

/** The address's search parameters of a search. */
export function searchParamsOf(search: AttendanceSearch): URLSearchParams {
  const params = new URLSearchParams({
    searchStartDate: search.startDate,
    searchEndDate: search.endDate,
  });
  if (search.roomType !== null) params.set('roomType', String(search.roomType));
  params.set('searchFilter', search.filter);
  if (search.keyword) params.set('searchKeyword', search.keyword);
  if (search.match) params.set('searchMatch', 'true');
  return params;
}

/** The call's parameters of a search, for a page. */
export function attendanceLogParams(search: AttendanceSearch, page: number, size: number) {
  return {
    page,
    size,
    searchStartDate: search.startDate,
    searchEndDate: search.endDate,
    ...(search.roomType !== null ? { roomType: search.roomType } : {}),
    ...(search.keyword
      ? { searchFilter: search.filter, searchKeyword: search.keyword, searchMatch: search.match }
      : {}),
  };
}

/** A stay's length as h:mm:ss (or m:ss under an hour). */
export function formatStay(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
