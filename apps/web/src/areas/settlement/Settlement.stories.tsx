import { formatWireDateTime, ROOM_KIND, USER_TYPE } from '@platform/contract';
import { DEMO_COMPANY_IDX, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppStory, atPath } from '../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../testing/phone.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { storyTextsOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';
import { daysAgo, demoUser, holdClassYesterday, yesterdayMonth } from '../statistics/storyData.ts';
import { FEE_ROWS_IN_VIEW_FROM } from './FeeTable.tsx';

/** The wait for what loads: lazy modules and mock calls on a busy machine. */
const LOAD = { timeout: 15000 };

const CLASS = '어제의 보충 수업';

/** The manager's view of the demo teacher's month of yesterday. */
const managePath = () =>
  `/demo/manage/amount/list?searchYm=${yesterdayMonth()}&leaderIdx=${demoUser('teacher').userIdx}`;

const meta = {
  title: 'Screens/Settlement',
  tags: ['locale-sweep'],
  render: atPath(`/demo/meet/listAmount?searchYm=${yesterdayMonth()}`),
  beforeEach: [
    signedInAs('teacher'),
    () => {
      holdClassYesterday(CLASS);
    },
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The settlement (issue 21 item 6; screens.md §10 Settlement): a teacher's fees of a " +
          'month, grouped by student with subtotals and the total in won. meet/listAmount is the ' +
          "teacher's own; manage/amount/list has a teacher selector and editable amounts, saved " +
          'row by row: a row whose save fails keeps its value and its error. Played against the ' +
          'mock backend, with a class the demo teacher led yesterday and the demo student attended ' +
          'twice.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The fee table, once loaded. */
async function feeTable(context: PlayContext) {
  const table = await context.canvas.findByRole('table', {}, LOAD);
  return within(table);
}

/** The student's group of rows (a `tbody` headed by their name, before their subtotal). */
function studentRows(table: ReturnType<typeof within>, name: string) {
  const [heading] = table.getAllByRole('rowheader', { name: new RegExp(name) });
  return within(heading?.closest('tbody') as HTMLElement);
}

/** The demo student's rows in the fee table once loaded, and their amount field of a class. */
async function demoStudentFees(context: PlayContext) {
  const t = storyTextsOf(context);
  const table = await feeTable(context);
  const student = demoUser('student');
  const rows = await waitFor(() => studentRows(table, student.userName), LOAD);
  const amountOf = (title: string) =>
    rows.getByRole('textbox', {
      name: t('settlement.amountOf', { name: student.userName, class: title }),
    });
  return { table, student, rows, amountOf };
}

/** The demo student's 53 minutes in the class of the meta, pressed: the entries and exits. */
async function openEntriesAndExits(context: PlayContext, rows: ReturnType<typeof within>) {
  const t = storyTextsOf(context);
  const name = demoUser('student').userName;
  await context.userEvent.click(
    rows.getByRole('button', {
      name: t('settlement.openTimes', { time: '53:00', name, class: CLASS }),
    }),
  );
  return within(document.body).findByRole('dialog', { name: t('settlement.times.title') }, LOAD);
}

export const TeachersOwnMonth: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const t = storyTextsOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('frame.tab.settlement') },
        LOAD,
      ),
    ).toBeVisible();
    const table = await feeTable(context);
    const student = demoUser('student');
    const rows = await waitFor(() => studentRows(table, student.userName), LOAD);
    await expect(rows.getByRole('rowheader', { name: CLASS })).toBeVisible();
    await expect(
      rows.getByRole('rowheader', { name: t('settlement.subtotal', { name: student.userName }) }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader', { name: t('settlement.total') })).toBeVisible();
    // The teacher's own total is on top; nothing is editable here.
    await expect(
      context.canvas.getByText(/./, { selector: '[data-slot="settlement-own-total"] strong' }),
    ).toBeVisible();
    await expect(table.queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** The time in class opens the entries and exits: the student came in twice. */
export const EntriesAndExits: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const table = await feeTable(context);
    const student = demoUser('student');
    const rows = await waitFor(() => studentRows(table, student.userName), LOAD);
    const dialog = within(await openEntriesAndExits(context, rows));
    const stays = dialog.getByRole('table', { name: t('settlement.times.table') });
    await expect(within(stays).getAllByRole('row')).toHaveLength(3);
    // 10:02-10:20 and 10:25-11:00.
    await expect(within(stays).getByText('18:00')).toBeVisible();
    await expect(within(stays).getByText('35:00')).toBeVisible();
  },
};

/** The manager chooses the teacher first. */
export const ManagerChoosesATeacher: Story = {
  beforeEach: signedInAs('admin'),
  render: atPath(`/demo/manage/amount/list?searchYm=${yesterdayMonth()}`),
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    await expect(await canvas.findByText(t('settlement.chooseTeacher'), {}, LOAD)).toBeVisible();
    const teacher = demoUser('teacher');
    const select = canvas.getByRole('combobox', { name: t('settlement.teacher') });
    await within(select).findByRole('option', { name: `${teacher.userName} (teacher)` }, LOAD);
    await userEvent.selectOptions(select, String(teacher.userIdx));
    const table = await feeTable(context);
    await waitFor(() => studentRows(table, demoUser('student').userName), LOAD);
  },
};

