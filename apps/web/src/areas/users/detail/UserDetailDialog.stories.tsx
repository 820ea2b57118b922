import { FUNC_USE_POSITION, formatDisplayDate, LIMITS } from '@platform/contract';
import { db, scenario } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../../testing/storySession.ts';
import {
  demoUser,
  expectToast,
  LOAD,
  labelled,
  StoryProviders,
  setDemoFeature,
  textsOf,
} from './storyKit.tsx';
import { UserDetailDialog } from './UserDetailDialog.tsx';

/** The dialog as the user list opens it: a user by index, or register mode without one. */
function DetailStory({ userId, register }: { userId?: string; register?: boolean }) {
  const [open, setOpen] = useState(true);
  const userIdx = register || !userId ? undefined : demoUser(userId).userIdx;
  return (
    <StoryProviders>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <UserDetailDialog open={open} onOpenChange={setOpen} userIdx={userIdx} />
    </StoryProviders>
  );
}

const meta = {
  title: 'Screens/Users/User detail',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  component: DetailStory,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The user detail modal of the users screen (screens.md §10): information (edit for open ' +
          'teachers and admins, view for others), memos, and unit prices behind their feature ' +
          'flag; without userIdx it registers a user. Rendered standalone over the mock server.',
      },
    },
  },
  beforeEach: signedInAs('admin'),
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = (context: StoryContext) => Promise<void>;

async function openDialog(context: StoryContext, titleKey = 'userDetail.title') {
  const t = textsOf(context.globals.locale);
  return screen.findByRole('dialog', { name: t(titleKey) }, LOAD);
}

/** Puts text in a field at once (typing every key of a long form outlasts the test's time). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(labelled(label));

/** An admin edits a student's name; the change is confirmed, saved and kept by the server. */
const editPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openDialog(context);
  await within(dialog).findByText('student', {}, LOAD);
  const tabs = within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  await expect(tabs).toEqual([
    t('userDetail.tab.info'),
    t('userDetail.tab.memos'),
    t('userDetail.tab.prices'),
  ]);
  const name = await within(dialog).findByLabelText(labelled(t('userDetail.userName')), {}, LOAD);
  await expect(name).toHaveValue('박서윤');
  // The parent phone shows for a student.
  await expect(field(dialog, t('userDetail.parentPhone'))).toBeVisible();
  await userEvent.clear(name);
  await userEvent.type(name, '박서윤비');
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.modify') }));
  const confirm = await screen.findByRole('alertdialog', {
    name: t('userDetail.modifyConfirmTitle'),
  });
  await userEvent.click(within(confirm).getByRole('button', { name: t('userDetail.modify') }));
  await expectToast(t('toast.saved'));
  await expect(demoUser('student').userName).toBe('박서윤비');
};

export const EditInformation: Story = {
  tags: ['brand-sweep'],
  args: { userId: 'student' },
  play: editPlay,
};

