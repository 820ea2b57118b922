import { mayManage, type ScreenLoaderContext, screenLoader } from '../../app/screenLoader.ts';
import { monthOfSearch } from '../../shared/monthSearch.ts';
import { feeListQuery, leaderOfSearch } from './settlementQueries.ts';

/** meet/listAmount: the signed-in teacher's fees of the month in the address. */
export const serviceLoader = screenLoader(({ url, now }: ScreenLoaderContext) => [
  feeListQuery(monthOfSearch(url.searchParams, now), undefined),
]);

/** manage/amount/list: the fees of the teacher in the address, once one is chosen. */
export const manageLoader = screenLoader(({ url, now }: ScreenLoaderContext) => {
  const leaderIdx = leaderOfSearch(url.searchParams);
  return leaderIdx === undefined
    ? []
    : [feeListQuery(monthOfSearch(url.searchParams, now), leaderIdx)];
}, mayManage);
