import { PAGE_SIZE } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';

/*
 * The reads of monitoring, manage/monitor/list (screens.md §7 "Monitoring: list, close class
 * (roomCode, meetIdx, remove false), current attendees"; §10 Monitoring).
 */

/**
 * How often a watched list asks again. assumed: the spec names no interval; 10 s keeps a class
 * that has ended from lingering, and the list asks again when the window regains focus too.
 */
export const MONITOR_REFRESH_MS = 10_000;

export interface MonitorListQuery {
  keyword: string;
  /** Counted from 0. */
  pageIndex: number;
}

/** One page of the classes running now. assumed: the class list's page size, 20. */
export const monitorPageQuery = ({ keyword, pageIndex }: MonitorListQuery) =>
  endpointQuery(
    'meet.LIST',
    {
      page: pageIndex,
      size: PAGE_SIZE.CLASS,
      ...(keyword ? { searchKeyword: keyword } : {}),
    },
    'page',
  );

/** `enabled` false (monitoring off for the institution): nothing is read, nor watched. */
export function useMonitorPage(query: MonitorListQuery, enabled = true) {
  return useQuery({
    ...monitorPageQuery(query),
    enabled,
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** The people in one class now (meetUser LIST by meetIdx), watched as the list is. */
export function useCurrentAttendees(meetIdx: number) {
  return useQuery({
    ...endpointQuery('meetUser.LIST', { meetIdx }),
    refetchInterval: MONITOR_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
