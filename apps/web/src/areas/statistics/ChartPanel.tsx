import { LIMITS } from '@platform/contract';
import {
  Button,
  EmptyState,
  InlineAlert,
  registerTexts,
  Spinner,
  type StatsChartProps,
  type StatsChartSeries,
  useT,
} from '@platform/ui';
import { lazy, Suspense } from 'react';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { sharedTexts } from '../../shared/texts.ts';
import { loadStatsChart } from './chartChunk.ts';
import styles from './Statistics.module.css';
import type { StatsDay } from './statisticsDays.ts';
import { useAppliedAfter } from './useAppliedAfter.ts';

const StatsChart = lazy(async () => ({ default: (await loadStatsChart()).StatsChart }));

registerTexts(sharedTexts);

const CHART_HEIGHT = 280;

export interface ChartPanelProps
  extends Pick<
    StatsChartProps,
    'kind' | 'title' | 'limit' | 'onSelect' | 'selectedKey' | 'futureFrom' | 'futureMessage'
  > {
  series: readonly StatsChartSeries[];
  /** The month's days, undefined while the first read is on its way. */
  days: readonly StatsDay[] | undefined;
  read: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The month in words, for the empty state. */
  monthName: string;
}

/**
 * One chart of a statistics screen with the states of its read: the widget (loaded on first use),
 * a new month's data applied 300 ms after it arrived (LIMITS.CHART_APPLY_DELAY_MS), the server's
 * error with a retry, and a month without any use.
 */
export function ChartPanel({ days, read, monthName, series, ...chart }: ChartPanelProps) {
  const t = useT();
  const applied = useAppliedAfter(days, LIMITS.CHART_APPLY_DELAY_MS);
  if (read.isError) {
    return (
      <InlineAlert
        tone="danger"
        title={chart.title}
        action={
          <Button size="sm" variant="secondary" onClick={() => void read.refetch()}>
            {t('query.retry')}
          </Button>
        }
      >
        {apiErrorMessage(read.error, t)}
      </InlineAlert>
    );
  }
  return (
    <Suspense
      fallback={
        <div className={styles.chartPending} style={{ minBlockSize: CHART_HEIGHT }}>
          <Spinner label={t('statistics.loading')} />
        </div>
      }
    >
      <StatsChart
        {...chart}
        series={series}
        data={applied ?? []}
        loading={applied === undefined || applied !== days}
        height={CHART_HEIGHT}
        empty={
          <EmptyState
            title={t('statistics.empty.title')}
            description={t('statistics.empty.description', { month: monthName })}
          />
        }
      />
    </Suspense>
  );
}
