import { LIMITS, PAGE_SIZE } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';

/*
 * The reads of the statistics screens (foundation.md §7 "Statistics and license", screens.md §7
 * Statistics). A month's chart is one call with `searchYm`; every read refreshes hourly
 * (foundation.md §9 "Statistics refresh hourly"), since the server adds yesterday's figures once.
 */

// A chart of another month is not a placeholder for this one: the chart shows loading instead.
const watched = {
  ...takesLoaderRead,
  refetchInterval: LIMITS.STATISTICS_REFRESH_MS,
} as const;

/**
 * Classes opened per day of a month (resultList) with the months list (openResult): the one read
 * that needs the whole envelope.
 */
export const openChartQuery = (yearMonth: string) =>
  queryOptions({
    queryKey: endpointKey('statsMeet.LIST_OPEN_CHART', { searchYm: yearMonth }, 'envelope'),
    queryFn: async ({ signal }) => {
      const reply = await api.call(
        'statsMeet.LIST_OPEN_CHART',
        { searchYm: yearMonth },
        { signal },
      );
      return { days: reply.resultList ?? [], months: reply.openResult ?? [] };
    },
  });

/** Joins per day of a month, by class and homework. */
export const joinChartQuery = (yearMonth: string) =>
  endpointQuery('statsMeet.LIST_JOIN_CHART', { searchYm: yearMonth });

/** Accounts per day of a month and the month's running total (the account tab). */
export const accountChartQuery = (yearMonth: string) =>
  endpointQuery('licenseStatsJoin.LIST_CHART', { searchYm: yearMonth });

/** Peak concurrent users per day of a month. */
export const concurrentChartQuery = (yearMonth: string) =>
  endpointQuery('concurrentStats.LIST_CHART', { searchYm: yearMonth });

/** What the licence counts per day of a month. */
export const licenseUsageQuery = (yearMonth: string) =>
  endpointQuery('licenseStatsConcurrent.LIST_CHART', { searchYm: yearMonth });

export const licenseQuery = () => endpointQuery('license.GET', {}, 'result');

/** The users of one day, 30 a page (screens.md §9 "access users 30"). */
export const dayUsersQuery = (day: string, pageIndex: number) =>
  endpointQuery(
    'licenseLogJoin.LIST',
    { searchDate: day, page: pageIndex, size: PAGE_SIZE.ACCESS_USERS },
    'page',
  );

/** The month's cumulative users, 30 a page. */
export const monthUsersQuery = (yearMonth: string, pageIndex: number) =>
  endpointQuery(
    'licenseLogJoin.LIST_TOTAL',
    { searchYm: yearMonth, page: pageIndex, size: PAGE_SIZE.ACCESS_USERS },
    'page',
  );

export const useOpenChart = (yearMonth: string) =>
  useQuery({ ...openChartQuery(yearMonth), ...watched });
export const useLicense = () => useQuery({ ...licenseQuery(), ...watched });
export const useJoinChart = (yearMonth: string, enabled = true) =>
  useQuery({ ...joinChartQuery(yearMonth), ...watched, enabled });
export const useAccountChart = (yearMonth: string, enabled = true) =>
  useQuery({ ...accountChartQuery(yearMonth), ...watched, enabled });
export const useConcurrentChart = (yearMonth: string, enabled = true) =>
  useQuery({ ...concurrentChartQuery(yearMonth), ...watched, enabled });
export const useLicenseUsage = (yearMonth: string, enabled = true) =>
  useQuery({ ...licenseUsageQuery(yearMonth), ...watched, enabled });
export const useDayUsers = (day: string | null, pageIndex: number) =>
  useQuery({
    ...dayUsersQuery(day ?? '', pageIndex),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });
export const useMonthUsers = (yearMonth: string, pageIndex: number, enabled: boolean) =>
  useQuery({
    ...monthUsersQuery(yearMonth, pageIndex),
    enabled,
    placeholderData: keepPreviousData,
  });
