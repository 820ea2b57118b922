import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { institutionRoomsQuery } from './roomQueries.ts';

/** manage/room/list: the first page of the institution's rooms. */
export const loader = screenLoader(
  () => [institutionRoomsQuery({ keyword: '', pageIndex: 0 })],
  mayManage,
);
