import { codeLabelTexts, USER_TYPE } from '@platform/contract';
import { registerTexts, Spinner, useT } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { useSignedIn } from '../../app/session/session.ts';
import { loadStudentTaskList, loadTeacherTaskList } from './taskListVariants.ts';
import { homeworkTexts } from './texts.ts';

const StudentTaskList = lazy(() =>
  loadStudentTaskList().then((module) => ({ default: module.StudentTaskList })),
);
const TeacherTaskList = lazy(() =>
  loadTeacherTaskList().then((module) => ({ default: module.TeacherTaskList })),
);

// This screen's texts arrive with its code.
registerTexts(codeLabelTexts);
registerTexts(homeworkTexts);

/**
 * task/list, "teacher or student variant" (screens.md §1): a student sees the homework given to
 * them with start or continue; anyone else the homework they deployed. assumed: every user type
 * but student (teacher, open teacher, operator, admin) gets the teacher variant, as the main tab
 * shows it to them.
 */
export function Component() {
  const t = useT();
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={<Spinner />}>
      {signedIn.user.userType === USER_TYPE.STUDENT ? (
        <StudentTaskList title={t('homework.title')} />
      ) : (
        <TeacherTaskList title={t('homework.title')} />
      )}
    </Suspense>
  );
}
