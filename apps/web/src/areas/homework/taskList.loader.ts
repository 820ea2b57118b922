import { USER_TYPE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { loadStudentTaskList, loadTeacherTaskList } from './taskListVariants.ts';
import { firstTaskPage, taskPageQuery } from './taskQueries.ts';

/** task/list: a student's homework, or the homework a teacher deployed. */
export const loader = screenLoader(({ signedIn, now }) => {
  const student = signedIn.user.userType === USER_TYPE.STUDENT;
  // The variant's code comes beside the first read, not after the page has run. Only a head
  // start: the page's own import reports a failure, so this one is not an unhandled rejection.
  (student ? loadStudentTaskList() : loadTeacherTaskList()).catch(() => undefined);
  return [taskPageQuery(firstTaskPage(student ? 'student' : 'teacher', now))];
});

/** manage/task/list: the teacher's list. */
export const manageLoader = screenLoader(
  ({ now }) => [taskPageQuery(firstTaskPage('teacher', now))],
  mayManage,
);
