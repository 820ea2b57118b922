import { type Locale, type TextParams, translate } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { type StatsChartTextKey, statsChartTexts } from '../i18n/texts/statsChart.ts';
import { localeOf } from '../internal/testing/storyTexts.ts';
import { StatsChart, type StatsChartProps } from './StatsChart.tsx';
import { dailyOpenClassData, monthDayLabel, openClassSeries } from './statsChart.fixture.ts';
import {
  computeSummary,
  dayLabel,
  type StatsChartDatum,
  type StatsChartSeries,
} from './statsChartData.ts';

/** November 2026, "today" the 22nd: the days from the 22nd on have no figures yet. */
const TODAY = '2026-11-22';
const november = dailyOpenClassData({ from: '2026-11-01', days: 30 });
const novemberSoFar = dailyOpenClassData({ from: '2026-11-01', days: 30, futureFrom: TODAY });
const year = dailyOpenClassData({ from: '2026-01-01', days: 365, label: monthDayLabel, seed: 3 });
const noFigures = november.map((datum) => ({
  ...datum,
  values: { total: null, class: null, task: null },
}));
/** Concurrent users by day against a licence of 12 seats (statistic/join/view, concurrent tab). */
const concurrent: StatsChartDatum[] = november.map((datum, i) => ({
  ...datum,
  values: { users: Math.max(0, (datum.values.total ?? 0) - 2 + (i % 7 === 3 ? 4 : 0)) },
}));

/** The story's words in its language: the app passes its own titles and series labels. */
const WORDS = {
  ko: {
    openClasses: '수업 개설 현황',
    concurrent: '동시 접속자',
    users: '접속자',
    licence: '라이선스 한도',
    yearTitle: '2026년 수업 개설',
  },
  en: {
    openClasses: 'Open classes',
    concurrent: 'Concurrent users',
    users: 'Users',
    licence: 'Licence limit',
    yearTitle: 'Classes opened in 2026',
  },
} as const;
type Word = keyof (typeof WORDS)['ko'];

/** Korean args, shown in the story's language (the English run swaps titles and labels). */
function localized(args: StatsChartProps, locale: Locale): StatsChartProps {
  const word = (text: string) => {
    const key = (Object.keys(WORDS.ko) as Word[]).find((k) => WORDS.ko[k] === text);
    return key ? WORDS[locale][key] : text;
  };
  const seriesLabels = Object.fromEntries(openClassSeries(locale).map((s) => [s.key, s.label]));
  return {
    ...args,
    title: word(args.title),
    series: args.series.map((s) => ({
      ...s,
      label: seriesLabels[s.key] ?? word(s.label),
    })),
    limit: args.limit && { ...args.limit, label: word(args.limit.label) },
  };
}

/** Keeps the selected day as a screen would, and reports each selection to the story's spy. */
function StatefulChart(props: StatsChartProps) {
  const [selectedKey, setSelectedKey] = useState(props.selectedKey);
  return (
    <StatsChart
      {...props}
      selectedKey={selectedKey}
      onSelect={
        props.onSelect &&
        ((datum) => {
          setSelectedKey(datum.key);
          props.onSelect?.(datum);
        })
      }
    />
  );
}

const meta = {
  title: 'Data/StatsChart',
  component: StatsChart,
  tags: ['locale-sweep'],
  render: (args, context) => <StatefulChart {...localized(args, localeOf(context))} />,
  args: {
    kind: 'line',
    title: WORDS.ko.openClasses,
    data: november,
    series: openClassSeries('ko'),
    onSelect: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Daily (or monthly) figures of the statistics screens as a recharts line chart (one to ' +
          'four series, each with its own colour, dash pattern and dot shape) or grouped bars, ' +
          'with an optional limit line (a licence). Every day is a real button over its band: ' +
          'Tab enters the row of days on the selected (or first) day, ArrowLeft/Right, Home and ' +
          'End move, Enter, Space or a click calls `onSelect`. Days from `futureFrom` on have no ' +
          'figures yet: activating one shows `futureMessage` instead. "Show as table" shows the ' +
          'same data as a table. The summary under the title is read with the chart. Colours ' +
          'come from the `chart.*` tokens only. Load it lazily (`@platform/ui/StatsChart`): ' +
          'recharts is about 110 kB gzipped.' +
          '\n\n**When to use.** Use it on the statistics screens for daily or monthly figures over a period. For records to sort, select or page through use DataTable; to choose the month shown use MonthPicker.' +
          '\n\n**States.** Line, bar, with limit, empty, loading, future days, future days own message, table view, keyboard, pointer click, year and phone.',
      },
    },
  },
} satisfies Meta<typeof StatsChart>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<StatsChartProps>;

