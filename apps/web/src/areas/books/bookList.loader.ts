import { PAGE_SIZE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { bookPageQuery } from './bookQueries.ts';
import { defaultBookFilters } from './bookRules.ts';

/** manage/book/list: page 1 of the default range, 30 a page. */
export const loader = screenLoader(
  ({ now }) => [
    bookPageQuery({ ...defaultBookFilters(now), pageIndex: 0, pageSize: PAGE_SIZE.TEXTBOOKS }),
  ],
  mayManage,
);
