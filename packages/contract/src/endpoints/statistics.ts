import { envelope } from '../schemas/envelope.ts';
import { pagingQuery, wireDate, wireYearMonth } from '../schemas/primitives.ts';
import {
  accessUserRowSchema,
  licenseSchema,
  openMeetDayRowSchema,
  statsRowSchema,
} from '../schemas/statistics.ts';
import { z } from '../zod.ts';
import { type EndpointGroup, get } from './define.ts';
import { noFields } from './requestParts.ts';

const spec = 'foundation.md §7 Statistics and license; screens.md §7 Statistics';

/** A chart of a month (screens.md §7: "concurrent by searchYm"). assumed: searchDate also accepted. */
const monthQuery = z.strictObject({
  searchYm: z.optional(wireYearMonth),
  searchDate: z.optional(wireDate),
});

export const statisticsEndpoints = {
  'concurrentStats.LIST_CHART': get('/concurrentStats', 'LIST_CHART', {
    request: monthQuery,
    response: envelope(statsRowSchema),
    spec,
  }),
  'license.GET': get('/license', 'GET', {
    request: noFields,
    response: envelope(licenseSchema),
    spec,
    assumed: 'the license travels in result; "license info (licenseType)" read as its type field',
  }),
  'licenseLogJoin.LIST': get('/licenseLog/join', 'LIST', {
    request: z.strictObject({ ...pagingQuery, searchDate: z.optional(wireDate) }),
    response: envelope(accessUserRowSchema),
    spec,
    assumed: 'the daily users of a day (screens.md §7 "page, size 30, searchDate")',
  }),
  'licenseLogJoin.LIST_TOTAL': get('/licenseLog/join', 'LIST_TOTAL', {
    request: z.strictObject({
      ...pagingQuery,
      searchStartDate: z.optional(wireDate),
      searchEndDate: z.optional(wireDate),
      searchYm: z.optional(wireYearMonth),
    }),
    response: envelope(accessUserRowSchema),
    spec,
    assumed: 'the cumulative monthly users (screens.md §7)',
  }),
  'licenseStatsConcurrent.LIST_CHART': get('/licenseStats/concurrent', 'LIST_CHART', {
    request: monthQuery,
    response: envelope(statsRowSchema),
    spec,
    assumed: 'the license usage chart (screens.md §7 "license usage")',
  }),
  'licenseStatsJoin.LIST_CHART': get('/licenseStats/join', 'LIST_CHART', {
    request: monthQuery,
    response: envelope(statsRowSchema),
    spec,
    assumed:
      'the daily access of a month (screens.md §7 "searchDate; rows logDate, customInt1, licenseUsage")',
  }),
  'statsMeet.LIST_OPEN_CHART': get('/statsMeet', 'LIST_OPEN_CHART', {
    request: monthQuery,
    response: envelope(openMeetDayRowSchema, {
      openResult: z.nullish(z.array(openMeetDayRowSchema)),
    }),
    spec,
    assumed: 'screens.md §7 "open-meet by month (openResult)": openResult a top-level list of days',
  }),
  'statsMeet.LIST_JOIN_CHART': get('/statsMeet', 'LIST_JOIN_CHART', {
    request: monthQuery,
    response: envelope(statsRowSchema),
    spec,
    assumed: 'the daily joins by class and homework, in joinResult',
  }),
} as const satisfies EndpointGroup;
