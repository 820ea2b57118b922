import { type Task, type TaskUser, validationFault } from '@platform/contract';
import {
  Button,
  Checkbox,
  DateText,
  Dialog,
  EmptyState,
  InlineAlert,
  useT,
  useToast,
} from '@platform/ui';
import { useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { QueryState } from '../../shared/QueryState.tsx';
import styles from './TaskPages.module.css';
import { useTaskUsers } from './taskQueries.ts';
import { splitTaskUsers } from './taskRules.ts';

export interface TaskUsersDialogProps {
  task: Task;
  list: 'submitted' | 'notSubmitted';
  onClose: () => void;
}

/**
 * The submitters or the non-submitters of a homework (screens.md §10 "counts open lists"). The
 * non-submitter list sends a reminder to the students chosen (screens.md §5: "Notify
 * non-submitters needs at least one student (valid.selectStudent); only non-submitters listed").
 */
export function TaskUsersDialog({ task, list, onClose }: TaskUsersDialogProps) {
  const t = useT();
  const users = useTaskUsers(task.taskIdx);
  const split = splitTaskUsers(users.data ?? []);
  const shown = list === 'submitted' ? split.submitted : split.notSubmitted;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(list === 'submitted' ? 'homework.submittedTitle' : 'homework.notSubmittedTitle', {
        name: task.taskName,
      })}
    >
      <QueryState query={users} loadingLabel={t('homework.loadingUsers')} showLoadingLabel>
        {() =>
          list === 'submitted' ? (
            <SubmittedList users={shown} />
          ) : (
            <ReminderForm task={task} users={shown} onSent={onClose} />
          )
        }
      </QueryState>
    </Dialog>
  );
}

function SubmittedList({ users }: { users: readonly TaskUser[] }) {
  const t = useT();
  if (users.length === 0) return <EmptyState title={t('homework.noSubmitted')} />;
  return (
    <ul className={styles.userList} data-slot="homework-submitted">
      {users.map((user) => (
        <li key={user.user.userIdx} className={styles.userRow}>
          <span>{user.user.userName}</span>
          <span className={styles.muted}>
            <DateText value={user.note?.submitDatetime} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReminderForm({
  task,
  users,
  onSent,
}: {
  task: Task;
  users: readonly TaskUser[];
  onSent: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (users.length === 0) return <EmptyState title={t('homework.allSubmitted')} />;

  const toggle = (userIdx: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(userIdx);
    else next.delete(userIdx);
    setChosen(next);
    setProblem(null);
  };
  const allChosen = chosen.size === users.length;

  const send = async () => {
    if (chosen.size === 0) {
      const fault = validationFault('valid.selectStudent');
      setProblem(t(fault.key, fault.params));
      return;
    }
    setSending(true);
    try {
      await api.call('task.SEND_HURRY', { taskIdx: task.taskIdx, userIdxList: [...chosen] });
      toast.success(t('homework.reminderSent', { count: chosen.size }));
      onSent();
    } catch (error) {
      setProblem(apiErrorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.reminder} data-slot="homework-reminder">
      <Checkbox
        label={t('homework.chooseAll')}
        checked={allChosen ? true : chosen.size > 0 ? 'indeterminate' : false}
        onCheckedChange={(on) =>
          setChosen(on === true ? new Set(users.map((user) => user.user.userIdx)) : new Set())
        }
      />
      <ul className={styles.userList} data-slot="homework-not-submitted">
        {users.map((user) => (
          <li key={user.user.userIdx} className={styles.userRow}>
            <Checkbox
              label={user.user.userName ?? String(user.user.userIdx)}
              checked={chosen.has(user.user.userIdx)}
              onCheckedChange={(on) => toggle(user.user.userIdx, on === true)}
            />
          </li>
        ))}
      </ul>
      {problem && <InlineAlert tone="danger">{problem}</InlineAlert>}
      <div className={styles.actions}>
        <Button onClick={send} loading={sending}>
          {t('homework.sendReminder')}
        </Button>
      </div>
    </div>
  );
}
