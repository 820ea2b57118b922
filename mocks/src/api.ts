import { DEFAULT_API_PREFIX, type Page, parseErrorCode } from '@platform/contract';
import { HttpResponse } from 'msw';

/** The api prefix the mock answers under: the contract's default (`/boda`), as the builds use. */
export const MOCK_API_PREFIX = DEFAULT_API_PREFIX;

/** A path under the api prefix, matched on any origin. */
export const apiPath = (path: string): string => `*${MOCK_API_PREFIX}${path}`;

/** The response envelope of foundation.md §7 with one item in `result`. */
export const ok = <T>(result: T) => ({ success: true, result, errorCode: null });

/** The envelope with a list in `resultList`. */
export const okList = <T>(resultList: T[]) => ({ success: true, resultList, errorCode: null });

/** The envelope with a page in `resultPage`. */
export const okPage = <T>(resultPage: Page<T>) => ({ success: true, resultPage, errorCode: null });

export const fail = (errorCode: string | null) => ({ success: false, result: null, errorCode });

/**
 * A failure as the server answers it: the HTTP status is the code's own (WB-{status}-{number},
 * foundation.md §8), so a code and its status never disagree.
 */
export function failure(errorCode: string): HttpResponse<ReturnType<typeof fail>> {
  const status = parseErrorCode(errorCode)?.status ?? 500;
  return HttpResponse.json(fail(errorCode), { status });
}

/** The unit-test friendly error a handler throws to answer with a code. */
export class MockApiError extends Error {
  constructor(readonly errorCode: string) {
    super(errorCode);
    this.name = 'MockApiError';
  }
}

/** Paging of a list call (page counted from 0, assumed like the Spring page of the envelope). */
export function pageOf<T>(items: readonly T[], page = 0, size = 20): Page<T> {
  const safeSize = Math.max(1, size);
  const content = items.slice(page * safeSize, page * safeSize + safeSize);
  const totalPages = Math.ceil(items.length / safeSize);
  return {
    content,
    totalElements: items.length,
    totalPages,
    number: page,
    size: safeSize,
    numberOfElements: content.length,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}
