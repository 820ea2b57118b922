import {
  addDays,
  BOARD_TYPE,
  formatWireDate,
  type Locale,
  signatureOf,
  type TextParams,
} from '@platform/contract';
import { db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { lastSavedFile } from '../../shared/saveFile.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { dialogFocusSettled } from '../../testing/dialogFocus.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';

/** The wait for what loads: lazy modules, the editor and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

const meta = {
  title: 'Screens/Boards',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  render: atPath('/demo/manage/notice/list'),
  // The demo admin, a board manager (admins and operators write, screens.md §6).
  beforeEach: signedInAs('admin'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The boards (manage/notice/list and manage/board/list, screens.md §10 "Boards"): a ' +
          'searchable list, 30 a page; the detail with the sanitised viewer, the attachments and ' +
          'the read count; one form registers and modifies (title and content required, a ' +
          'publishing period from today to one year ahead, up to five attachments), with a ' +
          'confirm before saving and before deleting. Admins and operators write; other users ' +
          'with manage access read. The board lists posts and inquiries by a type filter; ' +
          'inquiries are read and removed there. Played against the mock backend.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];
type UserEvents = PlayContext['userEvent'];

const textsOf = (locale: Locale) => (key: string, params?: TextParams) =>
  textOf(locale, key, params);

/** Seeded notices (mocks/src/db/areas/boards.ts). */
const HOLIDAY = '추석 연휴 휴강 안내';
const HOLIDAY_FILE = '휴강 및 보충 수업 일정.pdf';
const ENROLMENT = '2학기 수강 신청 안내';
const MAINTENANCE = '서버 점검 안내';
const SEEDED_NOTICES = 8;

const table = (locale: Locale, key = 'boards.table.notice') =>
  screen.findByRole('table', { name: textsOf(locale)(key) }, LOAD);

/** The list has finished fetching (busy rows are dimmed, which axe would rightly flag). */
async function listSettled(locale: Locale, key = 'boards.table.notice') {
  const list = await table(locale, key);
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), LOAD);
  return list;
}

/** A row by its post's title, the table looked up again on each try. */
async function rowOf(locale: Locale, title: string, key = 'boards.table.notice') {
  const cell = await waitFor(
    () =>
      within(screen.getByRole('table', { name: textsOf(locale)(key) })).getByRole('rowheader', {
        name: title,
      }),
    LOAD,
  );
  return cell.closest('tr') as HTMLElement;
}

/** A dialog once it holds the focus for good. */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, LOAD);
  await dialogFocusSettled(dialog);
  return dialog;
}

async function openDetail(userEvent: UserEvents, locale: Locale, title: string, key?: string) {
  const row = await rowOf(locale, title, key);
  await userEvent.click(within(row).getByRole('rowheader'));
  const dialog = await dialogNamed(title);
  await within(dialog).findByText(textsOf(locale)('boards.detail.author'), {}, LOAD);
  return dialog;
}

const noticeOf = (title: string) =>
  db.boards.find((post) => post.boardType === BOARD_TYPE.NOTICE && post.title === title);

// --- the list ---

const listPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  await expect(
    await screen.findByRole('heading', { level: 1, name: tx('boards.notice.title') }, LOAD),
  ).toBeVisible();
  const list = await listSettled(locale);
  await waitFor(
    () => expect(within(list).getAllByRole('rowheader')).toHaveLength(SEEDED_NOTICES),
    LOAD,
  );
  // A manager is offered the editor, and the way to the board.
  await expect(screen.getByRole('button', { name: tx('boards.registerNotice') })).toBeVisible();
  const nav = screen.getByRole('navigation', { name: tx('boards.nav') });
  await expect(within(nav).getByRole('link', { name: tx('boards.notice.title') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The period shows for a notice that has one, a dash for one without.
  const holiday = await rowOf(locale, HOLIDAY);
  await expect(within(holiday).getByText(/~/)).toBeVisible();
  // The keyword narrows the list (sent on Enter at once).
  await userEvent.type(screen.getByRole('searchbox', { name: tx('boards.search') }), '점검{Enter}');
  await waitFor(() => expect(within(list).getAllByRole('rowheader')).toHaveLength(1), LOAD);
  await rowOf(locale, MAINTENANCE);
  await listSettled(locale);
};

export const NoticeList: Story = { tags: ['brand-sweep'], play: listPlay };

const noResultPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  await listSettled(locale);
  await userEvent.type(
    screen.getByRole('searchbox', { name: tx('boards.search') }),
    '없는 공지{Enter}',
  );
  await expect(
    await screen.findByText(tx('boards.noResults', { keyword: '없는 공지' }), {}, LOAD),
  ).toBeVisible();
  await listSettled(locale);
};

export const SearchWithoutResult: Story = { play: noResultPlay };

const emptyPlay: Play = async ({ globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  await expect(await screen.findByText(tx('boards.empty.notice.title'), {}, LOAD)).toBeVisible();
  await expect(screen.getByText(tx('boards.empty.description.manager'))).toBeVisible();
};

export const Empty: Story = {
  beforeEach: async () => {
    db.boards = db.boards.filter((post) => post.boardType !== BOARD_TYPE.NOTICE);
  },
  play: emptyPlay,
};

const loadErrorPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  scenario.forceError('board.LIST', 'WB-500-001');
  await expect(
    await screen.findByText(textOf(locale, 'error.default', { code: 'WB-500-001' }), {}, LOAD),
  ).toBeVisible();
  scenario.clearError('board.LIST');
  await userEvent.click(screen.getByRole('button', { name: textOf(locale, 'table.retry') }));
  await rowOf(locale, HOLIDAY);
  await listSettled(locale);
};

export const LoadError: Story = { play: loadErrorPlay };

// --- the detail ---

const detailPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const before = noticeOf(HOLIDAY)?.readCount ?? 0;
  const dialog = await openDetail(userEvent, locale, HOLIDAY);
  // The content through the viewer, the author, and the reading counted once.
  await expect(
    within(dialog).getByText('추석 연휴 기간에는 모든 수업이 휴강합니다.'),
  ).toBeVisible();
  await expect(within(dialog).getByText('정하늘')).toBeVisible();
  await waitFor(() =>
    expect(dialog.querySelector('[data-slot="board-read-count"]')).toHaveTextContent(
      String(before + 1),
    ),
  );
  // The attachment downloads in two steps, under its name.
  const saved = lastSavedFile();
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: tx('attachments.download', { name: HOLIDAY_FILE }),
    }),
  );
  await waitFor(() => expect(lastSavedFile()).not.toBe(saved), LOAD);
  await expect(lastSavedFile()?.fileName).toBe(HOLIDAY_FILE);
  // A manager may modify and delete.
  await expect(
    within(dialog).getByRole('button', { name: tx('boards.detail.modify') }),
  ).toBeVisible();
  await expect(
    within(dialog).getByRole('button', { name: tx('boards.detail.remove') }),
  ).toBeVisible();
  // Closed, the list shows the new count.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  // The read count is the row's last cell.
  await waitFor(async () => {
    const cells = (await rowOf(locale, HOLIDAY)).querySelectorAll('td');
    expect(cells[cells.length - 1]).toHaveTextContent(String(before + 1));
  }, LOAD);
  await listSettled(locale);
};

export const Detail: Story = { play: detailPlay };

// --- register, validation, modify, delete ---

async function openRegister(userEvent: UserEvents, locale: Locale) {
  const tx = textsOf(locale);
  await listSettled(locale);
  await userEvent.click(screen.getByRole('button', { name: tx('boards.registerNotice') }));
  const dialog = await dialogNamed(tx('boards.form.registerNotice'));
  // The editor's chunk has arrived.
  await within(dialog).findByRole('textbox', { name: tx('boards.form.content') }, LOAD);
  return dialog;
}

const writingArea = (dialog: HTMLElement, locale: Locale) =>
  within(dialog).getByRole('textbox', { name: textsOf(locale)('boards.form.content') });

const registerPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const toasts = watchToasts();
  const dialog = await openRegister(userEvent, locale);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: new RegExp(tx('boards.form.title')) }),
    '겨울 방학 보충 수업',
  );
  await userEvent.click(writingArea(dialog, locale));
  await userEvent.keyboard('Classes resume on Monday.');
  // The period: today to a week ahead, offered when switched on.
  await userEvent.click(within(dialog).getByRole('switch', { name: tx('boards.form.usePeriod') }));
  await expect(within(dialog).getByRole('group', { name: tx('boards.form.period') })).toBeVisible();
  const file = new File([signatureOf('pdf'), 'plan'], '보충 수업 계획.pdf', {
    type: 'application/pdf',
  });
  await userEvent.upload(within(dialog).getByLabelText(textOf(locale, 'upload.choose')), file);
  await expect(await within(dialog).findByText('보충 수업 계획.pdf')).toBeVisible();
  await userEvent.click(
    within(dialog).getByRole('button', { name: tx('boards.form.submitRegister') }),
  );
  // Asked before saving.
  const confirm = await screen.findByRole('alertdialog', {}, LOAD);
  await expect(within(confirm).getByText(tx('boards.form.confirmTitle'))).toBeVisible();
  await userEvent.click(within(confirm).getByRole('button', { name: tx('boards.form.confirm') }));
  await toasts.says(tx('boards.registered', { title: '겨울 방학 보충 수업' }));
  await rowOf(locale, '겨울 방학 보충 수업');
  const stored = noticeOf('겨울 방학 보충 수업');
  const today = new Date();
  await expect(stored?.publishStartDatetime).toBe(`${formatWireDate(today)} 00:00:00`);
  await expect(stored?.publishEndDatetime).toBe(`${formatWireDate(addDays(today, 7))} 23:59:59`);
  await expect(stored?.content).toContain('Classes resume on Monday.');
  await expect(stored?.fileList.map((attached) => attached.orgFileName)).toEqual([
    '보충 수업 계획.pdf',
  ]);
  await listSettled(locale);
};

