import { PAGE_SIZE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { ATTENDANCE_FILTERS, attendanceLogQuery } from './attendanceLogQuery.ts';
import { logSearchOf } from './logSearch.ts';

/** manage/log/joinLog/list: the first page of the search in the address. */
export const loader = screenLoader(
  ({ url, now }) => [
    attendanceLogQuery(logSearchOf(url.searchParams, now, ATTENDANCE_FILTERS), 0, PAGE_SIZE.CLASS),
  ],
  mayManage,
);