/** The chart's texts in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: StatsChartTextKey, params?: TextParams) =>
    translate(statsChartTexts, locale, key, params);
  const format = new Intl.NumberFormat(locale).format;
  return {
    locale,
    k,
    format,
    words: WORDS[locale],
    series: openClassSeries(locale),
    day: (datum: StatsChartDatum, series: readonly StatsChartSeries[] = openClassSeries(locale)) =>
      dayLabel(datum, series, format, k),
  };
};

const daysOf = (context: Context) =>
  within(context.canvas.getByRole('toolbar')).getAllByRole('button');

/** The centre of an element on screen. */
const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** The points a path goes through (its M and L commands), on screen. */
const pointsOf = (path: Element) => {
  const svg = (path as SVGGraphicsElement).ownerSVGElement as SVGSVGElement;
  const origin = svg.getBoundingClientRect();
  return [...(path.getAttribute('d') ?? '').matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map(
    ([, x, y]) => ({ x: origin.left + Number(x), y: origin.top + Number(y) }),
  );
};

/** The subpaths of a path (one per dot or bar), as their own `d`. */
const subpathsOf = (path: Element | null | undefined) =>
  (path?.getAttribute('d') ?? '')
    .split('M')
    .filter(Boolean)
    .map((d) => `M${d}`);

/** '#1d4ed8' as getComputedStyle writes it: 'rgb(29, 78, 216)'. */
const rgbOf = (hex: string) => {
  const digits = hex.trim().replace('#', '');
  const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return `rgb(${channel(0)}, ${channel(2)}, ${channel(4)})`;
};

/**
 * Three series over a month: the summary, the legend, a named button per day over its dots, and
 * every line drawn in its token colour (checked again in each brand by the brand sweep).
 */
export const Line: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t.words.openClasses }),
    ).toBeVisible();
    const summary = computeSummary({ data: november, series: t.series, format: t.format, t: t.k });
    await expect(canvas.getByText(summary ?? '')).toBeVisible();
    const figure = canvas.getByRole('figure', { name: t.words.openClasses });
    await expect(figure).toHaveAccessibleDescription(summary ?? '');
    const legend = canvas.getByRole('list', { name: t.k('statsChart.legend') });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(t.series.map((s) => s.label));

    const days = daysOf(context as Context);
    await expect(days).toHaveLength(30);
    await expect(days[2]).toHaveAccessibleName(t.day(november[2] as StatsChartDatum));
    await expect(days[2]).toHaveAttribute('aria-pressed', 'false');

    // Each line is drawn in its token's colour, with its own dash pattern and dot shape.
    const root = canvasElement.querySelector('[data-slot="stats-chart"]') as HTMLElement;
    const curves = [...canvasElement.querySelectorAll('.recharts-line-curve')];
    await expect(curves).toHaveLength(3);
    const dashes = new Set<string>();
    for (const [i, curve] of curves.entries()) {
      const token = getComputedStyle(root).getPropertyValue(`--chart-series-${i + 1}`);
      await expect(getComputedStyle(curve).stroke).toBe(rgbOf(token));
      dashes.add(getComputedStyle(curve).strokeDasharray);
    }
    await expect(dashes.size).toBe(3);

    // A day's points lie inside that day's button: a click on a dot is a click on its day.
    const points = pointsOf(curves[0] as Element);
    await expect(points).toHaveLength(30);
    for (const i of [0, 14, 29]) {
      // On a phone the month is wider than the screen and scrolls in its frame: the day first.
      days[i]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const { x, y } = pointsOf(curves[0] as Element)[i] as { x: number; y: number };
      await expect(document.elementFromPoint(x, y)).toBe(days[i]);
    }
    // Every point has a dot, drawn over the line, in a different shape per series.
    const dotPaths = [...canvasElement.querySelectorAll('[data-slot="stats-chart-dots"] path')];
    await expect(dotPaths.map((path) => subpathsOf(path).length)).toEqual([30, 30, 30]);
    const shapes = dotPaths.map((path) => subpathsOf(path)[0]?.replace(/[^a-zA-Z]/g, ''));
    await expect(new Set(shapes).size).toBe(3);
    const dotBox = (dotPaths[0] as SVGGraphicsElement).getBoundingClientRect();
    const pointsNow = pointsOf(curves[0] as Element);
    await expect(dotBox.left).toBeLessThan((pointsNow[0] as { x: number }).x);
    await expect(dotBox.right).toBeGreaterThan((pointsNow[29] as { x: number }).x);

    await userEvent.click(days[9] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(november[9]);
    await expect(days[9]).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvasElement.querySelector('[data-slot="stats-chart-readout"]'),
    ).toHaveTextContent(t.day(november[9] as StatsChartDatum));
  },
};

