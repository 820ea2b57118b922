import { PAGE_SIZE, type Task } from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateRangePicker,
  DateText,
  EmptyState,
  StatusChip,
  useLocale,
  useSubmitGuard,
  useT,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSignedIn } from '../../app/session/session.ts';
import { useClientLaunch } from '../../shared/agent/useClientLaunch.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { DeadlineCell } from './DeadlineCell.tsx';
import type { StudentTaskProblem } from './StudentTaskDialogs.tsx';
import styles from './TaskPages.module.css';
import {
  fetchPageUrls,
  firstTaskPage,
  lookUpTaskForStart,
  refreshTasks,
  useTaskPage,
} from './taskQueries.ts';
import { startVerdict, studentActionOf, taskLaunch, taskPages } from './taskRules.ts';

const columnHelper = createDataTableColumns<Task>();

// The dialogs a start may open load after the list's first paint.
const StudentTaskDialogs = lazy(() => import('./StudentTaskDialogs.tsx'));

/**
 * The student's homework (screens.md §4 "Task user status", §10 "Student list: start or
 * continue"): start, continue or submitted; a start time still ahead is shown instead of a
 * button. Start looks the task up first: removed shows the already-removed modal, submitted the
 * error and a refresh; otherwise the classroom client is launched through the local agent
 * (resume with the note, or a new start with the pages and the task), and the install modal
 * shows when the agent does not answer.
 */
export function StudentTaskList({
  title,
  now = () => new Date(),
}: {
  title: string;
  now?: () => Date;
}) {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const launch = useClientLaunch();
  const [range, setRange] = useState(() => firstTaskPage('student', now()).range);
  const [pageIndex, setPageIndex] = useState(0);
  const [problem, setProblem] = useState<StudentTaskProblem | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const page = useTaskPage({ pageIndex, range, keyword: '' });
  // The clock of the highlight and of future starts: the moment the list was opened.
  const [today] = useState(now);

  // A double click on start looks the task up and launches once (the kit's submit guard); the
  // launch flow itself replaces an older run.
  const { run: guarded } = useSubmitGuard();
  const start = (task: Task) => guarded(() => startTask(task));
  const startTask = async (task: Task) => {
    if (!signedIn) return;
    setChecking(task.taskIdx);
    let found: Task | null;
    try {
      found = await lookUpTaskForStart(task);
    } catch (error) {
      setProblem({ kind: 'error', message: apiErrorMessage(error, t) });
      return;
    } finally {
      setChecking(null);
    }
    const verdict = startVerdict(found);
    if (verdict !== 'start' || !found) {
      setProblem({ kind: verdict === 'submitted' ? 'submitted' : 'removed' });
      await refreshTasks(queryClient);
      return;
    }
    const current = found;
    const { user } = signedIn;
    let pageUrls: string[] = [];
    launch.start({
      // Homework needs no class message from the server: a new start needs the pages only.
      prepare: async () => {
        const bookIdx = current.bookIdx ?? current.book?.bookIdx;
        const resumes = studentActionOf(current, now()).kind === 'continue';
        if (!resumes && bookIdx != null) {
          const { from, to } = taskPages(current);
          // Integer keys come out in ascending order: the pages in order.
          pageUrls = Object.values(await fetchPageUrls(bookIdx, from, to));
        }
        return { bodaAppMsg: null };
      },
      launchFor: () =>
        taskLaunch({
          task: current,
          user: {
            userIdx: user.userIdx,
            userName: user.userName,
            userType: user.userType,
            companyIdx: user.companyIdx ?? signedIn.raw.bodaCompany?.companyIdx ?? 0,
          },
          language: locale,
          pageUrls,
        }),
      onServerError: (error) => setProblem({ kind: 'error', message: apiErrorMessage(error, t) }),
    });
  };

  // The cells call the latest `start` (session, locale) without being rebuilt for it.
  const startRef = useRef(start);
  startRef.current = start;

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('taskName', {
          header: t('homework.column.name'),
          meta: { rowHeader: true },
        }),
        columnHelper.accessor((task) => task.regUser?.userName ?? '', {
          id: 'registrant',
          header: t('homework.column.teacher'),
        }),
        columnHelper.accessor('submitLimitDatetime', {
          header: t('homework.column.deadline'),
          cell: (info) => <DeadlineCell task={info.row.original} now={today} as="student" />,
        }),
        columnHelper.display({
          id: 'action',
          header: t('homework.column.action'),
          meta: { align: 'center' },
          cell: (info) => {
            const task = info.row.original;
            const action = studentActionOf(task, today);
            if (action.kind === 'submitted') {
              return <StatusChip label={t('homework.submitted')} tone="success" />;
            }
            if (action.kind === 'startsAt') {
              return (
                <span className={styles.muted} data-slot="starts-at">
                  {t('homework.startsAt')} <DateText value={action.at} />
                </span>
              );
            }
            return (
              <Button
                size="sm"
                variant={action.kind === 'continue' ? 'secondary' : 'primary'}
                loading={checking === task.taskIdx}
                aria-label={t(`homework.${action.kind}Of`, { name: task.taskName })}
                onClick={() => void startRef.current(task)}
              >
                {t(`homework.${action.kind}`)}
              </Button>
            );
          },
        }),
      ]),
    [t, today, checking],
  );

  return (
    <section className={styles.page} aria-labelledby="homework-title" data-slot="homework-student">
      <header className={styles.header}>
        <h1 id="homework-title" className={styles.title}>
          {title}
        </h1>
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
          <EmptyState
            title={t('empty.noHomework.title')}
            description={t('empty.noHomework.description')}
          />
        }
      />
      <Suspense fallback={null}>
        <StudentTaskDialogs launch={launch} problem={problem} onProblem={setProblem} />
      </Suspense>
    </section>
  );
}