/** Register: a taken ID is refused by the duplicate check, a free one passes and registers. */
const registerPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openDialog(context, 'userDetail.registerTitle');
  const id = await within(dialog).findByLabelText(labelled(t('userDetail.userId')), {}, LOAD);
  await userEvent.type(id, 'teacher');
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.checkId') }));
  await within(dialog).findByText(t('userDetail.idTaken'), {}, LOAD);
  await userEvent.clear(id);
  await userEvent.type(id, 'newkid01');
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.checkId') }));
  await within(dialog).findByText(t('userDetail.idAvailable'), {}, LOAD);
  await fill(field(dialog, t('userDetail.userName')), '한가람');
  await fill(field(dialog, t('userDetail.password')), 'Sun#2580x');
  await fill(field(dialog, t('userDetail.passwordConfirm')), 'Sun#2580x');
  await userEvent.selectOptions(field(dialog, t('userDetail.userType')), '12');
  await fill(field(dialog, t('userDetail.phone')), '01055550101');
  await fill(
    await within(dialog).findByLabelText(labelled(t('userDetail.parentPhone'))),
    '01055550102',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.register') }));
  const confirm = await screen.findByRole('alertdialog', {
    name: t('userDetail.registerConfirmTitle'),
  });
  await userEvent.click(within(confirm).getByRole('button', { name: t('userDetail.register') }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
  await expectToast(t('userDetail.registered'));
  const added = demoUser('newkid01');
  await expect(added).toMatchObject({ userName: '한가람', userType: 12, phone2: '01055550102' });
};

export const RegisterWithDuplicateId: Story = { args: { register: true }, play: registerPlay };

/** Register with bad input: every field says what is wrong, and nothing is sent. */
const validationPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const users = db.users.length;
  const dialog = await openDialog(context, 'userDetail.registerTitle');
  await userEvent.type(
    await within(dialog).findByLabelText(labelled(t('userDetail.userId')), {}, LOAD),
    'ok-id',
  );
  await userEvent.type(field(dialog, t('userDetail.password')), 'abc');
  await userEvent.type(field(dialog, t('userDetail.passwordConfirm')), 'abd');
  await userEvent.type(field(dialog, t('userDetail.phone')), '0101');
  await userEvent.type(field(dialog, t('userDetail.email')), 'not-an-address');
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.register') }));
  await within(dialog).findByText(t('valid.userIdDuplicateCheck'), {}, LOAD);
  await expect(within(dialog).getAllByText(t('valid.required')).length).toBeGreaterThanOrEqual(2);
  // The policy broken is said once, as the password's error (issue 16 item 13).
  await expect(within(dialog).getAllByText(t('valid.passwordHigh'))).toHaveLength(1);
  await expect(field(dialog, t('userDetail.password'))).toHaveAccessibleDescription(
    t('valid.passwordHigh'),
  );
  await expect(within(dialog).getByText(t('valid.passwordMismatch'))).toBeVisible();
  await expect(within(dialog).getByText(t('valid.email'))).toBeVisible();
  // Focus went to the first field to fix, and no confirm opened.
  await waitFor(() => expect(field(dialog, t('userDetail.userId'))).toHaveFocus());
  await expect(screen.queryByRole('alertdialog')).toBeNull();
  await expect(db.users.length).toBe(users);
};

export const ValidationErrors: Story = { args: { register: true }, play: validationPlay };

/** A refused save shows the code's text and keeps every typed value. */
const failedSavePlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  scenario.forceError('user.SAVE', 'WB-403-102');
  const dialog = await openDialog(context);
  const name = await within(dialog).findByLabelText(labelled(t('userDetail.userName')), {}, LOAD);
  await userEvent.clear(name);
  await userEvent.type(name, '새 이름');
  const email = field(dialog, t('userDetail.email'));
  await userEvent.clear(email);
  await userEvent.type(email, 'seoyun@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.modify') }));
  const confirm = await screen.findByRole('alertdialog', {
    name: t('userDetail.modifyConfirmTitle'),
  });
  await userEvent.click(within(confirm).getByRole('button', { name: t('userDetail.modify') }));
  await within(dialog).findByText(t('error.noAuthUserInfo'), {}, LOAD);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(name).toHaveValue('새 이름');
  await expect(email).toHaveValue('seoyun@example.com');
  await expect(demoUser('student').userName).toBe('박서윤');
};

export const FailedSaveKeepsInput: Story = { args: { userId: 'student' }, play: failedSavePlay };

async function openTab(context: StoryContext, tabKey: string) {
  const t = textsOf(context.globals.locale);
  const dialog = await openDialog(context);
  const tab = await within(dialog).findByRole('tab', { name: t(tabKey) }, LOAD);
  await userEvent.click(tab);
  return dialog;
}

/** No memos yet: the empty state, then a memo of the full 200 characters is added and deleted. */
const memosEmptyPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openTab(context, 'userDetail.tab.memos');
  await within(dialog).findByText(t('userDetail.memosEmpty'), {}, LOAD);
  const memo = field(dialog, t('userDetail.memoNew'));
  // Adding nothing says it is required.
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.memoAdd') }));
  await within(dialog).findByText(t('valid.required'));
  const full = '가'.repeat(LIMITS.MEMO_MAX);
  await userEvent.click(memo);
  await userEvent.paste(`${full}넘침`);
  await expect([...(memo as HTMLTextAreaElement).value].length).toBe(LIMITS.MEMO_MAX);
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.memoAdd') }));
  // Issue 16 item 8: a save says so (foundation.md §8 "Saved").
  await expectToast(t('toast.saved'));
  const list = await within(dialog).findByRole('list', { name: t('userDetail.memos') }, LOAD);
  await within(list).findByText(full);
  const teacher = demoUser('teacher');
  await expect(db.memos.filter((m) => m.userIdx === teacher.userIdx).map((m) => m.content)).toEqual(
    [full],
  );
  await userEvent.click(within(list).getByRole('button', { name: t('userDetail.memoDelete') }));
  const confirm = await screen.findByRole('alertdialog', { name: t('userDetail.memoDeleteTitle') });
  await userEvent.click(within(confirm).getByRole('button', { name: t('userDetail.memoDelete') }));
  await within(dialog).findByText(t('userDetail.memosEmpty'), {}, LOAD);
  await expect(db.memos.some((m) => m.userIdx === teacher.userIdx)).toBe(false);
};

