import { formatWireDate, ROOM_KIND } from '@platform/contract';
import { scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { api } from '../../app/session/api.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../testing/phone.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { codeTextOf, localeOf, storyTextsOf } from '../../testing/storyTexts.ts';
import { holdClassYesterday, yesterdayKey, yesterdayLabel, yesterdayMonth } from './storyData.ts';

/** The wait for what loads: lazy modules (the chart's chunk) and mock calls on a busy machine. */
const LOAD = { timeout: 15000 };

const HOMEWORK_CLASS = '어제의 과제 풀이';
/** A server failure of the catalogue (foundation.md §8). */
const SERVER_ERROR = 'WB-500-001';

const meta = {
  title: 'Screens/Statistics/Creation statistics',
  tags: ['locale-sweep'],
  render: atPath(`/demo/manage/statistic/open/view?searchYm=${yesterdayMonth()}`),
  beforeEach: [
    signedInAs('admin'),
    () => {
      holdClassYesterday(HOMEWORK_CLASS, ROOM_KIND.HOMEWORK);
    },
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Creation statistics, manage/statistic/open/view (issue 22 item 2; screens.md §10 ' +
          'Statistics "open-class chart (lines total, class, task)"): the classes opened on each ' +
          'day of a month, as a chart and as a table; a day opens its classes in the class ' +
          'creation log; the months list, 10 a page. Today and later have no figures yet. Played ' +
          'by the demo admin against the mock backend, with a homework class held yesterday.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The chart has loaded: its "show as table" switch is there. */
async function chartLoaded(context: PlayContext) {
  const t = storyTextsOf(context);
  return context.canvas.findByRole('button', { name: t('statsChart.showTable') }, LOAD);
}

/** The chart's table view, by its caption. */
async function dayTable(context: PlayContext) {
  const t = storyTextsOf(context);
  await context.userEvent.click(await chartLoaded(context));
  return within(
    await context.canvas.findByRole('table', { name: t('statistics.open.chart') }, LOAD),
  );
}

/** The numbers of a table row, headed by `label`. */
function rowFigures(table: ReturnType<typeof within>, label: string): string[] {
  const header = table.getByRole('rowheader', {
    name: new RegExp(`^${label.replace('.', '\\.')}`),
  });
  const row = header.closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/[^\d]/g, ''));
}

export const ClassesOpenedInAMonth: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const t = storyTextsOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('statistics.open.title') },
        LOAD,
      ),
    ).toBeVisible();
    const reply = await api.call('statsMeet.LIST_OPEN_CHART', { searchYm: yesterdayMonth() });
    const day = reply.resultList?.find((row) => row.logDate.startsWith(yesterdayKey()));
    if (!day) throw new Error('the mock server sent no row for yesterday');
    // The homework class held yesterday is one of the day's classes, counted as homework.
    await expect(day.resultCount ?? 0).toBeGreaterThanOrEqual(1);
    await expect(day.resultData?.taskCount ?? 0).toBeGreaterThanOrEqual(1);
    const table = await dayTable(context);
    await waitFor(
      () =>
        expect(rowFigures(table, yesterdayLabel())).toEqual([
          String(day.resultCount ?? 0),
          String(day.resultData?.classCount ?? 0),
          String(day.resultData?.taskCount ?? 0),
        ]),
      LOAD,
    );
    // The columns are the three lines of the chart.
    for (const series of ['total', 'class', 'homework']) {
      await expect(
        table.getByRole('columnheader', { name: t(`statistics.series.${series}`) }),
      ).toBeVisible();
    }
  },
};

/** screens.md §10: a dot of the chart opens the class log of that day. */
export const ADayOpensItsClassLog: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await chartLoaded(context);
    const day = await context.canvas.findByRole(
      'button',
      { name: new RegExp(`^${yesterdayLabel().replace('.', '\\.')}:`) },
      LOAD,
    );
    await context.userEvent.click(day);
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: t('frame.tab.classLog') }, LOAD),
    ).toBeVisible();
  },
};

/** screens.md §8 "Future chart day warns": today's figures appear tomorrow. */
export const TodayHasNoFiguresYet: Story = {
  render: atPath('/demo/manage/statistic/open/view'),
  play: async (context) => {
    const t = storyTextsOf(context);
    await chartLoaded(context);
    const today = formatWireDate(new Date());
    const label = `${today.slice(5, 7)}\\.${today.slice(8, 10)}`;
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: new RegExp(`^${label}:`) }, LOAD),
    );
    await expect(
      await context.canvas.findByText(t('empty_beforeClassHistory'), {}, LOAD),
    ).toBeVisible();
    // The screen stays: nothing was opened.
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: t('statistics.open.title') }),
    ).toBeVisible();
  },
};

/** screens.md §9 "months list 10": a month of the list shows that month. */
export const TheMonthsList: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const months = within(
      await context.canvas.findByRole('table', { name: t('statistics.open.months') }, LOAD),
    );
    await waitFor(() => expect(months.getAllByRole('rowheader').length).toBeGreaterThan(1), LOAD);
    await expect(months.getAllByRole('rowheader').length).toBeLessThanOrEqual(10);
    const older = months.getAllByRole('rowheader')[1] as HTMLElement;
    const button = within(older).getByRole('button');
    const name = button.textContent ?? '';
    await context.userEvent.click(button);
    await waitFor(
      () =>
        expect(
          context.canvas.getByRole('button', {
            name: t('statistics.open.showMonth', { month: name }),
          }),
        ).toBeVisible(),
      LOAD,
    );
    // The month picker shows the chosen month.
    const picker = context.canvas.getByRole('group', { name: t('statistics.month') });
    await waitFor(
      () => expect(within(picker).getByRole('combobox')).toHaveDisplayValue(name),
      LOAD,
    );
  },
};

/** A failed read says what the server said, and a retry brings the chart. */
export const AServerError: Story = {
  beforeEach: () => {
    scenario.forceError('statsMeet.LIST_OPEN_CHART', SERVER_ERROR);
  },
  play: async (context) => {
    const t = storyTextsOf(context);
    const locale = localeOf(context);
    await waitFor(
      () =>
        expect(
          context.canvas
            .getAllByRole('alert')
            .some((alert) => alert.textContent?.includes(t('statistics.open.chart'))),
        ).toBe(true),
      LOAD,
    );
    const alert = context.canvas
      .getAllByRole('alert')
      .find((candidate) => candidate.textContent?.includes(t('statistics.open.chart')));
    if (!alert) throw new Error('no alert of the chart');
    // The code's own text, with its code (apiErrorMessage).
    await expect(alert).toHaveTextContent(codeTextOf(locale, SERVER_ERROR).split(' [')[0] ?? '');
    await expect(alert).toHaveTextContent(`[${SERVER_ERROR}]`);
    scenario.clearError('statsMeet.LIST_OPEN_CHART');
    await context.userEvent.click(within(alert).getByRole('button', { name: t('query.retry') }));
    await chartLoaded(context);
  },
};

export const OnAPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    await chartLoaded(context);
    await expectPhoneFits();
  },
};
