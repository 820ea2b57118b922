import { managementTabs } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { monitorPageQuery } from './monitorQueries.ts';

/** manage/monitor/list: the first page of the classes running now, when monitoring is in use. */
export const loader = screenLoader(
  () => [monitorPageQuery({ keyword: '', pageIndex: 0 })],
  (signedIn) =>
    mayManage(signedIn) &&
    managementTabs(signedIn.config.funcUse, signedIn.config.roomCategory3).monitoring,
);
