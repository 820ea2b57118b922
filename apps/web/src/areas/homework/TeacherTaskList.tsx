import { canRemoveHomework, PAGE_SIZE, type Task } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  DateRangePicker,
  DateText,
  EmptyState,
  LinkButton,
  SearchBox,
  Spinner,
  StatusChip,
  useT,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage, isAlreadySubmitted } from '../../shared/apiErrors.ts';
import { DeadlineCell } from './DeadlineCell.tsx';
import styles from './TaskPages.module.css';
import { firstTaskPage, refreshTasks, useTaskPage } from './taskQueries.ts';
import { notSubmittedCount } from './taskRules.ts';

// The dialogs load when first opened: the list shows without the book viewer, the user picker
// and the create form's code.
const BookViewerDialog = lazy(() =>
  import('./BookViewerDialog.tsx').then((module) => ({ default: module.BookViewerDialog })),
);
const CreateHomeworkDialog = lazy(() =>
  import('./CreateHomeworkDialog.tsx').then((module) => ({ default: module.CreateHomeworkDialog })),
);
const TaskUsersDialog = lazy(() =>
  import('./TaskUsersDialog.tsx').then((module) => ({ default: module.TaskUsersDialog })),
);

type Opened =
  | { kind: 'none' }
  | { kind: 'viewer'; task: Task }
  | { kind: 'users'; task: Task; list: 'submitted' | 'notSubmitted' }
  | { kind: 'remove'; task: Task }
  | { kind: 'create' };

const NONE: Opened = { kind: 'none' };
const columnHelper = createDataTableColumns<Task>();

