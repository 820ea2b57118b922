import { type Message, type MessageMode, PAGE_SIZE } from '@platform/contract';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { endpointQuery, invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import { saveFile } from '../../shared/saveFile.ts';
import type { MessageBox } from './messageRules.ts';

/*
 * The reads and writes of the message screens (screens.md §7 Messages: "list (messageSearch,
 * messageType; size 10), detail (messageIdx, messageType), send, delete (messageIdxList,
 * messageType)"). Every change asks all of them again (MESSAGE_READS): the list and an open view
 * show the change together.
 */

export const MESSAGE_READS = ['messageByType.LIST', 'messageByType.GET'] as const;

/**
 * One page of a box: 10 a page (screens.md §9 "messages 10"), newest first. The keyword goes as
 * `messageSearch` (managers only, screens.md §6).
 */
export const messagePageQuery = (box: MessageBox, page: number, keyword = '') =>
  endpointQuery(
    'messageByType.LIST',
    {
      messageType: box,
      page,
      size: PAGE_SIZE.MESSAGES,
      ...(keyword ? { messageSearch: keyword } : {}),
    },
    'page',
  );

export interface MessagePages {
  /** The messages of the pages shown, in order, each once. */
  rows: Message[];
  total: number;
  hasMore: boolean;
  /** The first page has not come yet. */
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** A page is being asked (again): the table shows it is busy. */
  isFetching: boolean;
  /** The page asked for last is on its way ("load more"). */
  loadingMore: boolean;
  refetch: () => Promise<unknown>;
}

type PageResult = {
  data: { content: Message[]; totalElements: number; last?: boolean | null } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** The pages as one list; a module function, so that react-query keeps its answer while nothing changed. */
function combinePages(results: PageResult[]): MessagePages {
  const seen = new Set<number>();
  const rows: Message[] = [];
  for (const result of results) {
    for (const message of result.data?.content ?? []) {
      if (seen.has(message.messageIdx)) continue;
      seen.add(message.messageIdx);
      rows.push(message);
    }
  }
  const lastPage = [...results].reverse().find((result) => result.data !== undefined)?.data;
  const total = lastPage?.totalElements ?? 0;
  const failed = results.find((result) => result.isError);
  const last = results[results.length - 1];
  return {
    rows,
    total,
    hasMore: lastPage ? lastPage.last === false || rows.length < total : false,
    isPending: results[0]?.isPending ?? true,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    loadingMore: results.length > 1 && (last?.isPending ?? false),
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

/**
 * The first `pages` pages of a box, each its own read of 10 (screens.md §10 "load-more at size
 * 10"): "load more" adds a page, and a change asks every page shown again. A message that moved
 * from one page to the next while they refetch shows once.
 */
export function useMessagePages(box: MessageBox, pages: number, keyword: string): MessagePages {
  return useQueries({
    queries: Array.from({ length: pages }, (_, page) => ({
      ...messagePageQuery(box, page, keyword),
      ...(page === 0 ? takesLoaderRead : {}),
    })),
    combine: combinePages,
  });
}

/**
 * One message (GET with its messageType). Opening a received one marks it read on the server
 * (screens.md §4); reply, delivery and resend read the original of the compose popup.
 */
export const messageDetailQuery = (messageType: MessageMode, messageIdx: number) =>
  endpointQuery('messageByType.GET', { messageType, messageIdx }, 'result');

export function useMessage(messageType: MessageMode, messageIdx: number, enabled = true) {
  return useQuery({ ...messageDetailQuery(messageType, messageIdx), enabled });
}

/** After a send, a save or a removal: every list and view of messages reads again. */
export function refreshMessages(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, ...MESSAGE_READS);
}

/** Removes messages from a box: one by REMOVE, several by REMOVE_LIST. */
export function removeMessages(box: MessageBox, messageIdxList: readonly number[]) {
  const [only] = messageIdxList;
  if (messageIdxList.length === 1 && only !== undefined) {
    return api.call('messageByType.REMOVE', { messageType: box, messageIdx: only });
  }
  return api.call('messageByType.REMOVE_LIST', {
    messageType: box,
    messageIdxList: [...messageIdxList],
  });
}

/**
 * The two-step download of foundation.md §7 (file info by searchIdx and fileType MESSAGE, then
 * DOWNLOAD_FILE by fileIdx with the bearer token), saved by the browser.
 */
export async function downloadMessageFile(file: { fileIdx: number }): Promise<void> {
  const downloaded = await api.download(
    'MESSAGE',
    { searchIdx: file.fileIdx, fileType: 'MESSAGE' },
    { fileParams: (info) => ({ fileIdx: info.fileIdx ?? file.fileIdx }) },
  );
  saveFile(downloaded);
}
