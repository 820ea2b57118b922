import { isYearMonth, type YearMonth, yearMonthOf } from '@platform/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter of the month a screen shows (statistics, settlement): the wire's own name. */
export const MONTH_PARAM = 'searchYm';

/**
 * The month from an address: `searchYm` when it is a month not after the current one, else the
 * current month (the month picker's cap, screens.md §10).
 */
export function monthOfSearch(search: URLSearchParams, now: Date): YearMonth {
  const current = yearMonthOf(now);
  const asked = search.get(MONTH_PARAM);
  return asked && isYearMonth(asked) && asked <= current ? asked : current;
}

/**
 * The month a screen shows (the statistics, the settlement), kept in the address: the tabs carry
 * it over, and the browser's back button returns to the month before.
 */
export function useMonthSearch(): [YearMonth, (month: YearMonth) => void] {
  const [search, setSearch] = useSearchParams();
  const month = monthOfSearch(search, new Date());
  const choose = useCallback(
    (next: YearMonth) =>
      setSearch((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(MONTH_PARAM, next);
        return updated;
      }),
    [setSearch],
  );
  return [month, choose];
}

/** A `YYYY-MM` month in words of the locale ("November 2026", "2026년 11월"). */
export function monthNameOf(month: YearMonth, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(
    new Date(year ?? 0, (number ?? 1) - 1, 1),
  );
}