export const Register: Story = { play: registerPlay };

const requiredPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const dialog = await openRegister(userEvent, locale);
  const count = db.boards.length;
  await userEvent.click(
    within(dialog).getByRole('button', { name: tx('boards.form.submitRegister') }),
  );
  // Title and content are both asked for; nothing is asked or sent.
  const required = textOf(locale, 'valid.required');
  await waitFor(() => expect(within(dialog).getAllByText(required)).toHaveLength(2));
  await expect(writingArea(dialog, locale)).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.queryByRole('alertdialog')).toBeNull();
  await expect(db.boards.length).toBe(count);
};

export const TitleAndContentRequired: Story = { play: requiredPlay };

const periodPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const dialog = await openRegister(userEvent, locale);
  const count = db.boards.length;
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: new RegExp(tx('boards.form.title')) }),
    '기간 확인',
  );
  await userEvent.click(writingArea(dialog, locale));
  await userEvent.keyboard('Body');
  await userEvent.click(within(dialog).getByRole('switch', { name: tx('boards.form.usePeriod') }));
  const period = within(dialog).getByRole('group', { name: tx('boards.form.period') });
  const start = within(period).getByLabelText(textOf(locale, 'dates.range.start'));
  const end = within(period).getByLabelText(textOf(locale, 'dates.range.end'));
  const today = new Date();
  // The start after the end: the picker says so, and the form will not save.
  fireEvent.change(start, { target: { value: formatWireDate(addDays(today, 5)) } });
  fireEvent.change(end, { target: { value: formatWireDate(addDays(today, 2)) } });
  await expect(await within(period).findByText(textOf(locale, 'valid.dateOrder'))).toBeVisible();
  await userEvent.click(
    within(dialog).getByRole('button', { name: tx('boards.form.submitRegister') }),
  );
  await expect(screen.queryByRole('alertdialog')).toBeNull();
  // Before today is refused by the picker itself (today to one year ahead).
  fireEvent.change(start, { target: { value: formatWireDate(addDays(today, -1)) } });
  await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
  await expect(db.boards.length).toBe(count);
};

export const PeriodErrors: Story = { play: periodPlay };

const modifyPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const toasts = watchToasts();
  const detail = await openDetail(userEvent, locale, HOLIDAY);
  await userEvent.click(within(detail).getByRole('button', { name: tx('boards.detail.modify') }));
  const dialog = await dialogNamed(tx('boards.form.modifyTitle', { title: HOLIDAY }));
  await within(dialog).findByRole('textbox', { name: tx('boards.form.content') }, LOAD);
  const title = within(dialog).getByRole('textbox', { name: new RegExp(tx('boards.form.title')) });
  await expect(title).toHaveValue(HOLIDAY);
  // The saved period is on, and the saved file is kept until removed.
  await expect(
    within(dialog).getByRole('switch', { name: tx('boards.form.usePeriod') }),
  ).toBeChecked();
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: tx('boards.form.removeFile', { name: HOLIDAY_FILE }),
    }),
  );
  await expect(within(dialog).queryByText(HOLIDAY_FILE)).toBeNull();
  await userEvent.clear(title);
  await userEvent.type(title, '추석 연휴 휴강 및 보충 안내');
  await userEvent.click(
    within(dialog).getByRole('button', { name: tx('boards.form.submitModify') }),
  );
  const confirm = await screen.findByRole('alertdialog', {}, LOAD);
  await userEvent.click(within(confirm).getByRole('button', { name: tx('boards.form.confirm') }));
  await toasts.says(textOf(locale, 'toast.saved'));
  await rowOf(locale, '추석 연휴 휴강 및 보충 안내');
  const stored = noticeOf('추석 연휴 휴강 및 보충 안내');
  await expect(stored?.fileList).toEqual([]);
  // The start it had, before today, is kept with its time.
  await expect(typeof stored?.publishStartDatetime === 'string').toBe(true);
  await expect(String(stored?.publishStartDatetime)).toMatch(/ 09:00:00$/);
  await listSettled(locale);
};

export const Modify: Story = { play: modifyPlay };

const deletePlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const toasts = watchToasts();
  const dialog = await openDetail(userEvent, locale, ENROLMENT);
  await userEvent.click(within(dialog).getByRole('button', { name: tx('boards.detail.remove') }));
  const confirm = await screen.findByRole('alertdialog', {}, LOAD);
  await expect(
    within(confirm).getByText(tx('boards.remove.title', { title: ENROLMENT })),
  ).toBeVisible();
  await userEvent.click(within(confirm).getByRole('button', { name: tx('boards.detail.remove') }));
  await toasts.says(tx('boards.removed', { title: ENROLMENT }));
  // Deleting closes the view.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  const list = await listSettled(locale);
  await waitFor(
    () => expect(within(list).getAllByRole('rowheader')).toHaveLength(SEEDED_NOTICES - 1),
    LOAD,
  );
  await expect(noticeOf(ENROLMENT)).toBeUndefined();
};

export const DeleteFromDetail: Story = { play: deletePlay };

/** The server refuses an attachment the form let through (here forced): the error modal says why. */
const uploadRefusedPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  const dialog = await openRegister(userEvent, locale);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: new RegExp(tx('boards.form.title')) }),
    '첨부 확인',
  );
  await userEvent.click(writingArea(dialog, locale));
  await userEvent.keyboard('Body');
  scenario.forceError('board.SAVE', 'WB-400-401');
  await userEvent.click(
    within(dialog).getByRole('button', { name: tx('boards.form.submitRegister') }),
  );
  const confirm = await screen.findByRole('alertdialog', {}, LOAD);
  await userEvent.click(within(confirm).getByRole('button', { name: tx('boards.form.confirm') }));
  // The error modal names the refusal with its code; the form keeps what was typed.
  await waitFor(() => {
    const modal = screen
      .getAllByRole('alertdialog')
      .find((candidate) => candidate.textContent?.includes('WB-400-401'));
    expect(modal).toBeDefined();
  }, LOAD);
  scenario.clearError('board.SAVE');
  // Dismissed, it leaves the form as it was.
  await userEvent.click(screen.getByRole('button', { name: tx('errorModal.confirm') }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
  await expect(
    within(dialog).getByRole('textbox', { name: new RegExp(tx('boards.form.title')) }),
  ).toHaveValue('첨부 확인');
  await expect(writingArea(dialog, locale)).toHaveTextContent('Body');
};

export const UploadRefusedByServer: Story = { play: uploadRefusedPlay };

// --- readers, and the board with its type filter ---

const readerPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  await listSettled(locale);
  await expect(screen.queryByRole('button', { name: tx('boards.registerNotice') })).toBeNull();
  const dialog = await openDetail(userEvent, locale, HOLIDAY);
  await expect(
    within(dialog).queryByRole('button', { name: tx('boards.detail.modify') }),
  ).toBeNull();
  await expect(
    within(dialog).queryByRole('button', { name: tx('boards.detail.remove') }),
  ).toBeNull();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  await listSettled(locale);
};

/** A teacher has manage access and reads the notices, but writes none (screens.md §6). */
export const TeacherReadsOnly: Story = { beforeEach: signedInAs('teacher'), play: readerPlay };

const boardPlay: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const tx = textsOf(locale);
  await expect(
    await screen.findByRole('heading', { level: 1, name: tx('boards.board.title') }, LOAD),
  ).toBeVisible();
  const posts = await listSettled(locale, 'boards.table.board');
  // 34 posts: the first page holds 30.
  await waitFor(() => expect(within(posts).getAllByRole('rowheader')).toHaveLength(30), LOAD);
  await expect(screen.getByRole('button', { name: tx('boards.register') })).toBeVisible();
  // The type filter: inquiries are read and removed here, never written.
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: tx('boards.type') }),
    String(BOARD_TYPE.INQUIRY),
  );
  const inquiries = await listSettled(locale, 'boards.table.inquiries');
  await waitFor(() => expect(within(inquiries).getAllByRole('rowheader')).toHaveLength(6), LOAD);
  await expect(screen.queryByRole('button', { name: tx('boards.register') })).toBeNull();
  const title = '결제 영수증 발급 문의';
  const dialog = await openDetail(userEvent, locale, title, 'boards.table.inquiries');
  await expect(
    within(dialog).queryByRole('button', { name: tx('boards.detail.modify') }),
  ).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: tx('boards.detail.remove') }));
  const confirm = await screen.findByRole('alertdialog', {}, LOAD);
  await userEvent.click(within(confirm).getByRole('button', { name: tx('boards.detail.remove') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('table', { name: tx('boards.table.inquiries') })).getAllByRole(
          'rowheader',
        ),
      ).toHaveLength(5),
    LOAD,
  );
  await listSettled(locale, 'boards.table.inquiries');
};

export const BoardTypeFilter: Story = {
  render: atPath('/demo/manage/board/list'),
  play: boardPlay,
};
