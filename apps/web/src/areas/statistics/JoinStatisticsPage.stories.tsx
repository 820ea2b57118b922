import { codeLabel, LICENSE_BILLING } from '@platform/contract';
import { DEMO_COMPANY_IDX, db } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { api } from '../../app/session/api.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../testing/phone.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, storyTextsOf } from '../../testing/storyTexts.ts';
import {
  demoUser,
  holdClassYesterday,
  yesterdayKey,
  yesterdayLabel,
  yesterdayMonth,
} from './storyData.ts';

/** The wait for what loads: lazy modules (the chart's chunk) and mock calls on a busy machine. */
const LOAD = { timeout: 15000 };

const CLASS = '어제의 보충 수업';
const path = (view: string) => `/demo/manage/statistic/join/${view}?searchYm=${yesterdayMonth()}`;

const meta = {
  title: 'Screens/Statistics/Entry statistics',
  tags: ['locale-sweep'],
  render: atPath(path('view')),
  beforeEach: [
    signedInAs('admin'),
    () => {
      holdClassYesterday(CLASS);
    },
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Entry statistics, manage/statistic/join/view, join/account and join/concurrent ' +
          '(issue 22 items 3 and 4; screens.md §10 Statistics, §6 "account tab only for ' +
          'monthly-join-user license"): entries per day by class and homework; the accounts of ' +
          'each day and of the month so far; the peak of concurrent users with the licence’s ' +
          'limit; the licence. A day lists who entered that day and the month’s users, 30 a ' +
          'page; a person opens the entry log filtered to them. Played by the demo admin against ' +
          'the mock backend, with a class held yesterday.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const escaped = (label: string) => label.replace('.', '\\.');

async function chartLoaded(context: PlayContext) {
  const t = storyTextsOf(context);
  return context.canvas.findByRole('button', { name: t('statsChart.showTable') }, LOAD);
}

async function chooseYesterday(context: PlayContext) {
  await chartLoaded(context);
  await context.userEvent.click(
    await context.canvas.findByRole(
      'button',
      { name: new RegExp(`^${escaped(yesterdayLabel())}:`) },
      LOAD,
    ),
  );
}

function rowFigures(table: ReturnType<typeof within>, label: string): string[] {
  const header = table.getByRole('rowheader', { name: new RegExp(`^${escaped(label)}`) });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/[^\d]/g, ''));
}

export const EntriesPerDay: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const t = storyTextsOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('statistics.join.title') },
        LOAD,
      ),
    ).toBeVisible();
    const nav = within(context.canvas.getByRole('navigation', { name: t('statistics.join.tabs') }));
    await expect(nav.getByRole('link', { name: t('statistics.join.tab.joins') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = await api.list('statsMeet.LIST_JOIN_CHART', { searchYm: yesterdayMonth() });
    const day = rows.find((row) => row.logDate.startsWith(yesterdayKey()))?.joinResult?.[0];
    // The class held yesterday: the teacher's entry and the student's two.
    await expect(day?.resultData?.classCount ?? 0).toBeGreaterThanOrEqual(3);
    await context.userEvent.click(await chartLoaded(context));
    const table = within(
      await context.canvas.findByRole('table', { name: t('statistics.join.chart') }, LOAD),
    );
    await waitFor(
      () =>
        expect(rowFigures(table, yesterdayLabel())).toEqual([
          String(day?.resultData?.classCount ?? 0),
          String(day?.resultData?.taskCount ?? 0),
        ]),
      LOAD,
    );
  },
};

/**
 * screens.md §10: "clicking a day lists users (with cumulative list) and clicking a user ...
 * navigates to log/joinLog/list ... with searchStartDate, searchEndDate, searchFilter=userId,
 * searchKeyword, searchMatch=true".
 */
export const ADayListsWhoEnteredAndAPersonOpensTheirLog: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await chooseYesterday(context);
    const dayTable = within(
      await context.canvas.findByRole(
        'table',
        { name: t('statistics.day.table', { day: yesterdayLabel() }) },
        LOAD,
      ),
    );
    // The server's list of the day, the students of yesterday's class among them.
    const day = await api.page('licenseLogJoin.LIST', {
      searchDate: yesterdayKey(),
      page: 0,
      size: 30,
    });
    const student = demoUser('student');
    await expect(day.totalElements).toBeGreaterThanOrEqual(2);
    const first = day.content[0];
    if (!first) throw new Error('the mock server listed no one for yesterday');
    const link = await dayTable.findByRole(
      'link',
      {
        name: t('statistics.users.openLog', {
          name: first.userName ?? first.userId,
          day: yesterdayLabel(),
        }),
      },
      LOAD,
    );
    const row = within(link.closest('tr') as HTMLElement);
    await expect(
      row.getByRole('cell', { name: t('statistics.users.joins', { count: first.joinCount ?? 0 }) }),
    ).toBeVisible();
    const total = await api.page('licenseLogJoin.LIST_TOTAL', {
      searchYm: yesterdayMonth(),
      page: 0,
      size: 1000,
    });
    await expect(total.content.map((user) => user.userId)).toContain(student.userId);
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    await expect(target.pathname).toBe('/demo/manage/log/joinLog/list');
    await expect(Object.fromEntries(target.searchParams)).toEqual({
      searchStartDate: yesterdayKey(),
      searchEndDate: yesterdayKey(),
      searchFilter: 'userId',
      searchKeyword: first.userId,
      searchMatch: 'true',
    });
    await context.userEvent.click(link);
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: t('frame.tab.entryLog') }, LOAD),
    ).toBeVisible();
  },
};

