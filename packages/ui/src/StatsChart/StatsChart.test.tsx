import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/index.ts';
import { StatsChart, type StatsChartProps } from './StatsChart.tsx';
import { dailyOpenClassData, openClassSeries } from './statsChart.fixture.ts';

afterEach(cleanup);

const data = dailyOpenClassData({ from: '2026-11-01', days: 30, futureFrom: '2026-11-22' });
const series = openClassSeries('en');

function renderChart(props: Partial<StatsChartProps> = {}) {
  return render(
    <LocaleProvider locale="en">
      <StatsChart kind="line" title="Open classes" data={data} series={series} {...props} />
    </LocaleProvider>,
  );
}

// happy-dom lays nothing out: the chart falls back to a fixed width and still renders (TOOLCHAIN:
// recharts' ResponsiveContainer would render nothing here).
describe('StatsChart in happy-dom', () => {
  it('renders the title, the summary, the plot and a button per day', () => {
    const { container } = renderChart();
    expect(screen.getByRole('heading', { level: 2, name: 'Open classes' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="stats-chart-summary"]')?.textContent).toMatch(
      /^Peak: \d+ on \d+ \(Total\)\. Sum \d+\.$/,
    );
    expect(container.querySelector('svg.recharts-surface')).not.toBeNull();
    const days = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveAccessibleName(
      `1: Total ${data[0]?.values.total}, Class ${data[0]?.values.class}, Homework ${data[0]?.values.task}`,
    );
    expect(days[25]).toHaveAccessibleName('26: no figures yet');
  });

  it('calls onSelect for a past day and shows the message for a future one', () => {
    const onSelect = vi.fn();
    renderChart({ onSelect, futureFrom: '2026-11-22', futureMessage: 'Not yet.' });
    const days = within(screen.getByRole('toolbar')).getAllByRole('button');
    fireEvent.click(days[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(data[2]);
    fireEvent.click(days[22] as HTMLElement);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Not yet.');
  });

  it('switches to a table with a row per day and a column per series', () => {
    renderChart({ kind: 'bar' });
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Open classes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Total', 'Class', 'Homework']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '3' })).toBeInTheDocument();
  });

  it('shows the empty state without figures, and a labelled spinner while loading', () => {
    const { rerender } = renderChart({ data: data.slice(25) });
    expect(screen.getByText('There are no figures for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
    rerender(
      <LocaleProvider locale="en">
        <StatsChart kind="line" title="Open classes" data={data} series={series} loading />
      </LocaleProvider>,
    );
    expect(screen.getByText('Loading the chart').closest('[role="status"]')).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