export const MemosEmptyAndFull: Story = { args: { userId: 'teacher' }, play: memosEmptyPlay };

/** The seeded memos of a student, newest first; one is edited. */
const memosEditPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openTab(context, 'userDetail.tab.memos');
  const list = await within(dialog).findByRole('list', { name: t('userDetail.memos') }, LOAD);
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(2);
  await expect(items[0]).toHaveTextContent('어머니와 상담 완료');
  await userEvent.click(
    within(items[0] as HTMLElement).getByRole('button', { name: t('userDetail.memoEdit') }),
  );
  const editor = await within(list).findByLabelText(labelled(t('userDetail.memoEditLabel')));
  await userEvent.clear(editor);
  await userEvent.type(editor, '상담 내용 갱신');
  await userEvent.click(within(list).getByRole('button', { name: t('userDetail.memoSave') }));
  await expectToast(t('toast.saved'));
  await within(list).findByText('상담 내용 갱신', {}, LOAD);
  await expect(db.memos.some((m) => m.content === '상담 내용 갱신')).toBe(true);
};

export const MemosEdit: Story = { args: { userId: 'student' }, play: memosEditPlay };

/**
 * A new price for every classroom from today overlaps the student's open-ended price of the first
 * demo room: the server refuses (WB-400-309) and the dialog names that classroom and period.
 */
const overlapPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openTab(context, 'userDetail.tab.prices');
  const list = await within(dialog).findByRole('list', { name: t('userDetail.prices') }, LOAD);
  await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  const before = db.prices.length;
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.priceAdd') }));
  const form = await screen.findByRole('dialog', { name: t('userDetail.priceNew') });
  await userEvent.type(within(form).getByLabelText(labelled(t('userDetail.priceAmount'))), '40000');
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await userEvent.type(within(form).getByLabelText(labelled(t('userDetail.priceStart'))), iso);
  await userEvent.click(within(form).getByRole('button', { name: t('userDetail.priceSave') }));
  const overlap = await screen.findByRole(
    'alertdialog',
    { name: t('userDetail.overlapTitle') },
    LOAD,
  );
  const student = demoUser('student');
  const seeded = db.prices.find((p) => p.userIdx === student.userIdx && p.endDate === null);
  const room = (db as unknown as { rooms: { roomCode: string; roomTitle: string }[] }).rooms.find(
    (r) => r.roomCode === seeded?.roomCode,
  );
  await expect(overlap).toHaveTextContent(t('error.unitPriceOverlap'));
  await expect(overlap).toHaveTextContent(
    t('error.unitPriceOverlapDetail', {
      roomTitle: room?.roomTitle ?? '',
      startDate: formatDisplayDate(seeded?.startDate, new Date()),
      endDate: t('userDetail.priceOpenEnd'),
    }),
  );
  await expect(db.prices.length).toBe(before);
  await userEvent.click(within(overlap).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  // The price form keeps what was typed.
  await expect(within(form).getByLabelText(labelled(t('userDetail.priceAmount')))).toHaveValue(
    '40000',
  );
};

export const UnitPriceOverlap: Story = { args: { userId: 'student' }, play: overlapPlay };

