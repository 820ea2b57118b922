import { type OpenMeetDayRow, PAGE_SIZE } from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  EmptyState,
  MonthPicker,
  registerTexts,
  type StatsChartDatum,
  useLocale,
  useT,
} from '@platform/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { monthNameOf, useMonthSearch } from '../../shared/monthSearch.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { classLogPath } from './logLinks.ts';
import styles from './Statistics.module.css';
import { chartDays, firstDayWithoutFigures } from './statisticsDays.ts';
import { useOpenChart } from './statisticsQueries.ts';
import { statisticsTexts } from './texts.ts';

registerTexts(statisticsTexts);

const SERIES_KEYS = ['total', 'class', 'homework'] as const;

const figuresOf = (row: OpenMeetDayRow) => ({
  total: row.resultCount,
  class: row.resultData?.classCount,
  homework: row.resultData?.taskCount,
});

const monthColumns = createDataTableColumns<OpenMeetDayRow>();
const monthRowId = (row: OpenMeetDayRow) => row.logDate;

/**
 * Creation statistics, manage/statistic/open/view (screens.md §10 Statistics "open-class chart
 * (lines total, class, task)"; issue 22 item 2): the classes opened on each day of a month and the
 * months list, 10 a page (screens.md §9 "months list 10"). A day opens its classes in the class
 * creation log; a month of the list shows that month.
 */
export function Component() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [month, setMonth] = useMonthSearch();
  const [monthsPage, setMonthsPage] = useState(0);
  const read = useOpenChart(month);
  const now = new Date();
  const monthName = monthNameOf(month, locale);
  const series = useMemo(
    () => SERIES_KEYS.map((key) => ({ key, label: t(`statistics.series.${key}`) })),
    [t],
  );
  const days = useMemo(
    () =>
      read.data ? chartDays(month, read.data.days, SERIES_KEYS, figuresOf, new Date()) : undefined,
    [read.data, month],
  );
  const months = read.data?.months ?? [];
  const monthsShown = months.slice(
    monthsPage * PAGE_SIZE.MONTHS_LIST,
    (monthsPage + 1) * PAGE_SIZE.MONTHS_LIST,
  );

  const openDay = (day: StatsChartDatum) => {
    if (!signedIn) return;
    void navigate(classLogPath(signedIn.companyId, { startDate: day.key, endDate: day.key }));
  };

  const columns = useMemo(
    () =>
      monthColumns.columns([
        monthColumns.accessor('logDate', {
          header: t('statistics.open.column.month'),
          meta: { rowHeader: true },
          cell: (info) => {
            const name = monthNameOf(info.getValue().slice(0, 7), locale);
            return (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('statistics.open.showMonth', { month: name })}
                onClick={() => setMonth(info.getValue().slice(0, 7))}
              >
                {name}
              </Button>
            );
          },
        }),
        monthColumns.accessor('resultCount', {
          header: t('statistics.open.column.total'),
          meta: { align: 'end' },
          cell: (info) => (info.getValue() ?? 0).toLocaleString(locale),
        }),
        monthColumns.accessor((row) => row.resultData?.classCount ?? 0, {
          id: 'class',
          header: t('statistics.open.column.class'),
          meta: { align: 'end' },
          cell: (info) => info.getValue().toLocaleString(locale),
        }),
        monthColumns.accessor((row) => row.resultData?.taskCount ?? 0, {
          id: 'homework',
          header: t('statistics.open.column.homework'),
          meta: { align: 'end' },
          cell: (info) => info.getValue().toLocaleString(locale),
        }),
      ]),
    [t, locale, setMonth],
  );

  return (
    <section className={styles.page} aria-labelledby="open-statistics-title">
      <header className={styles.header}>
        <h1 id="open-statistics-title" className={styles.title}>
          {t('statistics.open.title')}
        </h1>
      </header>
      <p className={styles.lead}>{t('statistics.lead')}</p>
      <div className={styles.filters}>
        <MonthPicker label={t('statistics.month')} value={month} onChange={setMonth} now={now} />
      </div>
      <ChartPanel
        kind="line"
        title={t('statistics.open.chart')}
        series={series}
        days={days}
        read={read}
        monthName={monthName}
        onSelect={openDay}
        futureFrom={firstDayWithoutFigures(now)}
        futureMessage={t('empty_beforeClassHistory')}
      />
      <p className={styles.lead}>{t('statistics.open.hint')}</p>
      <section className={styles.section} aria-labelledby="open-statistics-months">
        <h2 id="open-statistics-months" className={styles.sectionTitle}>
          {t('statistics.open.months')}
        </h2>
        <DataTable<OpenMeetDayRow>
          label={t('statistics.open.months')}
          columns={columns}
          data={monthsShown}
          getRowId={monthRowId}
          pagination={{
            pageIndex: monthsPage,
            pageSize: PAGE_SIZE.MONTHS_LIST,
            totalCount: months.length,
            onPageChange: setMonthsPage,
          }}
          loading={read.isPending}
          error={read.isError ? apiErrorMessage(read.error, t) : false}
          onRetry={() => void read.refetch()}
          empty={<EmptyState title={t('statistics.empty.title')} />}
        />
      </section>
    </section>
  );
}
