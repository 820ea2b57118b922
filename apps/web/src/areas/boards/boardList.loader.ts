import { BOARD_TYPE, PAGE_SIZE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { boardPageQuery } from './boardQueries.ts';

const firstPage = { keyword: '', pageIndex: 0, pageSize: PAGE_SIZE.BOARD };

/** manage/notice/list: the first page of notices, 30 a page. */
export const noticeLoader = screenLoader(
  () => [boardPageQuery({ ...firstPage, boardType: BOARD_TYPE.NOTICE })],
  mayManage,
);

/** manage/board/list: the first page of posts (the type filter's first choice). */
export const boardLoader = screenLoader(
  () => [boardPageQuery({ ...firstPage, boardType: BOARD_TYPE.BOARD })],
  mayManage,
);
