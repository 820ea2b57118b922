import {
  defaultSearchRange,
  formatWireDate,
  PAGE_SIZE,
  parseWireDate,
  parseWireDateTime,
  ROOM_KIND,
  type RoomKind,
} from '@platform/contract';

/*
 * The search of the history's logs (screens.md §10 History: "date range with quick buttons,
 * filter radio, partial match, keyword"), kept in the address (issue 21): the statistics screens
 * link to the logs with `searchStartDate`, `searchEndDate`, `roomType`, `searchFilter=userId`,
 * `searchKeyword` and `searchMatch=true` (screens.md §10 Statistics), and a log shows that search
 * as it was asked. The wire's own names, so the address reads as the call it makes. Each log has
 * its own filters (what the keyword searches) and the first of them is its default.
 */

/** screens.md §9 "class/notes/homework 20": the logs' page size, and the choices beside it. */
export const LOG_PAGE_SIZES = [10, PAGE_SIZE.CLASS, 50] as const;

export interface LogSearch<Filter extends string = string> {
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`. */
  endDate: string;
  roomType: RoomKind | null;
  filter: Filter;
  keyword: string;
  /** A whole match of the keyword; else a part of it. */
  match: boolean;
}

const ROOM_KINDS: readonly number[] = Object.values(ROOM_KIND);

const isDay = (value: string | null): value is string =>
  value !== null && parseWireDate(value) !== null;

/**
 * The search an address asks for, of a log searched by `filters` (the first is the default). What
 * is missing or unreadable takes its default: the history's one month up to today (screens.md §9),
 * every room kind, the first filter, a part match. A period given the wrong way round is turned
 * the right way.
 */
export function logSearchOf<Filter extends string>(
  search: URLSearchParams,
  now: Date,
  filters: readonly [Filter, ...Filter[]],
): LogSearch<Filter> {
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
    filter: filters.find((candidate) => candidate === filter) ?? filters[0],
    keyword: (search.get('searchKeyword') ?? '').trim(),
    match: search.get('searchMatch') === 'true',
  };
}

/** The address's search parameters of a search. */
export function searchParamsOf(search: LogSearch): URLSearchParams {
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
export function logListParams<Filter extends string>(
  search: LogSearch<Filter>,
  page: number,
  size: number,
) {
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

/** Seconds from one wire datetime to another (null when either is missing or unreadable). */
export function secondsBetween(from: string | null | undefined, to: string | null | undefined) {
  const start = from ? parseWireDateTime(from) : null;
  const end = to ? parseWireDateTime(to) : null;
  if (!start || !end) return null;
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
}