/** A manager edits an amount and saves it: the server's amount reads it back. */
export const ManagerEditsAFee: Story = {
  beforeEach: signedInAs('admin'),
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    const { rows, amountOf } = await demoStudentFees(context);
    const amount = amountOf(CLASS);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30000');
    await expect(canvas.getByText(t('settlement.unsaved', { count: 1 }))).toBeVisible();
    const toasts = watchToasts();
    await userEvent.click(canvas.getByRole('button', { name: t('settlement.save') }));
    await toasts.says(t('settlement.saved', { count: 1 }));
    await expect(canvas.getByText(t('settlement.unsaved', { count: 0 }))).toBeVisible();
    await waitFor(() => expect(amount).toHaveValue('30000'), LOAD);
    await expect(
      rows.getByRole('cell', { name: t('settlement.won', { amount: 30000 }) }),
    ).toBeVisible();
  },
};

/** Digits only, up to nine: a tenth digit is refused where it is typed. */
export const AmountLimits: Story = {
  beforeEach: signedInAs('admin'),
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const { userEvent } = context;
    const { amountOf } = await demoStudentFees(context);
    const amount = amountOf(CLASS);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12345678901');
    await expect(amount).toHaveValue('123456789');
    await userEvent.clear(amount);
    await userEvent.type(amount, '3만');
    await expect(amount).toHaveValue('3');
  },
};

/**
 * issue 21 item 6: one save fails (the scenario's switch), its row keeps the typed value and the
 * error until saved again; the other row is saved.
 */
export const AFailedSaveKeepsItsValue: Story = {
  beforeEach: [
    signedInAs('admin'),
    () => {
      holdClassYesterday('어제의 두 번째 수업');
    },
  ],
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    const { amountOf } = await demoStudentFees(context);
    const failing = amountOf(CLASS);
    const saving = amountOf('어제의 두 번째 수업');
    failFeeSaveOf(CLASS);
    await userEvent.clear(failing);
    await userEvent.type(failing, '41000');
    await userEvent.clear(saving);
    await userEvent.type(saving, '42000');
    await userEvent.click(canvas.getByRole('button', { name: t('settlement.save') }));
    await expect(
      await canvas.findByText(t('settlement.failed', { count: 1 }), {}, LOAD),
    ).toBeVisible();
    await expect(failing).toHaveValue('41000');
    await expect(failing).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(saving).toHaveValue('42000'), LOAD);
    await expect(canvas.getByText(t('settlement.unsaved', { count: 1 }))).toBeVisible();
    // Saved again, it goes through.
    await userEvent.click(canvas.getByRole('button', { name: t('settlement.save') }));
    await waitFor(
      () => expect(canvas.getByText(t('settlement.unsaved', { count: 0 }))).toBeVisible(),
      LOAD,
    );
    await expect(failing).toHaveValue('41000');
    await expect(failing).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * issue 21 item 6: in manage mode the entries and exits are corrected with the time input; the
 * corrected time sets the amount it works out to (the unit price in proportion to the class
 * length, assumed), and the amount is what the server saves.
 */
