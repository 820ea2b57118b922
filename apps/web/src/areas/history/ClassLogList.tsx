import { type ClassLog, LIMITS, showsHomeworkTabs, showsScoreExport } from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  registerTexts,
  Tabs,
  type TextKey,
  useLocale,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { type ClassLogExport, exportClassLog, mayExportClassLog } from './classLogExport.ts';
import { CLASS_LOG_FILTERS, type ClassLogSearch, classLogQuery } from './classLogQuery.ts';
import styles from './History.module.css';
import { HomeworkRounds } from './HomeworkRounds.tsx';
import { LogSearchForm } from './LogSearchForm.tsx';
import { formatStay, secondsBetween } from './logSearch.ts';
import { historyTexts } from './texts.ts';
import { useLogPaging, useLogSearch } from './useLogPaging.ts';

registerTexts(historyTexts);

// The detail, with its tabs, note viewer and summary, loads when a class is first opened.
const ClassDetailDialog = lazy(() => import('./ClassDetailDialog.tsx'));

/** The tab the address names (assumed: `tab=homework`; the Class tab names none). */
const TAB_PARAM = 'tab';
type HistoryTab = 'class' | 'homework';

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
 * class of the institution (the server decides; mocks/src/handlers/classLog.ts). A row opens the
 * class detail (ClassDetailDialog). Everyone but a student selects rows, up to the export limit,
 * and exports the attendance (and the scores, with web-function flag 3) of the selected classes,
 * or of the whole period when none is selected (issue 21 item 4; the server builds the file).
 */
export function ClassLogList({ titleKey }: { titleKey: TextKey }) {
  const t = useT();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const [search, setSearch] = useLogSearch(CLASS_LOG_FILTERS, [TAB_PARAM]);
  const homeworkShown = signedIn
    ? showsHomeworkTabs(signedIn.config.funcUse, signedIn.config.roomCategory3)
    : false;
  const tab: HistoryTab =
    homeworkShown && params.get(TAB_PARAM) === 'homework' ? 'homework' : 'class';

  const update = (change: Partial<ClassLogSearch>, nextTab: HistoryTab = tab) =>
    setSearch(change, { [TAB_PARAM]: nextTab === 'class' ? null : nextTab });

  const classes = <ClassPanel search={search} onChange={update} />;
  return (
    <section className={styles.page} aria-labelledby="class-log-title">
      <header className={styles.header}>
        <h1 id="class-log-title" className={styles.title}>
          {t(titleKey)}
        </h1>
      </header>
      {homeworkShown ? (
        <Tabs
          label={t('history.tabs')}
          value={tab}
          onValueChange={(value) => update({}, value === 'homework' ? 'homework' : 'class')}
          items={[
            { value: 'class', label: t('history.tab.class'), content: classes },
            {
              value: 'homework',
              label: t('history.tab.homework'),
              content: (
                <HomeworkRounds search={search} onChange={(change) => update(change, 'homework')} />
              ),
            },
          ]}
        />
      ) : (
        classes
      )}
    </section>
  );
}

/** The Class tab: the search, the exports, the classes and the detail of one. */
function ClassPanel({
  search,
  onChange,
}: {
  search: ClassLogSearch;
  onChange: (change: Partial<ClassLogSearch>) => void;
}) {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const signedIn = useSignedIn();
  const paging = useLogPaging();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [opened, setOpened] = useState<ClassLog | null>(null);
  const exporting = useSubmitGuard();
  const [exportingKind, setExportingKind] = useState<ClassLogExport | null>(null);
  const mayExport = signedIn ? mayExportClassLog(signedIn.user.userType) : false;
  const scoreExport = mayExport && showsScoreExport(signedIn?.config.funcUse ?? []);
  const selected = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const page = useQuery({
    ...classLogQuery(search, paging.pageIndex, paging.pageSize),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });

  const update = (change: Partial<ClassLogSearch>) => {
    paging.firstPage();
    setSelection({});
    onChange(change);
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

  const runExport = (kind: ClassLogExport) =>
    exporting.run(async () => {
      setExportingKind(kind);
      try {
        await exportClassLog(kind, search, selected, locale);
      } catch (error) {
        toast.error(apiErrorMessage(error, t));
      } finally {
        setExportingKind(null);
      }
    });

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{t('history.class.lead')}</p>
      <LogSearchForm search={search} filters={FILTERS} onChange={update} />
      {mayExport && (
        <div className={styles.exports} data-slot="class-log-exports">
          <p className={styles.lead} aria-live="polite">
            {t('history.export.selected', { count: selected.length })}
          </p>
          <Button
            variant="secondary"
            loading={exportingKind === 'attendance'}
            onClick={() => runExport('attendance')}
          >
            {t('history.export.attendance')}
          </Button>
          {scoreExport && (
            <Button
              variant="secondary"
              loading={exportingKind === 'score'}
              onClick={() => runExport('score')}
            >
              {t('history.export.score')}
            </Button>
          )}
        </div>
      )}
      <DataTable<ClassLog>
        label={t('history.class.table')}
        columns={columns}
        getRowId={rowId}
        getRowLabel={titleOf}
        rowNumbers
        onRowClick={setOpened}
        {...(mayExport
          ? {
              selectable: true,
              rowSelection: selection,
              onRowSelectionChange: setSelection,
              maxSelection: LIMITS.EXPORT_SELECTION_MAX,
            }
          : {})}
        {...paging.tableProps(page, t)}
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
      {opened && (
        <Suspense fallback={null}>
          <ClassDetailDialog log={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </div>
  );
}