/** The price form's rules: digits above 0, start not before today, the end reset by a later start. */
const priceRulesPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openTab(context, 'userDetail.tab.prices');
  await within(dialog).findByText(t('userDetail.pricesEmpty'), {}, LOAD);
  await userEvent.click(within(dialog).getByRole('button', { name: t('userDetail.priceAdd') }));
  const form = await screen.findByRole('dialog', { name: t('userDetail.priceNew') });
  const amount = within(form).getByLabelText(labelled(t('userDetail.priceAmount')));
  await userEvent.type(amount, '0');
  await userEvent.type(
    within(form).getByLabelText(labelled(t('userDetail.priceStart'))),
    '2020-01-01',
  );
  await userEvent.click(within(form).getByRole('button', { name: t('userDetail.priceSave') }));
  await within(form).findByText(t('valid.positiveNumber'));
  await expect(within(form).getByText(t('valid.startBeforeToday'))).toBeVisible();
  // Letters never get in: digits only.
  await userEvent.clear(amount);
  await userEvent.type(amount, '3a5000');
  await expect(amount).toHaveValue('35000');
  const start = within(form).getByLabelText(labelled(t('userDetail.priceStart')));
  const end = within(form).getByLabelText(labelled(t('userDetail.priceEnd')));
  await userEvent.clear(start);
  await userEvent.type(start, '2099-03-01');
  await userEvent.type(end, '2099-03-31');
  await userEvent.clear(start);
  await userEvent.type(start, '2099-04-15');
  await expect(end).toHaveValue('');
  await within(form).findByText(t('userDetail.priceEndReset'));
  await userEvent.click(within(form).getByRole('button', { name: t('userDetail.priceSave') }));
  // Issue 16 item 8: a save says so (foundation.md §8 "Saved").
  await expectToast(t('toast.saved'));
  await waitFor(() => expect(form).not.toBeInTheDocument(), LOAD);
  const teacher = demoUser('teacher');
  await expect(db.prices.filter((p) => p.userIdx === teacher.userIdx)).toMatchObject([
    { price: 35000, startDate: '2099-04-15', endDate: null, roomCode: null },
  ]);
  await within(dialog).findByText(t('userDetail.priceAllRooms'), {}, LOAD);
};

export const UnitPriceRules: Story = { args: { userId: 'teacher' }, play: priceRulesPlay };

/** With the unit-price flag off the prices tab is not there (screens.md §6). */
const flagOffPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openDialog(context);
  await within(dialog).findByRole('tab', { name: t('userDetail.tab.memos') }, LOAD);
  await expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
  await expect(within(dialog).queryByRole('tab', { name: t('userDetail.tab.prices') })).toBeNull();
};

export const UnitPriceFlagOff: Story = {
  args: { userId: 'student' },
  beforeEach: async () => {
    setDemoFeature(FUNC_USE_POSITION.UNIT_PRICES, false);
    return signedInAs('admin')();
  },
  play: flagOffPlay,
};

/** A student, without the user-view permission, is refused another user's details. */
const deniedPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openDialog(context);
  await within(dialog).findByText(t('error.noAuthUserView'), {}, LOAD);
  await expect(within(dialog).queryByRole('tab')).toBeNull();
};

export const PermissionDenied: Story = {
  args: { userId: 'teacher' },
  beforeEach: signedInAs('student'),
  play: deniedPlay,
};

/** The server's WB-403-102 on the detail call reads as the user-view denial too. */
const serverDeniedPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  scenario.forceError('user.GET', 'WB-403-102');
  const dialog = await openDialog(context);
  await within(dialog).findByText(t('error.noAuthUserView'), {}, LOAD);
};

export const ServerPermissionDenied: Story = {
  args: { userId: 'student' },
  play: serverDeniedPlay,
};

/** A teacher may view a user but not change it: facts, no form, no price buttons. */
const viewOnlyPlay: Play = async (context) => {
  const t = textsOf(context.globals.locale);
  const dialog = await openDialog(context);
  await within(dialog).findByText(t('userDetail.readOnly'), {}, LOAD);
  await expect(within(dialog).getByText('박서윤')).toBeVisible();
  await expect(within(dialog).queryByRole('textbox')).toBeNull();
  await expect(within(dialog).queryByRole('button', { name: t('userDetail.modify') })).toBeNull();
  await userEvent.click(within(dialog).getByRole('tab', { name: t('userDetail.tab.prices') }));
  await within(dialog).findByRole('list', { name: t('userDetail.prices') }, LOAD);
  await expect(within(dialog).queryByRole('button', { name: t('userDetail.priceAdd') })).toBeNull();
};

export const ViewOnly: Story = {
  args: { userId: 'student' },
  beforeEach: signedInAs('teacher'),
  play: viewOnlyPlay,
};
