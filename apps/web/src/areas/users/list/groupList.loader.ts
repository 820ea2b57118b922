import { mayManage, screenLoader } from '../../../app/screenLoader.ts';
import { userPageQuery } from './usersData.ts';

/** manage/group/list: the first page of users (the screen opens in manage mode, the list). */
export const loader = screenLoader(() => [userPageQuery({ pageIndex: 0, keyword: '' })], mayManage);
