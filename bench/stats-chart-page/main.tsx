// The benchmark page: the real StatsChart (recharts and all) over generated daily figures of the
// open-class chart, in a production build, with a harness that times each operation inside the
// page (no round trip to Node in the figures).
import '@platform/ui/styles.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { LocaleProvider } from '../../packages/ui/src/i18n/index.ts';
import { StatsChart } from '../../packages/ui/src/StatsChart/StatsChart.tsx';
import {
  dailyOpenClassData,
  monthDayLabel,
  openClassSeries,
} from '../../packages/ui/src/StatsChart/statsChart.fixture.ts';
import type { StatsChartDatum } from '../../packages/ui/src/StatsChart/statsChartData.ts';
import { nextPaint, type Timing, timed } from '../pageTiming.ts';

const host = document.getElementById('app') as HTMLElement;
let root: Root | null = null;
let data: StatsChartDatum[] = [];
const series = openClassSeries('ko');

const days = () => host.querySelectorAll<HTMLButtonElement>('[data-slot="stats-chart-day"]');
const drawn = (kind: 'line' | 'bar') =>
  kind === 'line'
    ? host.querySelectorAll('.recharts-line-curve').length === series.length
    : host.querySelectorAll('[data-slot="stats-chart-bars"] path').length === series.length;

function App({ kind, width }: { kind: 'line' | 'bar'; width: number }) {
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  return (
    <LocaleProvider locale="ko">
      <div style={{ width }}>
        <StatsChart
          kind={kind}
          title="2026년 수업 개설"
          data={data}
          series={series}
          selectedKey={selectedKey}
          onSelect={(datum) => setSelectedKey(datum.key)}
        />
      </div>
    </LocaleProvider>
  );
}

const bench = {
  setup(points: number) {
    const start = performance.now();
    data = dailyOpenClassData({ from: '2026-01-01', days: points, label: monthDayLabel, seed: 3 });
    return { points, series: series.length, generate: performance.now() - start };
  },

  /** A fresh root: `render` inside `flushSync`, until every day button and series is there. */
  async firstRender(kind: 'line' | 'bar', width: number): Promise<Timing & { dots: number }> {
    root?.unmount();
    root = createRoot(host);
    await nextPaint();
    const timing = await timed(
      () => flushSync(() => root?.render(<App kind={kind} width={width} />)),
      () => days().length === data.length && drawn(kind),
    );
    // One path per series holds every dot of it, a subpath each.
    const dots = [...host.querySelectorAll('[data-slot="stats-chart-dots"] path')].reduce(
      (sum, path) => sum + (path.getAttribute('d')?.match(/M/g)?.length ?? 0),
      0,
    );
    return { ...timing, dots };
  },

  /** A click on the n-th day until it is pressed (the chart itself is not drawn again). */
  select(n: number): Promise<Timing> {
    const day = days()[n % data.length] as HTMLButtonElement;
    return timed(
      () => day.click(),
      () => day.getAttribute('aria-pressed') === 'true',
    );
  },

  /** "Show as table" until the table holds every day, then back until the chart is drawn. */
  async table(kind: 'line' | 'bar'): Promise<{ toTable: Timing; toChart: Timing }> {
    const toggle = host.querySelector<HTMLButtonElement>(
      '[data-slot="stats-chart-table-toggle"]',
    ) as HTMLButtonElement;
    const toTable = await timed(
      () => toggle.click(),
      () => host.querySelectorAll('tbody tr').length === data.length,
    );
    const toChart = await timed(
      () => toggle.click(),
      () => days().length === data.length && drawn(kind),
    );
    return { toTable, toChart };
  },
};

Object.assign(window, { bench });
