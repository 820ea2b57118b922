import type { AccessUserRow } from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  EmptyState,
  useT,
  type YearMonth,
} from '@platform/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { attendanceLogPath } from './logLinks.ts';
import styles from './Statistics.module.css';
import { dayLabel, monthBounds } from './statisticsDays.ts';
import { useDayUsers, useMonthUsers } from './statisticsQueries.ts';

const columnHelper = createDataTableColumns<AccessUserRow>();
const rowId = (row: AccessUserRow) => row.userId;
const nameOf = (row: AccessUserRow) => row.userName || row.userId;

interface UserTableProps {
  label: string;
  read: ReturnType<typeof useDayUsers> | ReturnType<typeof useMonthUsers>;
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
  /** Where a user's row leads: the attendance log of that user over the list's period. */
  logPath: (row: AccessUserRow) => string;
  logLabel: (row: AccessUserRow) => string;
  emptyText: string;
}

function UserTable({
  label,
  read,
  pageIndex,
  onPageChange,
  logPath,
  logLabel,
  emptyText,
}: UserTableProps) {
  const t = useT();
  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('userName', {
          header: t('statistics.users.column.name'),
          meta: { rowHeader: true },
          cell: (info) => (
            <Link
              className={styles.userLink}
              to={logPath(info.row.original)}
              aria-label={logLabel(info.row.original)}
            >
              {nameOf(info.row.original)}
            </Link>
          ),
        }),
        columnHelper.accessor('userId', { header: t('statistics.users.column.id') }),
        columnHelper.accessor('joinCount', {
          header: t('statistics.users.column.joins'),
          meta: { align: 'end' },
          cell: (info) => t('statistics.users.joins', { count: info.getValue() ?? 0 }),
        }),
      ]),
    [t, logPath, logLabel],
  );
  return (
    <DataTable<AccessUserRow>
      label={label}
      columns={columns}
      data={read.data?.content ?? []}
      getRowId={rowId}
      getRowLabel={nameOf}
      pagination={{
        pageIndex,
        pageSize: read.data?.size ?? 30,
        totalCount: read.data?.totalElements ?? 0,
        onPageChange,
        // The day's list and the month's page side by side: each page bar has a name of its own.
        label: t('statistics.users.pages', { table: label }),
      }}
      loading={read.isPending || (read.isFetching && read.isPlaceholderData)}
      error={read.isError ? apiErrorMessage(read.error, t) : false}
      onRetry={() => void read.refetch()}
      empty={<EmptyState title={emptyText} />}
    />
  );
}

export interface AccessUserListsProps {
  companyId: string;
  /** `YYYY-MM-DD`, the chosen day. */
  day: string;
  month: YearMonth;
  monthName: string;
  onClose: () => void;
}

/**
 * Who entered on a chosen day, with the month's cumulative list beside it (screens.md §10
 * "clicking a day lists users (with cumulative list)"), 30 a page; a user opens the attendance
 * log filtered to exactly that user over the list's period.
 */
export function AccessUserLists({
  companyId,
  day,
  month,
  monthName,
  onClose,
}: AccessUserListsProps) {
  const t = useT();
  const [dayPage, setDayPage] = useState(0);
  const [monthPage, setMonthPage] = useState(0);
  const dayUsers = useDayUsers(day, dayPage);
  const monthUsers = useMonthUsers(month, monthPage, true);
  const label = dayLabel(day);
  const { first, last } = monthBounds(month);
  const dayLog = useMemo(
    () => (row: AccessUserRow) =>
      attendanceLogPath(companyId, { startDate: day, endDate: day, userId: row.userId }),
    [companyId, day],
  );
  const monthLog = useMemo(
    () => (row: AccessUserRow) =>
      attendanceLogPath(companyId, { startDate: first, endDate: last, userId: row.userId }),
    [companyId, first, last],
  );
  const dayLogLabel = useMemo(
    () => (row: AccessUserRow) => t('statistics.users.openLog', { name: nameOf(row), day: label }),
    [t, label],
  );
  const monthLogLabel = useMemo(
    () => (row: AccessUserRow) =>
      t('statistics.users.openMonthLog', { name: nameOf(row), month: monthName }),
    [t, monthName],
  );
  return (
    <div className={styles.userLists}>
      <section className={styles.section} aria-labelledby={`day-users-${day}`}>
        <div className={styles.userListHeader}>
          <h2 id={`day-users-${day}`} className={styles.sectionTitle}>
            {t('statistics.day.title', { day: label })}
          </h2>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('statistics.day.close', { day: label })}
            onClick={onClose}
          >
            {t('statistics.close')}
          </Button>
        </div>
        <UserTable
          label={t('statistics.day.table', { day: label })}
          read={dayUsers}
          pageIndex={dayPage}
          onPageChange={setDayPage}
          logPath={dayLog}
          logLabel={dayLogLabel}
          emptyText={t('statistics.day.empty', { day: label })}
        />
      </section>
      <section className={styles.section} aria-labelledby={`month-users-${month}`}>
        <h2 id={`month-users-${month}`} className={styles.sectionTitle}>
          {t('statistics.monthUsers.title', { month: monthName })}
        </h2>
        <UserTable
          label={t('statistics.monthUsers.table', { month: monthName })}
          read={monthUsers}
          pageIndex={monthPage}
          onPageChange={setMonthPage}
          logPath={monthLog}
          logLabel={monthLogLabel}
          emptyText={t('statistics.monthUsers.empty', { month: monthName })}
        />
      </section>
    </div>
  );
}
