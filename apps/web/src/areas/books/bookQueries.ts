import { BOOK_PAGE_RANGE_SIZE, type Book, type BookPage, type IndexNode } from '@platform/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery, invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import type { BookFilters } from './bookRules.ts';

/*
 * The reads of manage/book/list (screens.md §7 "Books"). Every change of a book asks all of them
 * again (BOOK_READS): the list, the detail and the editor show the change together.
 */

/** The calls that show a book. */
export const BOOK_READS = [
  'book.LIST',
  'book.VIEW_WITH_PAGE',
  'bookFile.DOWNLOAD_PAGE',
  'bookFile.DOWNLOAD_ANSWER',
] as const;

export interface BookListQuery extends BookFilters {
  /** Counted from 0, like `resultPage.number`. */
  pageIndex: number;
  pageSize: number;
}

/**
 * One page of the textbook list: "list (page, size, bookType, searchStartDate, searchEndDate,
 * searchKeyword, searchType)". assumed: no bookType filter: the screen lists every book of the
 * institution, the workbooks homework is deployed from (task books) among them.
 */
export const bookPageQuery = (query: BookListQuery) =>
  endpointQuery(
    'book.LIST',
    {
      page: query.pageIndex,
      size: query.pageSize,
      ...(query.start ? { searchStartDate: query.start } : {}),
      ...(query.end ? { searchEndDate: query.end } : {}),
      ...(query.keyword ? { searchKeyword: query.keyword } : {}),
    },
    'page',
  );

export function useBookPage(query: BookListQuery) {
  return useQuery({
    ...bookPageQuery(query),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });
}

export interface BookWithPages {
  book: Book;
  /** The book's index: `indexNode`, or the `chapter` tree VIEW_WITH_PAGE adds. */
  index: IndexNode[];
}

/** The detail of one book (VIEW_WITH_PAGE of its first page: the book and its chapters). */
export function useBookDetail(bookIdx: number) {
  return useQuery({
    queryKey: endpointKey('book.VIEW_WITH_PAGE', { bookIdx }, 'detail'),
    queryFn: async ({ signal }): Promise<BookWithPages> => {
      const reply = await api.call(
        'book.VIEW_WITH_PAGE',
        { bookIdx, fromPage: 1, toPage: 1 },
        { signal },
      );
      const book = reply.result;
      if (!book) throw new Error(`book ${bookIdx} came back empty`);
      return { book, index: book.indexNode ?? reply.chapter ?? book.chapter ?? [] };
    },
  });
}

/**
 * The page images of `fromPage`..`toPage`, at most 100 a call (screens.md §7 "page range
 * (bookIdx, fromPage, toPage, 100 per call up to 1000)").
 */
export async function fetchPageImages(
  bookIdx: number,
  fromPage: number,
  toPage: number,
  signal?: AbortSignal,
): Promise<BookPage[]> {
  const last = Math.min(toPage, fromPage + BOOK_PAGE_RANGE_SIZE - 1);
  const reply = await api.call(
    'book.VIEW_WITH_PAGE',
    { bookIdx, fromPage, toPage: last },
    signal ? { signal } : {},
  );
  return reply.pageList ?? [];
}

/** The page images of one range, cached with the book's other reads. */
export function usePageImages(bookIdx: number, fromPage: number, toPage: number, enabled = true) {
  return useQuery({
    queryKey: endpointKey('book.VIEW_WITH_PAGE', { bookIdx, fromPage, toPage }, 'pages'),
    queryFn: ({ signal }) => fetchPageImages(bookIdx, fromPage, toPage, signal),
    enabled: enabled && toPage >= fromPage,
  });
}

/**
 * The image of one page (GET /book/file DOWNLOAD_PAGE by bookIdx and pageNo, screens.md §7 "page
 * image (bookIdx, pageNo)"). Fetched through the client, since the file call carries the session's
 * bearer token, which an `<img src>` of the range call's `imgUrl` would not.
 */
export function fetchPageImage(bookIdx: number, pageNo: number, signal?: AbortSignal) {
  return api
    .file('bookFile.DOWNLOAD_PAGE', { bookIdx, pageNo }, signal ? { signal } : {})
    .then((reply) => reply.blob);
}

export function usePageImage(bookIdx: number, pageNo: number) {
  return useQuery({
    queryKey: endpointKey('bookFile.DOWNLOAD_PAGE', { bookIdx, pageNo }, 'file'),
    queryFn: ({ signal }) => fetchPageImage(bookIdx, pageNo, signal),
  });
}

/**
 * The answer image of a page of a workbook (GET /book/file DOWNLOAD_ANSWER with pageNo), as an
 * object URL the caller revokes. assumed: a page without an answer answers WB-404-102, which the
 * screen shows as "no answer for this page".
 */
export function useAnswerImage(bookIdx: number, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey('bookFile.DOWNLOAD_ANSWER', { bookIdx, pageNo }, 'file'),
    queryFn: async ({ signal }) => {
      const reply = await api.file('bookFile.DOWNLOAD_ANSWER', { bookIdx, pageNo }, { signal });
      return reply.blob;
    },
    enabled,
    retry: false,
  });
}

/** After any change of a book: every read of books is asked again. */
export function refreshBooks(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, ...BOOK_READS);
}