/** The demo institution's licence counts monthly connected accounts: the account view shows. */
export const AccountsOfTheMonth: Story = {
  tags: ['brand-sweep'],
  render: atPath(path('account')),
  play: async (context) => {
    const t = storyTextsOf(context);
    const locale = localeOf(context);
    const nav = within(
      await context.canvas.findByRole('navigation', { name: t('statistics.join.tabs') }, LOAD),
    );
    await expect(nav.getByRole('link', { name: t('statistics.join.tab.account') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      await context.canvas.findByText(
        codeLabel(locale, 'LICENSE_BILLING', LICENSE_BILLING.MONTHLY_CONNECTED_ACCOUNTS),
        {},
        LOAD,
      ),
    ).toBeVisible();
    const rows = await api.list('licenseStatsJoin.LIST_CHART', { searchYm: yesterdayMonth() });
    const day = rows.find((row) => row.logDate.startsWith(yesterdayKey()));
    // The teacher and the student entered yesterday.
    await expect(day?.customInt1 ?? 0).toBeGreaterThanOrEqual(2);
    await context.userEvent.click(await chartLoaded(context));
    const table = within(
      await context.canvas.findByRole('table', { name: t('statistics.account.chart') }, LOAD),
    );
    await waitFor(
      () =>
        expect(rowFigures(table, yesterdayLabel())).toEqual([
          String(day?.customInt1 ?? 0),
          String(day?.licenseUsage ?? 0),
        ]),
      LOAD,
    );
  },
};

/** The concurrent view: each day's peak, what the licence counts, and the licence. */
export const ConcurrentUsers: Story = {
  render: atPath(path('concurrent')),
  play: async (context) => {
    const t = storyTextsOf(context);
    await context.userEvent.click(await chartLoaded(context));
    const table = within(
      await context.canvas.findByRole('table', { name: t('statistics.concurrent.chart') }, LOAD),
    );
    const peaks = await api.list('concurrentStats.LIST_CHART', { searchYm: yesterdayMonth() });
    const peak = peaks.find((row) => row.logDate.startsWith(yesterdayKey()));
    // The teacher and the student were inside together.
    await expect(peak?.userCount ?? 0).toBeGreaterThanOrEqual(2);
    await waitFor(
      () => expect(rowFigures(table, yesterdayLabel())[0]).toBe(String(peak?.userCount ?? 0)),
      LOAD,
    );
    // The licence: its billing and count.
    const license = await api.result('license.GET');
    const facts = within(context.canvas.getByLabelText(t('statistics.license.title')));
    await expect(facts.getByText(t('statistics.license.type'))).toBeVisible();
    await expect(
      facts.getByText(t('statistics.license.countValue', { count: license?.licenseCount ?? 0 })),
    ).toBeVisible();
  },
};

/** The demo institution's licence switched to one that counts concurrent users, limit 3. */
function concurrentLicence() {
  const licence = db.licenses.find((row) => row.companyIdx === DEMO_COMPANY_IDX);
  if (!licence) throw new Error('no licence of the demo institution in the seed');
  licence.licenseType = LICENSE_BILLING.CONCURRENT_USERS;
  licence.licenseCount = 3;
}

/** A licence of concurrent users: its limit is drawn on the peaks, and the chart's summary says it. */
export const AConcurrentLicenceDrawsItsLimit: Story = {
  tags: ['brand-sweep'],
  render: atPath(path('concurrent')),
  beforeEach: concurrentLicence,
  play: async (context) => {
    const t = storyTextsOf(context);
    const locale = localeOf(context);
    await chartLoaded(context);
    const facts = within(
      await context.canvas.findByLabelText(t('statistics.license.title'), {}, LOAD),
    );
    await expect(
      facts.getByText(codeLabel(locale, 'LICENSE_BILLING', LICENSE_BILLING.CONCURRENT_USERS)),
    ).toBeVisible();
    // The chart's summary names the limit (the widget's text: "{label}: {value}.").
    const limit = `${t('statistics.license.count')}: 3`;
    await waitFor(
      () =>
        expect(
          context.canvas
            .getAllByText((_, element) => element?.textContent?.includes(limit) ?? false)
            .some((element) => element.children.length === 0),
        ).toBe(true),
      LOAD,
    );
    // Only the monthly-connected-accounts licence has an account view.
    const nav = within(context.canvas.getByRole('navigation', { name: t('statistics.join.tabs') }));
    await expect(nav.queryByRole('link', { name: t('statistics.join.tab.account') })).toBeNull();
  },
};

/** screens.md §6: the account view is for the monthly-connected-accounts licence only. */
export const NoAccountViewForOtherLicences: Story = {
  render: atPath(path('account')),
  beforeEach: concurrentLicence,
  play: async (context) => {
    const t = storyTextsOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { name: t('statistics.account.notInUse.title') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      context.canvas.queryByRole('button', { name: t('statsChart.showTable') }),
    ).toBeNull();
  },
};

/** The tabs carry the month: the account view opened from the entries view shows the same month. */
export const TheTabsKeepTheMonth: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const nav = within(
      await context.canvas.findByRole('navigation', { name: t('statistics.join.tabs') }, LOAD),
    );
    const concurrent = nav.getByRole('link', { name: t('statistics.join.tab.concurrent') });
    await expect(concurrent.getAttribute('href')).toContain(`searchYm=${yesterdayMonth()}`);
    await context.userEvent.click(concurrent);
    await expect(
      await context.canvas.findByRole('button', { name: t('statsChart.showTable') }, LOAD),
    ).toBeVisible();
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: t('statsChart.showTable') }),
    );
    await expect(
      await context.canvas.findByRole('table', { name: t('statistics.concurrent.chart') }, LOAD),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const t = storyTextsOf(context);
    await chooseYesterday(context);
    await context.canvas.findByRole(
      'table',
      { name: t('statistics.day.table', { day: yesterdayLabel() }) },
      LOAD,
    );
    await expectPhoneFits();
  },
};
