import { LICENSE_BILLING, type License, type StatsRow } from '@platform/contract';
import {
  EmptyState,
  MonthPicker,
  registerTexts,
  type StatsChartDatum,
  type TextKey,
  useLocale,
  useT,
} from '@platform/ui';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useSignedIn } from '../../app/session/session.ts';
import { monthNameOf, useMonthSearch } from '../../shared/monthSearch.ts';
import { AccessUserLists } from './AccessUserLists.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { LicenseSummary } from './LicenseSummary.tsx';
import styles from './Statistics.module.css';
import { chartDays, firstDayWithoutFigures } from './statisticsDays.ts';
import {
  useAccountChart,
  useConcurrentChart,
  useJoinChart,
  useLicense,
  useLicenseUsage,
} from './statisticsQueries.ts';
import { statisticsTexts } from './texts.ts';

registerTexts(statisticsTexts);

export type JoinStatisticsTab = 'joins' | 'account' | 'concurrent';

/** The route of each view, under manage/statistic/ (app/screens.ts). */
const TAB_PATHS: Record<JoinStatisticsTab, string> = {
  joins: 'join/view',
  account: 'join/account',
  concurrent: 'join/concurrent',
};

const TAB_LABELS: Record<JoinStatisticsTab, TextKey> = {
  joins: 'statistics.join.tab.joins',
  account: 'statistics.join.tab.account',
  concurrent: 'statistics.join.tab.concurrent',
};

/** screens.md §6 "Access-statistics account tab only for monthly-join-user license". */
export const hasAccountTab = (license: License | null | undefined) =>
  license?.licenseType === LICENSE_BILLING.MONTHLY_CONNECTED_ACCOUNTS;

