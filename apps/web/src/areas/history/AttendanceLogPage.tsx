import type { AttendanceSearchFilter, MeetUserLog } from '@platform/contract';
import {
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  registerTexts,
  useT,
} from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import {
  ATTENDANCE_FILTERS,
  type AttendanceSearch,
  attendanceLogQuery,
} from './attendanceLogQuery.ts';
import styles from './History.module.css';
import { LogSearchForm } from './LogSearchForm.tsx';
import { formatStay } from './logSearch.ts';
import { historyTexts } from './texts.ts';
import { useLogPaging, useLogSearch } from './useLogPaging.ts';

registerTexts(historyTexts);

const columnHelper = createDataTableColumns<MeetUserLog>();
const rowId = (row: MeetUserLog) =>
  `${row.meetIdx}-${row.userIdx}-${row.userName}-${row.joinDatetime}`;
const rowLabel = (row: MeetUserLog) => `${row.meetTitle ?? ''} ${row.userName ?? ''}`.trim();

const FILTERS = ATTENDANCE_FILTERS.map((value) => ({
  value,
  labelKey: `history.search.filter.${value}` as const,
}));

/**
 * The entry log, manage/log/joinLog/list (issue 21 item 5; screens.md §10 History "Attendance log
 * columns class, attendee, join, exit, duration"): every entry into a class that ended in the
 * period, with the history's search, kept in the address so that the statistics screens' links
 * (screens.md §10 Statistics) open it searched, and it shows that search.
 */
export function Component() {
  const t = useT();
  const [search, setSearch] = useLogSearch(ATTENDANCE_FILTERS);
  const paging = useLogPaging();
  const page = useQuery({
    ...attendanceLogQuery(search, paging.pageIndex, paging.pageSize),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });

  const update = (change: Partial<AttendanceSearch>) => {
    paging.firstPage();
    setSearch(change);
  };

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('meetTitle', {
          header: t('history.attendance.column.class'),
          meta: { rowHeader: true },
        }),
        columnHelper.accessor('userName', {
          header: t('history.attendance.column.attendee'),
          cell: (info) => (
            <span className={styles.attendee}>
              <span>{info.getValue()}</span>
              <span className={styles.attendeeId}>
                {info.row.original.userId ?? t('history.attendance.guest')}
              </span>
            </span>
          ),
        }),
        columnHelper.accessor('joinDatetime', {
          header: t('history.attendance.column.join'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('quitDatetime', {
          header: t('history.attendance.column.exit'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('totalJoinTimeSec', {
          header: t('history.attendance.column.duration'),
          meta: { align: 'end' },
          cell: (info) => <span className={styles.nowrap}>{formatStay(info.getValue())}</span>,
        }),
      ]),
    [t],
  );

  return (
    <section className={styles.page} aria-labelledby="attendance-log-title">
      <header className={styles.header}>
        <h1 id="attendance-log-title" className={styles.title}>
          {t('history.attendance.title')}
        </h1>
      </header>
      <p className={styles.lead}>{t('history.attendance.lead')}</p>
      <LogSearchForm<AttendanceSearchFilter> search={search} filters={FILTERS} onChange={update} />
      <DataTable<MeetUserLog>
        label={t('history.attendance.table')}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        rowNumbers
        {...paging.tableProps(page, t)}
        empty={
          search.keyword ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('history.noResults', { keyword: search.keyword })}
            />
          ) : (
            <EmptyState
              title={t('history.empty.title')}
              description={t('history.empty.description')}
            />
          )
        }
      />
    </section>
  );
}