export interface TeacherTaskListProps {
  /** The screen's heading. */
  title: string;
  /** The clock, for the deadline highlight; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The teacher's homework list (screens.md §10 "Homework (teacher)"): name with the auto-review
 * chip (opens the book viewer), registrant, deploy time, deadline (highlighted within a day or
 * past while some have not submitted), submitter and non-submitter counts (open their lists),
 * remove (refused once anyone submitted); create homework from a PDF or from images.
 */
export function TeacherTaskList({ title, now = () => new Date() }: TeacherTaskListProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [range, setRange] = useState(() => firstTaskPage('teacher', now()).range);
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [opened, setOpened] = useState<Opened>(NONE);
  const close = () => setOpened(NONE);
  const page = useTaskPage({ pageIndex, range, keyword });
  // The clock of the deadline highlight: the moment the list was opened.
  const [today] = useState(now);

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('taskName', {
          header: t('homework.column.name'),
          meta: { rowHeader: true },
          cell: (info) => (
            <span className={styles.name}>
              <LinkButton onClick={() => setOpened({ kind: 'viewer', task: info.row.original })}>
                {info.getValue()}
              </LinkButton>
              {info.row.original.autoReview === 1 && (
                <StatusChip label={t('homework.autoReview')} tone="info" />
              )}
            </span>
          ),
        }),
        columnHelper.accessor((task) => task.regUser?.userName ?? '', {
          id: 'registrant',
          header: t('homework.column.registrant'),
        }),
        columnHelper.accessor('startDatetime', {
          header: t('homework.column.deployed'),
          cell: (info) => <DateText value={info.getValue() ?? info.row.original.regDatetime} />,
        }),
        columnHelper.accessor('submitLimitDatetime', {
          header: t('homework.column.deadline'),
          cell: (info) => <DeadlineCell task={info.row.original} now={today} as="teacher" />,
        }),
        columnHelper.accessor((task) => task.submitUserCount ?? 0, {
          id: 'submitted',
          header: t('homework.column.submitted'),
          meta: { align: 'end' },
          cell: (info) => (
            <LinkButton
              aria-label={t('homework.openSubmitted', {
                name: info.row.original.taskName,
                count: info.getValue(),
              })}
              onClick={() =>
                setOpened({ kind: 'users', task: info.row.original, list: 'submitted' })
              }
            >
              {t('homework.people', { count: info.getValue() })}
            </LinkButton>
          ),
        }),
        columnHelper.accessor((task) => notSubmittedCount(task), {
          id: 'notSubmitted',
          header: t('homework.column.notSubmitted'),
          meta: { align: 'end' },
          cell: (info) => (
            <LinkButton
              aria-label={t('homework.openNotSubmitted', {
                name: info.row.original.taskName,
                count: info.getValue(),
              })}
              onClick={() =>
                setOpened({ kind: 'users', task: info.row.original, list: 'notSubmitted' })
              }
            >
              {t('homework.people', { count: info.getValue() })}
            </LinkButton>
          ),
        }),
        columnHelper.display({
          id: 'remove',
          header: t('homework.column.remove'),
          meta: { align: 'center' },
          cell: (info) => (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('homework.removeOf', { name: info.row.original.taskName })}
              onClick={() => setOpened({ kind: 'remove', task: info.row.original })}
            >
              {t('homework.remove')}
            </Button>
          ),
        }),
      ]),
    [t, today],
  );

  const remove = async (task: Task) => {
    // screens.md §5: "Homework cannot be removed when submitUserCount > 0"; the server says the
    // same with WB-400-302 when the list was stale, and the list is read again.
    try {
      if (!canRemoveHomework({ submitUserCount: task.submitUserCount })) {
        throw Object.assign(new Error('already submitted'), { alreadySubmitted: true });
      }
      await api.call('task.delete', { task: { taskIdx: task.taskIdx } });
    } catch (error) {
      if (isAlreadySubmitted(error)) await refreshTasks(queryClient);
      throw error;
    }
    close();
    await refreshTasks(queryClient);
  };

  const failureOf = (error: unknown) =>
    (error as { alreadySubmitted?: boolean }).alreadySubmitted
      ? t('error.alreadySubmitTask')
      : apiErrorMessage(error, t);

  const searching = keyword !== '';

  return (
    <section className={styles.page} aria-labelledby="homework-title" data-slot="homework-teacher">
      <header className={styles.header}>
        <h1 id="homework-title" className={styles.title}>
          {title}
        </h1>
        <Button onClick={() => setOpened({ kind: 'create' })}>{t('homework.create')}</Button>
      </header>
      <div className={styles.filters}>
        <DateRangePicker
          label={t('homework.period')}
          value={range}
          onChange={(value, fault) => {
            if (fault) return;
            setRange(value);
            setPageIndex(0);
          }}
        />
        <SearchBox
          className={styles.search}
          label={t('homework.search')}
          debounce="text"
          onSearch={(text) => {
            setKeyword(text.trim());
            setPageIndex(0);
          }}
        />
      </div>
      <DataTable<Task>
        label={t('homework.table')}
        columns={columns}
        data={page.data?.content ?? []}
        getRowId={(task) => String(task.taskIdx)}
        getRowLabel={(task) => task.taskName}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize: PAGE_SIZE.HOMEWORK,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
        }}
        loading={page.isFetching}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          searching ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('empty.noResults.description')}
            />
          ) : (
            <EmptyState
              title={t('empty.noHomework.title')}
              description={t('homework.emptyTeacher')}
            />
          )
        }
      />

      <Suspense fallback={<Spinner />}>
        {opened.kind === 'viewer' && <BookViewerDialog task={opened.task} onClose={close} />}
        {opened.kind === 'users' && (
          <TaskUsersDialog task={opened.task} list={opened.list} onClose={close} />
        )}
        {opened.kind === 'create' && (
          <CreateHomeworkDialog
            now={now}
            onClose={close}
            onCreated={() => {
              close();
              void refreshTasks(queryClient);
            }}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={opened.kind === 'remove'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        variant="destructive"
        title={t('homework.removeTitle')}
        message={
          opened.kind === 'remove'
            ? t('homework.removeMessage', { name: opened.task.taskName })
            : ''
        }
        confirmLabel={t('homework.remove')}
        onConfirm={() => (opened.kind === 'remove' ? remove(opened.task) : undefined)}
        failureMessage={failureOf}
      />
    </section>
  );
}
