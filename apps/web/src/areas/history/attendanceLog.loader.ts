import { PAGE_SIZE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { attendanceLogQuery } from './attendanceLogQuery.ts';
import { attendanceSearchOf } from './attendanceSearch.ts';

/** manage/log/joinLog/list: the first page of the search in the address. */
export const loader = screenLoader(
  ({ url, now }) => [
    attendanceLogQuery(attendanceSearchOf(url.searchParams, now), 0, PAGE_SIZE.CLASS),
  ],
  mayManage,
);
