import { PAGE_SIZE } from '@platform/contract';
import { mayManage, type ScreenLoaderContext, screenLoader } from '../../app/screenLoader.ts';
import { CLASS_LOG_FILTERS, classLogQuery } from './classLogQuery.ts';
import { logSearchOf } from './logSearch.ts';

/** The first page of the class log of the search in the address. */
const firstPage = ({ url, now }: ScreenLoaderContext) => [
  classLogQuery(logSearchOf(url.searchParams, now, CLASS_LOG_FILTERS), 0, PAGE_SIZE.CLASS),
];

/** meet/listLog: every signed-in user has a class history of their own. */
export const serviceLoader = screenLoader(firstPage);

/** manage/log/logMeet/list. */
export const manageLoader = screenLoader(firstPage, mayManage);
