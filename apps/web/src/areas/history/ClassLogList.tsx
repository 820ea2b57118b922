import { type ClassLog, PAGE_SIZE } from '@platform/contract';
import {
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  registerTexts,
  type TextKey,
  useT,
} from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { CLASS_LOG_FILTERS, type ClassLogSearch, classLogQuery } from './classLogQuery.ts';
import styles from './History.module.css';
import { LogSearchForm } from './LogSearchForm.tsx';
import {
  formatStay,
  LOG_PAGE_SIZES,
  logSearchOf,
  searchParamsOf,
  secondsBetween,
} from './logSearch.ts';
import { historyTexts } from './texts.ts';

registerTexts(historyTexts);

const FILTERS = CLASS_LOG_FILTERS.map((value) => ({
  value,
  labelKey: `history.search.filter.${value}` as const,
}));

const columnHelper = createDataTableColumns<ClassLog>();
const rowId = (row: ClassLog) => String(row.meetIdx);
const titleOf = (row: ClassLog) => row.meetTitle ?? String(row.meetIdx);

/**
 * The class history (issue 21 item 1; screens.md §10 History): the classes that ended in the
 * period, with the history's search kept in the address, 20 a page. The service area's
 * meet/listLog shows the caller's own classes, the management's manage/log/logMeet/list every
 * class of the institution (the server decides; mocks/src/handlers/classLog.ts).
 */
export function ClassLogList({ titleKey }: { titleKey: TextKey }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = logSearchOf(params, new Date(), CLASS_LOG_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.CLASS);
  const page = useQuery({
    ...classLogQuery(search, pageIndex, pageSize),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });

  const update = (change: Partial<ClassLogSearch>) => {
    setPageIndex(0);
    setParams(searchParamsOf({ ...search, ...change }), { replace: true });
  };

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('meetTitle', {
          header: t('history.class.column.class'),
          meta: { rowHeader: true },
        }),
        columnHelper.accessor('leaderName', {
          header: t('history.class.column.leader'),
          cell: (info) => (
            <span className={styles.attendee}>
              <span>{info.getValue()}</span>
              {info.row.original.leaderId && (
                <span className={styles.attendeeId}>{info.row.original.leaderId}</span>
              )}
            </span>
          ),
        }),
        columnHelper.accessor('userCount', {
          header: t('history.class.column.attendees'),
          meta: { align: 'end' },
          cell: (info) => t('history.class.attendees', { count: info.getValue() ?? 0 }),
        }),
        columnHelper.accessor('startDatetime', {
          header: t('history.class.column.start'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('endDatetime', {
          header: t('history.class.column.end'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.display({
          id: 'duration',
          header: t('history.class.column.duration'),
          meta: { align: 'end' },
          cell: (info) => (
            <span className={styles.nowrap}>
              {formatStay(
                secondsBetween(info.row.original.startDatetime, info.row.original.endDatetime),
              )}
            </span>
          ),
        }),
      ]),
    [t],
  );

  return (
    <section className={styles.page} aria-labelledby="class-log-title">
      <header className={styles.header}>
        <h1 id="class-log-title" className={styles.title}>
          {t(titleKey)}
        </h1>
      </header>
      <p className={styles.lead}>{t('history.class.lead')}</p>
      <LogSearchForm search={search} filters={FILTERS} onChange={update} />
      <DataTable<ClassLog>
        label={t('history.class.table')}
        columns={columns}
        data={page.data?.content ?? []}
        getRowId={rowId}
        getRowLabel={titleOf}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPageIndex(0);
          },
          pageSizeOptions: LOG_PAGE_SIZES,
        }}
        loading={page.isPending || page.isPlaceholderData}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          search.keyword ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('history.class.noResults', { keyword: search.keyword })}
            />
          ) : (
            <EmptyState
              title={t('history.class.empty.title')}
              description={t('history.class.empty.description')}
            />
          )
        }
      />
    </section>
  );
}
