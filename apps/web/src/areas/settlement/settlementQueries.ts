import { PAGE_SIZE, USER_TYPE } from '@platform/contract';
import type { YearMonth } from '@platform/ui';
import { endpointQuery } from '../../app/endpointQuery.ts';

/** screens.md §7 Fees: "list (leaderIdx, searchStartDate, searchEndDate, searchType 5, paging false)". */
export const FEE_SEARCH_TYPE = 5;

/** The first and last day (`YYYY-MM-DD`) of a month. */
export function monthDays(month: YearMonth): { start: string; end: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const last = new Date(year, number, 0).getDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * A teacher's fees of a month. `leaderIdx` undefined: the caller's own (the service area's view;
 * the server reads the signed-in teacher).
 */
export const feeListQuery = (month: YearMonth, leaderIdx: number | undefined) => {
  const { start, end } = monthDays(month);
  return endpointQuery('logMeet.LIST_AMOUNT', {
    searchType: FEE_SEARCH_TYPE,
    searchStartDate: start,
    searchEndDate: end,
    paging: false,
    ...(leaderIdx !== undefined ? { leaderIdx } : {}),
  });
};

/** screens.md §7 Fees: "Teacher list (userType teacher or open teacher)". */
export const teachersQuery = () =>
  endpointQuery('user.LIST', {
    paging: false,
    size: PAGE_SIZE.PICKER,
    userType: [USER_TYPE.TEACHER, USER_TYPE.OPEN_TEACHER],
  });

/** The address's teacher of the manager's view (assumed name: the wire's `leaderIdx`). */
export const LEADER_PARAM = 'leaderIdx';

/** The teacher whose settlement the address names (a positive number), or undefined. */
export function leaderOfSearch(search: URLSearchParams): number | undefined {
  const value = Number(search.get(LEADER_PARAM));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
