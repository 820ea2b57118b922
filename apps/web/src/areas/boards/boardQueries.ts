import { BOARD_TYPE, type BoardFile, type BoardType } from '@platform/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery, invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import { saveFile } from '../../shared/saveFile.ts';

/*
 * The reads of the boards (screens.md §7 Board): the list, 30 a page; the detail (boardType,
 * boardIdx, withRegUser; board and fileList); the published notices of the popups. Every change
 * of a post asks all of them again.
 */

/** The calls that show a post. */
export const BOARD_READS = ['board.LIST', 'board.GET', 'board.LIST_PUBLISH'] as const;

export interface BoardListQuery {
  boardType: BoardType;
  keyword: string;
  /** Counted from 0, like `resultPage.number`. */
  pageIndex: number;
  pageSize: number;
}

/** "list (page, size 30, boardType, withRegUser, searchKeyword)". */
export const boardPageQuery = (query: BoardListQuery) =>
  endpointQuery(
    'board.LIST',
    {
      page: query.pageIndex,
      size: query.pageSize,
      boardType: query.boardType,
      withRegUser: true,
      ...(query.keyword ? { searchKeyword: query.keyword } : {}),
    },
    'page',
  );

export function useBoardPage(query: BoardListQuery) {
  return useQuery({
    ...boardPageQuery(query),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });
}

/** The detail of a post: "returns board and fileList" (GET counts the reading). */
export function useBoardDetail(boardType: BoardType, boardIdx: number) {
  return useQuery({
    queryKey: endpointKey('board.GET', { boardType, boardIdx }, 'detail'),
    queryFn: async ({ signal }) => {
      const result = await api.result(
        'board.GET',
        { boardType, boardIdx, withRegUser: true },
        { signal },
      );
      if (!result) throw new Error(`board ${boardIdx} came back empty`);
      return { board: result.board, fileList: result.fileList ?? result.board.fileList ?? [] };
    },
  });
}

/**
 * The notices of the popups: "notice list (paging false, withRegUser, boardType notice,
 * withBoardRead_userIdx)", LIST_PUBLISH (the notices inside their publishing period).
 */
export const publishedNoticesQuery = (userIdx: number) =>
  endpointQuery('board.LIST_PUBLISH', {
    paging: false,
    withRegUser: true,
    boardType: BOARD_TYPE.NOTICE,
    withBoardRead_userIdx: userIdx,
  });

/** The two-step download of a board file (foundation.md §7 File downloads, fileType BOARD). */
export async function downloadBoardFile(file: BoardFile): Promise<void> {
  const downloaded = await api.download(
    'BOARD',
    { searchIdx: file.fileIdx, fileType: 'BOARD' },
    { fileParams: (info) => ({ fileIdx: info.fileIdx ?? file.fileIdx }) },
  );
  saveFile(downloaded);
}

/** After any change of a post: every read of the boards is asked again. */
export function refreshBoards(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, ...BOARD_READS);
}
