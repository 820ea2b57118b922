import type { Task } from '@platform/contract';
import { DateText, StatusChip, useT } from '@platform/ui';
import styles from './TaskPages.module.css';
import { deadlineHighlightOf } from './taskRules.ts';

/**
 * The deadline of a homework row, in the teacher's and the student's list alike: highlighted
 * within a day ("due soon") or once passed ("past due"), while someone still has to submit.
 */
export function DeadlineCell({
  task,
  now,
  as,
}: {
  task: Task;
  now: Date;
  as: 'teacher' | 'student';
}) {
  const t = useT();
  const highlight = deadlineHighlightOf(task, now, as);
  if (!highlight) return <DateText value={task.submitLimitDatetime} />;
  return (
    <span className={styles.deadlineNear} data-slot="deadline-near" data-state={highlight}>
      <DateText value={task.submitLimitDatetime} />
      {highlight === 'past' ? (
        <StatusChip label={t('homework.deadlinePast')} tone="danger" />
      ) : (
        <StatusChip label={t('homework.deadlineNear')} tone="warning" />
      )}
    </span>
  );
}
