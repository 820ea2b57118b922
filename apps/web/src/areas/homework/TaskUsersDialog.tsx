import { type Task, type TaskUser, validationFault } from '@platform/contract';
import {
  Button,
  Checkbox,
  contractResolver,
  DateText,
  Dialog,
  EmptyState,
  faultOf,
  InlineAlert,
  useGuardedSubmit,
  useT,
  useToast,
} from '@platform/ui';
import { useState } from 'react';
import { type FieldError, useController, useForm } from 'react-hook-form';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { DraftRestore } from '../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../shared/formDrafts.ts';
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

interface ReminderValues {
  userIdxList: number[];
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReminderValues>({
    defaultValues: { userIdxList: [] },
    // screens.md §5: "Notify non-submitters needs at least one student (valid.selectStudent)".
    resolver: contractResolver(({ userIdxList }) => ({
      userIdxList: userIdxList.length === 0 ? validationFault('valid.selectStudent') : null,
    })),
  });
  const draft = useFormDraft(form, `homework.reminder:${task.taskIdx}`);
  const { field } = useController({ control: form.control, name: 'userIdxList' });
  const { submit, pending } = useGuardedSubmit(
    form,
    async ({ userIdxList }: ReminderValues) => {
      await api.call('task.SEND_HURRY', { taskIdx: task.taskIdx, userIdxList });
      toast.success(t('homework.reminderSent', { count: userIdxList.length }));
    },
    { onSaved: onSent, onError: (error) => setFailure(apiErrorMessage(error, t)) },
  );
  if (users.length === 0) return <EmptyState title={t('homework.allSubmitted')} />;

  const chosen = new Set(field.value);
  const choose = (next: number[]) => {
    field.onChange(next);
    setFailure(null);
  };
  const toggle = (userIdx: number, on: boolean) =>
    choose(
      on ? [...field.value, userIdx] : field.value.filter((candidate) => candidate !== userIdx),
    );
  const allChosen = chosen.size === users.length;
  const fault = faultOf(form.formState.errors.userIdxList as FieldError | undefined);
  const problem =
    failure ??
    (fault === undefined ? null : typeof fault === 'string' ? fault : t(fault.key, fault.params));

  return (
    <form
      className={styles.reminder}
      data-slot="homework-reminder"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        submit(event);
      }}
    >
      <DraftRestore draft={draft} />
      <Checkbox
        ref={field.ref}
        label={t('homework.chooseAll')}
        checked={allChosen ? true : chosen.size > 0 ? 'indeterminate' : false}
        onCheckedChange={(on) => choose(on === true ? users.map((user) => user.user.userIdx) : [])}
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
        <Button type="submit" loading={pending}>
          {t('homework.sendReminder')}
        </Button>
      </div>
    </form>
  );
}
