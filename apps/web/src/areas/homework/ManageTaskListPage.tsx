import { codeLabelTexts } from '@platform/contract';
import { registerTexts, useT } from '@platform/ui';
import { TeacherTaskList } from './TeacherTaskList.tsx';
import { homeworkTexts } from './texts.ts';

// This screen's texts arrive with its code.
registerTexts(codeLabelTexts);
registerTexts(homeworkTexts);

/**
 * manage/task/list, the management tab of homework (screens.md §1, §10 "Homework (teacher)"):
 * the teacher's list. assumed: the same list and actions as the teacher's task/list; which
 * homework it holds (the institution's, for a manager) is the server's to narrow.
 */
export function Component() {
  const t = useT();
  return <TeacherTaskList title={t('homework.manageTitle')} />;
}
