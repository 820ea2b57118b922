import { USER_TYPE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { firstTaskPage, taskPageQuery } from './taskQueries.ts';

/** task/list: a student's homework, or the homework a teacher deployed. */
export const loader = screenLoader(({ signedIn, now }) => [
  taskPageQuery(
    firstTaskPage(signedIn.user.userType === USER_TYPE.STUDENT ? 'student' : 'teacher', now),
  ),
]);

/** manage/task/list: the teacher's list. */
export const manageLoader = screenLoader(
  ({ now }) => [taskPageQuery(firstTaskPage('teacher', now))],
  mayManage,
);