export const ManagerCorrectsTheTimes: Story = {
  beforeEach: [signedInAs('admin'), priceTheDemoStudent(30000)],
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const t = storyTextsOf(context);
    const { canvas, userEvent } = context;
    const { student, rows, amountOf } = await demoStudentFees(context);
    const amount = amountOf(CLASS);
    await expect(amount).toHaveValue('30000');
    const dialog = await openEntriesAndExits(context, rows);
    const timeOf = (stay: string, part: 'dates.dateTime.hour' | 'dates.dateTime.minute') =>
      within(within(dialog).getByRole('group', { name: stay })).getByRole('spinbutton', {
        name: t(part),
      });
    // An exit before its entry is refused where it is typed.
    const firstExitHour = timeOf(t('settlement.times.exitOf', { n: 1 }), 'dates.dateTime.hour');
    await userEvent.clear(firstExitHour);
    await userEvent.type(firstExitHour, '9');
    await expect(
      await within(dialog).findByText(t('settlement.times.exitBeforeEntry')),
    ).toBeVisible();
    await userEvent.clear(firstExitHour);
    await userEvent.type(firstExitHour, '10');
    await waitFor(() =>
      expect(within(dialog).queryByText(t('settlement.times.exitBeforeEntry'))).toBeNull(),
    );
    // The second stay ends at 10:40 instead of 11:00: 18 + 15 minutes of a 60-minute class.
    const secondExit = t('settlement.times.exitOf', { n: 2 });
    await userEvent.clear(timeOf(secondExit, 'dates.dateTime.hour'));
    await userEvent.type(timeOf(secondExit, 'dates.dateTime.hour'), '10');
    await userEvent.clear(timeOf(secondExit, 'dates.dateTime.minute'));
    await userEvent.type(timeOf(secondExit, 'dates.dateTime.minute'), '40');
    await expect(
      within(dialog).getByText(t('settlement.times.total', { time: '33:00' })),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(t('settlement.times.amount', { amount: 16500 })),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('settlement.times.apply') }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
    await expect(amount).toHaveValue('16500');
    await expect(
      rows.getByRole('button', {
        name: t('settlement.openCorrectedTimes', {
          time: '33:00',
          name: student.userName,
          class: CLASS,
        }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('settlement.unsaved', { count: 1 }))).toBeVisible();
    const toasts = watchToasts();
    await userEvent.click(canvas.getByRole('button', { name: t('settlement.save') }));
    await toasts.says(t('settlement.saved', { count: 1 }));
    await waitFor(() => expect(amount).toHaveValue('16500'), LOAD);
    // The server keeps the amount, not the times: the recorded time is shown again.
    await expect(
      rows.getByRole('button', {
        name: t('settlement.openTimes', { time: '53:00', name: student.userName, class: CLASS }),
      }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...PHONE_STORY,
  beforeEach: signedInAs('admin'),
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const table = await feeTable(context);
    await waitFor(() => studentRows(table, demoUser('student').userName), LOAD);
    await expectPhoneFits();
  },
};

/** The correction of the times fits a phone: the dialog takes the screen, nothing sideways. */
export const CorrectingTheTimesOnAPhone: Story = {
  ...PHONE_STORY,
  beforeEach: signedInAs('admin'),
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const t = storyTextsOf(context);
    const table = await feeTable(context);
    const student = demoUser('student');
    const rows = await waitFor(() => studentRows(table, student.userName), LOAD);
    const dialog = await openEntriesAndExits(context, rows);
    await expect(within(dialog).getAllByRole('group')).toHaveLength(4);
    // No unit price for this student: the amount stays as it is.
    await expect(within(dialog).getByText(t('settlement.times.noAmount'))).toBeVisible();
    await expectPhoneFits();
  },
};

/**
 * issue 21 item 9: a month past `FEE_ROWS_IN_VIEW_FROM` rows renders the students near the screen
 * only; the total counts every row, the last student is there once the page is scrolled down,
 * and an amount typed there reaches the total.
 */
export const ALongMonth: Story = {
  ...PHONE_STORY,
  beforeEach: [signedInAs('admin'), () => holdManyClassesYesterday(20, 24)],
  render: () => <AppStory path={managePath()} />,
  play: async (context) => {
    const t = storyTextsOf(context);
    const { userEvent } = context;
    const table = await feeTable(context);
    const total = () =>
      table.getByRole('rowheader', { name: t('settlement.total') }).nextElementSibling?.textContent;
    await waitFor(() => expect(table.getAllByRole('textbox').length).toBeGreaterThan(0), LOAD);
    const rendered = table.getAllByRole('textbox').length;
    await expect(rendered).toBeLessThan(FEE_ROWS_IN_VIEW_FROM);
    const before = total();
    await expect(before).toBeTruthy();
    window.scrollTo(0, document.documentElement.scrollHeight);
    const last = await waitFor(() => {
      const subtotals = table.getAllByRole('rowheader', { name: /소계|Subtotal/ });
      const found = subtotals[subtotals.length - 1];
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(found?.closest('tbody')?.nextElementSibling?.tagName).toBe('TFOOT');
      return found?.closest('tbody') as HTMLElement;
    }, LOAD);
    const amount = within(last).getAllByRole('textbox').at(-1) as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '123456789');
    await waitFor(() => expect(total()).not.toBe(before), LOAD);
    await expectPhoneFits();
  },
};

/** The scenario's switch that fails the next save of the demo student's fee in a class. */
function failFeeSaveOf(title: string) {
  const log = db.classLogs.find((row) => row.meetTitle === title);
  if (!log) throw new Error(`no class ${title}`);
  scenario.set({ feeSaveFails: { meetIdx: log.meetIdx, userIdx: demoUser('student').userIdx } });
}

/** A unit price for the demo student (who has none seeded) from long before yesterday. */
function priceTheDemoStudent(price: number) {
  return () => {
    const student = demoUser('student');
    db.prices.push({
      priceIdx: Math.max(0, ...db.prices.map((row) => row.priceIdx)) + 1,
      companyIdx: student.companyIdx,
      userIdx: student.userIdx,
      roomCode: null,
      startDate: '2020-01-01',
      endDate: null,
      price,
    });
  };
}

/**
 * `classes` classes the demo teacher led yesterday, each attended by the same `count` students of
 * the demo institution: `classes * count` fee rows in the month.
 */
function holdManyClassesYesterday(classes: number, count: number) {
  const teacher = demoUser('teacher');
  const students = db.users
    .filter((user) => user.companyIdx === DEMO_COMPANY_IDX && user.userType === USER_TYPE.STUDENT)
    .slice(0, count);
  if (students.length < count) throw new Error(`only ${students.length} demo students`);
  const at = (minute: number) => formatWireDateTime(daysAgo(1, 8, minute));
  const first = Math.max(0, ...db.classLogs.map((log) => log.meetIdx)) + 2000;
  for (let c = 0; c < classes; c += 1) {
    const start = c * 30;
    db.classLogs.push({
      companyIdx: DEMO_COMPANY_IDX,
      roomCode: `story-long-${c}`,
      roomType: ROOM_KIND.CLASS,
      meetIdx: first + c,
      meetTitle: `긴 달의 수업 ${c + 1}`,
      leaderUserIdx: teacher.userIdx,
      leaderName: teacher.userName,
      leaderId: teacher.userId,
      openerUserIdx: teacher.userIdx,
      userName: teacher.userName,
      userCount: count + 1,
      openDatetime: at(start),
      startDatetime: at(start),
      endDatetime: at(start + 25),
      templateIdx: null,
      summaryStatus: null,
      summaryJson: null,
      joins: [teacher, ...students].map((user) => ({
        userIdx: user.userIdx,
        userId: user.userId,
        userName: user.userName,
        userType: user.userType,
        joinDatetime: at(start),
        quitDatetime: at(start + 25),
      })),
    });
  }
}