/** Grouped bars, one per series and day; a click on a bar selects its day. */
export const Bar: Story = {
  args: { kind: 'bar' },
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const series = [...canvasElement.querySelectorAll('[data-slot="stats-chart-bars"] path')];
    await expect(series).toHaveLength(3);
    // A bar per series and day with a figure above zero, each in its series' token colour.
    for (const [i, path] of series.entries()) {
      const key = (['total', 'class', 'task'] as const)[i] ?? 'total';
      const above = november.filter((d) => (d.values[key] ?? 0) > 0).length;
      await expect(subpathsOf(path)).toHaveLength(above);
      const root = canvasElement.querySelector('[data-slot="stats-chart"]') as HTMLElement;
      await expect(getComputedStyle(path).fill).toBe(
        rgbOf(getComputedStyle(root).getPropertyValue(`--chart-series-${i + 1}`)),
      );
    }
    // The total of the 5th: its bar's middle lies in the 5th day's button.
    const days = daysOf(context as Context);
    const [corner] = pointsOf(series[0] as Element).slice(4, 5);
    const width = Number(/h(-?[\d.]+)/.exec(subpathsOf(series[0])[4] ?? '')?.[1]);
    await expect(corner).toBeTruthy();
    const hit = document.elementFromPoint(
      (corner as { x: number }).x + width / 2,
      (corner as { y: number }).y + 2,
    ) as HTMLElement;
    await expect(hit).toBe(days[4]);
    await userEvent.click(hit);
    await expect(args.onSelect).toHaveBeenCalledWith(november[4]);
    await expect(hit).toHaveAccessibleName(t.day(november[4] as StatsChartDatum));
  },
};

/** A licence's limit as a dashed line: in the legend, and in the summary with the days over it. */
export const WithLimit: Story = {
  args: {
    title: WORDS.ko.concurrent,
    data: concurrent,
    series: [{ key: 'users', label: WORDS.ko.users }],
    limit: { value: 12, label: WORDS.ko.licence },
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = textsOf(context);
    const series = [{ key: 'users', label: t.words.users }];
    const limit = { value: 12, label: t.words.licence };
    const summary = computeSummary({
      data: concurrent,
      series,
      limit,
      format: t.format,
      t: t.k,
    });
    const over = concurrent.filter((d) => (d.values.users ?? 0) > 12).length;
    await expect(over).toBeGreaterThan(0);
    await expect(summary).toContain(
      t.k('statsChart.summaryLimitExceeded', { label: limit.label, value: '12', count: over }),
    );
    await expect(canvas.getByText(summary ?? '')).toBeVisible();
    const legend = canvas.getByRole('list', { name: t.k('statsChart.legend') });
    await expect(within(legend).getByText(`${t.words.licence} 12`)).toBeVisible();
    const line = canvasElement.querySelector('.recharts-reference-line line');
    await expect(line).not.toBeNull();
    const root = canvasElement.querySelector('[data-slot="stats-chart"]') as HTMLElement;
    await expect(getComputedStyle(line as Element).stroke).toBe(
      rgbOf(getComputedStyle(root).getPropertyValue('--chart-limit')),
    );
    // The line sits at 12 on the value axis: level with the axis label "12" if there is one,
    // and always between the plot's top and bottom.
    const plot = canvasElement.querySelector('[data-slot="stats-chart-days"]') as HTMLElement;
    const { y } = centreOf(line as Element);
    await expect(y).toBeGreaterThan(plot.getBoundingClientRect().top);
    await expect(y).toBeLessThan(plot.getBoundingClientRect().bottom);
  },
};

/** No day has a figure: the empty state instead of the chart, no table toggle, no day buttons. */
export const Empty: Story = {
  args: { data: noFigures },
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('heading', { name: t.words.openClasses })).toBeVisible();
    await expect(canvas.getByText(t.k('statsChart.empty'))).toBeVisible();
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t.k('statsChart.showTable') }),
    ).not.toBeInTheDocument();
  },
};

