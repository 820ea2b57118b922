import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../testing/phone.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { storyTextsOf } from '../../testing/storyTexts.ts';
import { demoUser, holdClassYesterday, yesterdayKey } from '../statistics/storyData.ts';

/** The wait for what loads: lazy modules and mock calls on a busy machine. */
const LOAD = { timeout: 15000 };

const CLASS = '어제의 보충 수업';

/** The link the entry statistics make for a person of a day (screens.md §10 Statistics). */
const linkedFromStatistics = () =>
  `/demo/manage/log/joinLog/list?${new URLSearchParams({
    searchStartDate: yesterdayKey(),
    searchEndDate: yesterdayKey(),
    searchFilter: 'userId',
    searchKeyword: 'student',
    searchMatch: 'true',
  })}`;

const meta = {
  title: 'Screens/History/Entry log',
  tags: ['locale-sweep'],
  render: atPath(linkedFromStatistics()),
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
          'The entry log, manage/log/joinLog/list (issue 21 item 5; screens.md §10 History ' +
          '"Attendance log columns class, attendee, join, exit, duration"): every entry into a ' +
          'class that ended in the period, searched by period, room kind, attendee ID, name or ' +
          'class, whole or part match, 20 a page. The search lives in the address: the entry ' +
          'statistics link here with a person and a day, and the screen shows that search. ' +
          'Played by the demo admin against the mock backend, with a class held yesterday in ' +
          'which the demo student entered twice.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function settledTable(context: PlayContext) {
  const t = storyTextsOf(context);
  const table = await context.canvas.findByRole(
    'table',
    { name: t('history.attendance.table') },
    LOAD,
  );
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), LOAD);
  return within(table);
}

/** The link of the entry statistics opens the log searched for that person and day. */
export const OpenedFromTheStatistics: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas } = context;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('history.attendance.title') }, LOAD),
    ).toBeVisible();
    // The search as it was asked.
    await expect(
      canvas.getByRole('radio', { name: t('history.search.filter.userId') }),
    ).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('history.search.match') })).toBeChecked();
    await expect(canvas.getByRole('searchbox', { name: t('history.search.keyword') })).toHaveValue(
      'student',
    );
    const period = within(canvas.getByRole('group', { name: t('history.search.period') }));
    await expect(period.getByLabelText(t('dates.range.start'))).toHaveValue(yesterdayKey());
    await expect(period.getByLabelText(t('dates.range.end'))).toHaveValue(yesterdayKey());
    // The student's two stays in yesterday's class, and nobody else's.
    const student = demoUser('student');
    const table = await settledTable(context);
    await waitFor(
      () => expect(table.getAllByRole('rowheader', { name: CLASS })).toHaveLength(2),
      LOAD,
    );
    for (const row of table.getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(student.userName);
      await expect(row).toHaveTextContent(student.userId);
    }
    // In yesterday's class: 10:25-11:00 and 10:02-10:20, newest entry first.
    const durations = table
      .getAllByRole('rowheader', { name: CLASS })
      .map((header) => header.closest('tr')?.querySelector('td:last-child')?.textContent);
    await expect(durations).toEqual(['35:00', '18:00']);
  },
};

/** A part of a name finds its owner; a whole match needs the whole name. */
export const SearchByName: Story = {
  render: atPath(
    `/demo/manage/log/joinLog/list?searchStartDate=${yesterdayKey()}&searchEndDate=${yesterdayKey()}`,
  ),
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    const student = demoUser('student');
    await settledTable(context);
    await userEvent.click(canvas.getByRole('radio', { name: t('history.search.filter.userName') }));
    const box = canvas.getByRole('searchbox', { name: t('history.search.keyword') });
    const part = student.userName.slice(1);
    await userEvent.type(box, `${part}{Enter}`);
    await waitFor(async () => {
      const table = await settledTable(context);
      const rows = table.getAllByRole('row').slice(1);
      // Everyone whose name holds the part, the student's two stays in yesterday's class among them.
      for (const row of rows) await expect(row).toHaveTextContent(part);
      await expect(
        rows.filter(
          (row) => row.textContent?.includes(CLASS) && row.textContent.includes(student.userName),
        ),
      ).toHaveLength(2);
    }, LOAD);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('history.search.match') }));
    await waitFor(
      () =>
        expect(
          canvas.getByText(t('history.noResults', { keyword: student.userName.slice(1) })),
        ).toBeVisible(),
      LOAD,
    );
  },
};

export const OnAPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const table = await settledTable(context);
    await waitFor(() => expect(table.getAllByRole('rowheader').length).toBeGreaterThan(0), LOAD);
    await expectPhoneFits();
  },
};