/** The views of entry statistics: pages of their own, so a view has an address; the month goes along. */
function JoinStatisticsTabs({
  current,
  license,
}: {
  current: JoinStatisticsTab;
  license: License | null | undefined;
}) {
  const t = useT();
  const { search } = useLocation();
  const { companyId = '' } = useParams();
  const tabs = (Object.keys(TAB_PATHS) as JoinStatisticsTab[]).filter(
    (tab) => tab !== 'account' || hasAccountTab(license) || current === 'account',
  );
  return (
    <nav aria-label={t('statistics.join.tabs')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              className={styles.tab}
              to={{
                pathname: `/${encodeURIComponent(companyId)}/manage/statistic/${TAB_PATHS[tab]}`,
                search,
              }}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(TAB_LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const joinFigures = (row: StatsRow) => {
  const result = row.joinResult?.[0];
  return {
    class: result?.resultData?.classCount,
    homework: result?.resultData?.taskCount,
  };
};

const accountFigures = (row: StatsRow) => ({ day: row.customInt1, month: row.licenseUsage });

/**
 * Entry statistics, manage/statistic/join/view, join/account and join/concurrent (screens.md §10
 * Statistics; issue 22 items 3 and 4): daily entries by class and homework; for the
 * monthly-connected-accounts licence the accounts of each day and of the month so far; the peak of
 * concurrent users with the licence's limit drawn as a line; the licence. Choosing a day lists who
 * entered that day and the month's users; a user opens the entry log of that user.
 */
export function JoinStatisticsScreen({ tab }: { tab: JoinStatisticsTab }) {
  const t = useT();
  const { locale } = useLocale();
  const signedIn = useSignedIn();
  const [month, setMonth] = useMonthSearch();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const now = new Date();
  const monthName = monthNameOf(month, locale);
  const license = useLicense();
  const licenseData = license.data;
  const accountTabAllowed = hasAccountTab(licenseData);

  // Each view reads its own chart only.
  const joins = useJoinChartFor(tab === 'joins', month);
  const accounts = useAccountChartFor(tab === 'account' && accountTabAllowed, month);
  const concurrent = useConcurrentFor(tab === 'concurrent', month);

  const view = (() => {
    if (tab === 'joins') return joins;
    if (tab === 'account') return accounts;
    return concurrent;
  })();

  const limit =
    licenseData?.licenseCount != null &&
    ((tab === 'concurrent' &&
      licenseData.licenseType !== LICENSE_BILLING.MONTHLY_CONNECTED_ACCOUNTS) ||
      (tab === 'account' && accountTabAllowed))
      ? {
          value: licenseData.licenseCount,
          label: t('statistics.license.count'),
        }
      : undefined;

  const chooseMonth = (next: string) => {
    setChosenDay(null);
    setMonth(next);
  };
  const chooseDay = (day: StatsChartDatum) => setChosenDay(day.key);

  return (
    <section className={styles.page} aria-labelledby="join-statistics-title">
      <header className={styles.header}>
        <h1 id="join-statistics-title" className={styles.title}>
          {t('statistics.join.title')}
        </h1>
      </header>
      <JoinStatisticsTabs current={tab} license={licenseData} />
      {license.isSuccess && <LicenseSummary license={licenseData ?? null} />}
      {tab === 'account' && license.isSuccess && !accountTabAllowed ? (
        <EmptyState
          titleAs="h2"
          title={t('statistics.account.notInUse.title')}
          description={t('statistics.account.notInUse.description')}
        />
      ) : (
        <>
          <p className={styles.lead}>{t('statistics.lead')}</p>
          <div className={styles.filters}>
            <MonthPicker
              label={t('statistics.month')}
              value={month}
              onChange={chooseMonth}
              now={now}
            />
          </div>
          <ChartPanel
            kind={view.kind}
            title={t(view.titleKey)}
            series={view.series(t)}
            days={view.days}
            read={view.read}
            monthName={monthName}
            limit={limit}
            onSelect={chooseDay}
            selectedKey={chosenDay ?? undefined}
            futureFrom={firstDayWithoutFigures(now)}
            futureMessage={t(view.futureKey)}
          />
          <p className={styles.lead}>{t('statistics.join.hint')}</p>
          {chosenDay && signedIn && (
            <AccessUserLists
              key={chosenDay}
              companyId={signedIn.companyId}
              day={chosenDay}
              month={month}
              monthName={monthName}
              onClose={() => setChosenDay(null)}
            />
          )}
        </>
      )}
    </section>
  );
}

type Translate = ReturnType<typeof useT>;

interface ChartView {
  kind: 'line' | 'bar';
  titleKey: TextKey;
  futureKey: TextKey;
  series: (t: Translate) => { key: string; label: string }[];
  days: ReturnType<typeof chartDays> | undefined;
  read: { isError: boolean; error: unknown; refetch: () => unknown };
}

function useJoinChartFor(enabled: boolean, month: string): ChartView {
  const read = useJoinChart(month, enabled);
  const days = useMemo(
    () =>
      read.data
        ? chartDays(month, read.data, ['class', 'homework'], joinFigures, new Date())
        : undefined,
    [read.data, month],
  );
  return {
    kind: 'bar',
    titleKey: 'statistics.join.chart',
    futureKey: 'empty_beforeJoinHistory',
    series: (t) => [
      { key: 'class', label: t('statistics.series.class') },
      { key: 'homework', label: t('statistics.series.homework') },
    ],
    days,
    read,
  };
}

function useAccountChartFor(enabled: boolean, month: string): ChartView {
  const read = useAccountChart(month, enabled);
  const days = useMemo(
    () =>
      read.data
        ? chartDays(month, read.data, ['day', 'month'], accountFigures, new Date())
        : undefined,
    [read.data, month],
  );
  return {
    kind: 'line',
    titleKey: 'statistics.account.chart',
    futureKey: 'empty_beforeAccessAccountHistory',
    series: (t) => [
      { key: 'day', label: t('statistics.account.series.day') },
      { key: 'month', label: t('statistics.account.series.month') },
    ],
    days,
    read,
  };
}

function useConcurrentFor(enabled: boolean, month: string): ChartView {
  const peaks = useConcurrentChart(month, enabled);
  const usage = useLicenseUsage(month, enabled);
  const days = useMemo(() => {
    if (!peaks.data || !usage.data) return undefined;
    const usageByDay = new Map(
      usage.data.map((row) => [row.logDate.slice(0, 10), row.licenseUsage]),
    );
    return chartDays(
      month,
      peaks.data,
      ['peak', 'usage'],
      (row) => ({ peak: row.userCount, usage: usageByDay.get(row.logDate.slice(0, 10)) }),
      new Date(),
    );
  }, [peaks.data, usage.data, month]);
  const failed = peaks.isError ? peaks : usage;
  return {
    kind: 'line',
    titleKey: 'statistics.concurrent.chart',
    futureKey: 'empty_beforeJoinHistory',
    series: (t) => [
      { key: 'peak', label: t('statistics.concurrent.series.peak') },
      { key: 'usage', label: t('statistics.concurrent.series.usage') },
    ],
    days,
    read: {
      isError: peaks.isError || usage.isError,
      error: failed.error,
      refetch: () => Promise.all([peaks.refetch(), usage.refetch()]),
    },
  };
}
