import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { lastSavedFile } from '../../shared/saveFile.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../testing/phone.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { storyTextsOf } from '../../testing/storyTexts.ts';
import { demoUser, holdClassYesterday, yesterdayKey } from '../statistics/storyData.ts';

/** The wait for what loads: lazy modules and mock calls on a busy machine. */
const LOAD = { timeout: 15000 };

const CLASS = '어제의 보충 수업';

/** Yesterday only, so the class held yesterday is on the first page. */
const yesterdayOnly = () => `searchStartDate=${yesterdayKey()}&searchEndDate=${yesterdayKey()}`;

const meta = {
  title: 'Screens/History/Class history',
  tags: ['locale-sweep'],
  render: atPath(`/demo/manage/log/logMeet/list?${yesterdayOnly()}`),
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
          'The class history (issue 21 item 1; screens.md §10 History): the classes that ended ' +
          'in the period with their leader, attendees, start, end and length, searched by period, ' +
          'room kind, title, leader ID or leader name, whole or part match, 20 a page; the search ' +
          'lives in the address. manage/log/logMeet/list lists every class of the institution; ' +
          'meet/listLog the classes the user led or attended. Played against the mock backend, ' +
          'with a class the demo teacher led yesterday and the demo student attended.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function settledTable(context: PlayContext) {
  const t = storyTextsOf(context);
  const table = await context.canvas.findByRole('table', { name: t('history.class.table') }, LOAD);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), LOAD);
  return within(table);
}

const rowOf = (table: ReturnType<typeof within>, title: string) =>
  within(table.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement);

export const EveryClassOfTheInstitution: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const t = storyTextsOf(context);
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: t('frame.tab.classLog') }, LOAD),
    ).toBeVisible();
    const table = await settledTable(context);
    await waitFor(() => expect(table.getByRole('rowheader', { name: CLASS })).toBeVisible(), LOAD);
    const row = rowOf(table, CLASS);
    const teacher = demoUser('teacher');
    await expect(row.getByRole('cell', { name: new RegExp(teacher.userName) })).toBeVisible();
    await expect(
      row.getByRole('cell', { name: t('history.class.attendees', { count: 2 }) }),
    ).toBeVisible();
    // 10:00 to 11:00.
    await expect(row.getByRole('cell', { name: '1:00:00' })).toBeVisible();
    // The seeded classes of the day are there too.
    await expect(table.getAllByRole('rowheader').length).toBeGreaterThan(1);
  },
};

/** screens.md §10 "filter radio (title, leader ID, leader name), partial match". */
export const SearchByLeaderId: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    await settledTable(context);
    await userEvent.click(canvas.getByRole('radio', { name: t('history.search.filter.leaderId') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('history.search.match') }));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('history.search.keyword') }),
      'teacher{Enter}',
    );
    await waitFor(async () => {
      const table = await settledTable(context);
      const rows = table.getAllByRole('row').slice(1);
      await expect(rows.length).toBeGreaterThan(0);
      // Each row's leader ID reads exactly teacher.
      for (const row of rows)
        await expect(within(row).getByText('teacher', { exact: true })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: CLASS })).toBeVisible();
    }, LOAD);
  },
};

/** meet/listLog: a student's own classes only. */
export const AStudentsOwnClasses: Story = {
  render: atPath(`/demo/meet/listLog?${yesterdayOnly()}`),
  beforeEach: signedInAs('student'),
  play: async (context) => {
    const t = storyTextsOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('frame.tab.classHistory') },
        LOAD,
      ),
    ).toBeVisible();
    const table = await settledTable(context);
    await waitFor(() => expect(table.getByRole('rowheader', { name: CLASS })).toBeVisible(), LOAD);
    // screens.md §6: selecting rows and exporting are the teachers' and the managers'.
    await expect(
      context.canvas.queryByRole('button', { name: t('history.export.attendance') }),
    ).toBeNull();
    await expect(table.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/**
 * issue 21 item 4: two selected classes export as the server's .xls (`USER_JOIN_GNE`), and the file
 * holds those two classes and no other.
 */
export const ExportsTheSelectedClasses: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    const table = await settledTable(context);
    await waitFor(() => expect(table.getAllByRole('rowheader').length).toBeGreaterThan(2), LOAD);
    await expect(canvas.getByText(t('history.export.selected', { count: 0 }))).toBeVisible();
    const titles = table.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    const once = (title: string) => titles.filter((other) => other === title).length === 1;
    const chosen = [CLASS, titles.find((title) => title !== CLASS && once(title)) ?? ''];
    for (const title of chosen) {
      await userEvent.click(
        within(
          table.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement,
        ).getByRole('checkbox'),
      );
    }
    await expect(canvas.getByText(t('history.export.selected', { count: 2 }))).toBeVisible();
    const before = lastSavedFile();
    await userEvent.click(canvas.getByRole('button', { name: t('history.export.attendance') }));
    await waitFor(() => expect(lastSavedFile()).not.toBe(before), LOAD);
    const file = lastSavedFile();
    await expect(file?.fileName).toMatch(/\.xls$/);
    const { read, utils } = await import('xlsx');
    const book = read(new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0)));
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const rows = sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) : [];
    const classes = new Set(rows.slice(1).map((row) => String(row[0])));
    await expect([...classes].sort()).toEqual([...chosen].sort());
  },
};

/** issue 21 item 1: the Homework tab lists the period's homework rounds with their submit counts. */
export const HomeworkTab: Story = {
  render: atPath('/demo/manage/log/logMeet/list'),
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    await settledTable(context);
    await userEvent.click(canvas.getByRole('tab', { name: t('history.tab.homework') }));
    const table = await canvas.findByRole('table', { name: t('history.homework.table') }, LOAD);
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), LOAD);
    await waitFor(
      () => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0),
      LOAD,
    );
    await expect(
      within(table).getAllByRole('columnheader', { name: t('history.homework.column.submitted') }),
    ).toHaveLength(1);
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