/** While the figures load: a busy chart with a labelled spinner, nothing to press. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = textsOf(context);
    const root = canvasElement.querySelector('[data-slot="stats-chart"]');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    const spinner = canvas.getByText(t.k('statsChart.loading')).closest('[role="status"]');
    await expect(spinner).not.toBeNull();
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * "Today" is the 22nd: a later day has no figures yet. Activating one (click or Enter) shows the
 * warning in a status message and does not call onSelect; a past day still does.
 */
export const FutureDays: Story = {
  args: { data: novemberSoFar, futureFrom: TODAY },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const days = daysOf(context as Context);
    const day25 = days[24] as HTMLElement;
    await expect(day25).toHaveAccessibleName(t.day(novemberSoFar[24] as StatsChartDatum));
    await userEvent.click(day25);
    const status = canvas.getByText(t.k('statsChart.future', { day: '25' }));
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(status).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
    // Today itself has no figures yet either, by keyboard too.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(days[21]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t.k('statsChart.future', { day: '22' }))).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
    // Yesterday has figures.
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(novemberSoFar[20]);
    await expect(
      canvas.queryByText(t.k('statsChart.future', { day: '22' })),
    ).not.toBeInTheDocument();
  },
};

/** A screen's own message for a future day (e.g. the spec's `empty_beforeClassHistory`). */
export const FutureDaysOwnMessage: Story = {
  args: {
    data: novemberSoFar,
    futureFrom: TODAY,
    futureMessage: '오늘 이후의 수업 기록은 아직 없습니다.',
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(daysOf(context as Context)[29] as HTMLElement);
    await expect(canvas.getByText('오늘 이후의 수업 기록은 아직 없습니다.')).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The same data as a table: a row per day, a column per series, each day a button too. */
export const TableView: Story = {
  args: { data: novemberSoFar, futureFrom: TODAY },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const toggle = canvas.getByRole('button', { name: t.k('statsChart.showTable') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();

    const table = canvas.getByRole('table', { name: t.words.openClasses });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([t.k('statsChart.dayColumn'), ...t.series.map((s) => s.label)]);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    const third = novemberSoFar[2] as StatsChartDatum;
    await expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(
      [third.values.total, third.values.class, third.values.task].map((v) => t.format(v ?? 0)),
    );
    // A future day's cells say "no figure" to a screen reader and show a dash.
    const future = within(rows[26] as HTMLElement).getAllByRole('cell');
    await expect(future[0]).toHaveTextContent(`–${t.k('statsChart.noValue')}`);

    await userEvent.click(within(table).getByRole('button', { name: '3' }));
    await expect(args.onSelect).toHaveBeenCalledWith(third);
    await expect(within(table).getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(table).getByRole('button', { name: '26' }));
    await expect(canvas.getByText(t.k('statsChart.future', { day: '26' }))).toBeVisible();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);

    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('toolbar')).toBeVisible();
  },
};

/**
 * With the keyboard only: Tab enters the days on the selected one, the arrows, Home and End move,
 * Enter and Space select; leaving and coming back enters on the selected day again.
 */
export const Keyboard: Story = {
  args: { selectedKey: '2026-11-10' },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const days = daysOf(context as Context);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.k('statsChart.showTable') })).toHaveFocus();
    await userEvent.tab();
    await expect(days[9]).toHaveFocus();
    // Chromium's real Tab stopped on each of recharts' layers (<g> portal containers, which React
    // gives focus listeners) before reaching the days; user-event's simulated Tab does not see
    // that, so the drawing's being inert is checked instead.
    const drawing = canvasElement.querySelector('[data-slot="stats-chart-svg"]') as HTMLElement;
    await expect(drawing.inert).toBe(true);
    await expect(drawing.querySelector('.recharts-zIndex-layer_400')).not.toBeNull();
    await expect(days[9]).toHaveAttribute('aria-pressed', 'true');
    await expect(days.filter((day) => day.tabIndex === 0)).toEqual([days[9]]);

    await userEvent.keyboard('{ArrowRight}');
    await expect(days[10]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(november[10]);
    await expect(days[10]).toHaveAttribute('aria-pressed', 'true');
    await expect(days[9]).toHaveAttribute('aria-pressed', 'false');

    await userEvent.keyboard('{End}');
    await expect(days[29]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(days[29]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(november[0]);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);

    // Out of the row and back: Tab enters on the selected day, the first one now.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(days[2]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: t.k('statsChart.showTable') })).toHaveFocus();
    await userEvent.tab();
    await expect(days[0]).toHaveFocus();
    // The focused day shows a visible focus ring from the tokens.
    const outline = getComputedStyle(days[0] as HTMLElement);
    await expect(outline.outlineStyle).toBe('solid');
    await expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** With the pointer: a click on a dot lands on its day's button and selects that day. */
export const PointerClick: Story = {
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const days = daysOf(context as Context);
    // The third series' dot of the 17th.
    const curve = canvasElement.querySelectorAll('.recharts-line-curve')[2] as Element;
    const { x, y } = pointsOf(curve)[16] as { x: number; y: number };
    const target = document.elementFromPoint(x, y) as HTMLElement;
    await expect(target).toBe(days[16]);
    await userEvent.click(target);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(november[16]);
    await expect(days[16]).toHaveAttribute('aria-pressed', 'true');
    const band = canvasElement.querySelector('[data-slot="stats-chart-selected-band"]');
    await expect(band).not.toBeNull();
    const bandBox = (band as Element).getBoundingClientRect();
    const dayBox = (days[16] as Element).getBoundingClientRect();
    await expect(bandBox.left).toBeCloseTo(dayBox.left, 0);
    await expect(bandBox.width).toBeCloseTo(dayBox.width, 0);
  },
};

/**
 * A year of days (365 points, 3 series): the days keep buttons of 24 px or more and scroll inside
 * the chart's frame, which opens on the selected day; End reaches the last day.
 */
export const Year: Story = {
  args: { title: WORDS.ko.yearTitle, data: year, selectedKey: '2026-07-01' },
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const t = textsOf(context);
    const days = daysOf(context as Context);
    await expect(days).toHaveLength(365);
    const frame = canvasElement.querySelector('[data-slot="stats-chart-frame"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(Math.round(days[0]?.getBoundingClientRect().width ?? 0)).toBeGreaterThanOrEqual(
      24,
    );
    // It opens on the selected day (1 July), in sight.
    const frameBox = frame.getBoundingClientRect();
    const july = days[181] as HTMLElement;
    await expect(july).toHaveAccessibleName(t.day(year[181] as StatsChartDatum));
    await expect(july.getBoundingClientRect().left).toBeGreaterThanOrEqual(frameBox.left);
    await expect(july.getBoundingClientRect().right).toBeLessThanOrEqual(frameBox.right);

    july.focus();
    await userEvent.keyboard('{End}');
    await expect(days[364]).toHaveFocus();
    await waitFor(() =>
      expect((days[364] as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right + 0.5,
      ),
    );
  },
};

/** A phone 390 px wide (the viewport toolbar's smallest is 576). */
const phone = (Story: () => ReactElement) => (
  <div data-testid="phone" style={{ inlineSize: '390px' }}>
    <Story />
  </div>
);

/**
 * On a 390 px phone: the chart fits the phone, its days (24 px or more each) scroll inside its
 * own frame, the page never scrolls sideways, Korean breaks between words.
 */
export const Phone: Story = {
  tags: ['brand-sweep'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phone],
  args: { data: novemberSoFar, futureFrom: TODAY, selectedKey: '2026-11-21' },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const phoneBox = canvas.getByTestId('phone').getBoundingClientRect();
    const root = canvasElement.querySelector('[data-slot="stats-chart"]') as HTMLElement;
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(phoneBox.right + 0.5);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(getComputedStyle(root).wordBreak).toBe('keep-all');
    const frame = canvasElement.querySelector('[data-slot="stats-chart-frame"]') as HTMLElement;
    await expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(phoneBox.right + 0.5);
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    for (const button of canvasElement.querySelectorAll<HTMLElement>('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.round(width)).toBeGreaterThanOrEqual(24);
      await expect(Math.round(height)).toBeGreaterThanOrEqual(24);
    }
    // The selected day (yesterday) is in sight without scrolling the page.
    const days = daysOf(context as Context);
    const selected = days[20] as HTMLElement;
    const frameBox = frame.getBoundingClientRect();
    await expect(selected.getBoundingClientRect().left).toBeGreaterThanOrEqual(frameBox.left);
    await expect(selected.getBoundingClientRect().right).toBeLessThanOrEqual(frameBox.right);
    await userEvent.click(days[19] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(novemberSoFar[19]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
