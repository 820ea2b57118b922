import { mayManage, type ScreenLoaderContext, screenLoader } from '../../app/screenLoader.ts';
import { monthOfSearch } from '../../shared/monthSearch.ts';
import { loadStatsChart } from './chartChunk.ts';
import {
  accountChartQuery,
  concurrentChartQuery,
  joinChartQuery,
  licenseQuery,
  licenseUsageQuery,
  openChartQuery,
} from './statisticsQueries.ts';

/*
 * The statistics screens' first reads (manage/statistic/*): the month of the address, or the
 * current one, and the licence for the entry statistics' views. The chart widget's chunk is asked
 * for at the same time, since every one of these screens opens with a chart.
 */

const monthOf = ({ url, now }: ScreenLoaderContext) => monthOfSearch(url.searchParams, now);

const withChart =
  (reads: (context: ScreenLoaderContext) => ReturnType<Parameters<typeof screenLoader>[0]>) =>
  (context: ScreenLoaderContext) => {
    void loadStatsChart();
    return reads(context);
  };

export const openLoader = screenLoader(
  withChart((context) => [openChartQuery(monthOf(context))]),
  mayManage,
);

export const joinLoader = screenLoader(
  withChart((context) => [licenseQuery(), joinChartQuery(monthOf(context))]),
  mayManage,
);

export const accountLoader = screenLoader(
  withChart((context) => [licenseQuery(), accountChartQuery(monthOf(context))]),
  mayManage,
);

export const concurrentLoader = screenLoader(
  withChart((context) => [
    licenseQuery(),
    concurrentChartQuery(monthOf(context)),
    licenseUsageQuery(monthOf(context)),
  ]),
  mayManage,
);
