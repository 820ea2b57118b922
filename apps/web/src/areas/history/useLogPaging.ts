import { type ApiPage, type JsonEndpointName, PAGE_SIZE } from '@platform/contract';
import type { Translate } from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { LOG_PAGE_SIZES, type LogSearch, logSearchOf, searchParamsOf } from './logSearch.ts';

/**
 * The search of a history list, kept in the address (the statistics' links open a list searched,
 * and the back button returns to the search before). `keep` names the address's other parameters
 * that a new search leaves as they are (the class history's tab).
 */
export function useLogSearch<Filter extends string>(
  filters: readonly [Filter, ...Filter[]],
  keep: readonly string[] = [],
): [
  LogSearch<Filter>,
  (change: Partial<LogSearch<Filter>>, extra?: Record<string, string | null>) => void,
] {
  const [params, setParams] = useSearchParams();
  const search = logSearchOf(params, new Date(), filters);
  // Each change builds on the last one asked, not on the address this render read: two changes
  // before the next render (a radio, then a checkbox) both hold. (react-router's functional form
  // hands over the render's parameters too.)
  const latest = useRef(params);
  latest.current = params;
  const update = (
    change: Partial<LogSearch<Filter>>,
    extra: Record<string, string | null> = {},
  ) => {
    const previous = latest.current;
    const next = searchParamsOf({ ...logSearchOf(previous, new Date(), filters), ...change });
    for (const name of keep) {
      const value = name in extra ? extra[name] : previous.get(name);
      if (value) next.set(name, value);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };
  return [search, update];
}

/**
 * The page and page size of a history list (screens.md §9: 20 a page, with a size selector), and
 * the DataTable's props for a page read: its rows, its pagination, loading, error and retry.
 */
export function useLogPaging(defaultSize: number = PAGE_SIZE.CLASS) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(defaultSize);
  const tableProps = <N extends JsonEndpointName>(
    page: UseQueryResult<ApiPage<N>>,
    t: Translate,
  ) => ({
    data: page.data?.content ?? [],
    pagination: {
      pageIndex,
      pageSize,
      totalCount: page.data?.totalElements ?? 0,
      onPageChange: setPageIndex,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPageIndex(0);
      },
      pageSizeOptions: LOG_PAGE_SIZES,
    },
    loading: page.isPending || page.isPlaceholderData,
    error: page.isError ? apiErrorMessage(page.error, t) : false,
    onRetry: () => void page.refetch(),
  });
  return { pageIndex, pageSize, firstPage: () => setPageIndex(0), tableProps };
}
