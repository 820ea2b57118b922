import {
  ApiError,
  errorText,
  isApiError,
  LIMITS,
  type Locale,
  ROOM_KIND,
  ROOM_STATE,
  type Room,
  type RoomUser,
  UPLOAD_RULE,
  USER_TYPE,
} from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyReferenceFiles } from '../internal/testing/roomFixtures.ts';
import { dropFiles, MB, sizedFile } from '../internal/testing/storyFiles.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { RoomDetailDialog } from './RoomDetailDialog.tsx';

/** 2026-03-04 10:00: dates of this year show without the year. */
const NOW = () => new Date(2026, 2, 4, 10, 0, 0);

const errorTextIn = (locale: Locale) => (error: unknown) =>
  errorText(isApiError(error) ? error.code : null, { locale });

const room: Room = {
  roomCode: 'R-2026-01',
  roomTitle: '중1 수학 심화',
  roomDesc: '월·수·금 저녁 7시',
  roomType: ROOM_KIND.CLASS,
  template: { templateIdx: 2, templateName: '토론형' },
  showDatetime: '2026-01-05 00:00:00',
  showEndDatetime: '9999-12-31 23:59:59',
  ownerUserIdx: 201,
  ownerUser: { userName: '한지민' },
  roomStatus: ROOM_STATE.USE,
  inviteCode: '482915736',
  roomBookList: [
    {
      bookIdx: 11,
      book: { bookName: '개념편', pageCount: 120 },
      lastReadStart: 3,
      lastReadEnd: 12,
    },
    { bookIdx: 12, book: { bookName: '유형편', pageCount: 80 } },
  ],
};

const students: RoomUser[] = [
  { userIdx: 101, userName: '김민준', userType: USER_TYPE.STUDENT },
  { userIdx: 102, userName: '이서연', userType: USER_TYPE.STUDENT },
  { userIdx: 202, userName: '오현우', userType: USER_TYPE.TEACHER },
];

const files = storyReferenceFiles;

const meta = {
  title: 'Rooms/RoomDetailDialog',
  component: RoomDetailDialog,
  tags: ['locale-sweep'],
  args: {
    open: true,
    onOpenChange: fn(),
    room,
    attendees: { users: students, pageIndex: 0, totalCount: students.length },
    onAttendeesPage: fn(),
    files,
    currentUserIdx: 201,
    onUpload: fn(),
    onDeleteFile: fn(),
    onDownloadFile: fn(),
    errorText: errorTextIn('ko'),
    now: NOW,
  },
  render: (args, context) => (
    <RoomDetailDialog {...args} errorText={errorTextIn(localeOf(context))} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The room detail dialog (screens.md §10): information (use period with unlimited, ' +
          'invite code 3-3-3), books with the last-read range, attendees paged at 1000 (a page ' +
          'control only beyond 1000), reference files: upload by the contract reference-file ' +
          'rule (500 MB each, the listed types; each refused file names the rule), download, and ' +
          'delete by the uploader only, after a confirm.' +
          '\n\n**When to use.** Use it when a user opens a room from its RoomCard, to read its information, books, attendees and reference files. To change the room use RoomFormDialog; to share its invite link as a QR code use QrCodeDialog.' +
          '\n\n**States.** Information, books, attendees one page, attendees paged, files, delete failed, upload refused by rule, upload failed, empty states and fits a phone.',
      },
    },
  },
} satisfies Meta<typeof RoomDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function textsIn(locale: Locale) {
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    info: k('roomDetail.tab.info'),
    books: k('roomDetail.tab.books'),
    attendees: k('roomDetail.tab.attendees'),
    files: k('roomDetail.tab.files'),
    period: k('roomDetail.period'),
    unlimited: k('date.unlimited'),
    kindClass: k(`code.ROOM_KIND.${ROOM_KIND.CLASS}`),
    stateUse: k(`code.ROOM_STATE.${ROOM_STATE.USE}`),
    student: k(`code.USER_TYPE.${USER_TYPE.STUDENT}`),
    lastRead: k('roomDetail.lastRead', { start: 3, end: 12 }),
    notRead: k('roomDetail.notRead'),
    noBooks: k('roomDetail.noBooks'),
    noAttendees: k('roomDetail.noAttendees'),
    noFiles: k('roomDetail.noFiles'),
    total: (count: number) => k('roomDetail.attendeeTotal', { count }),
    pages: k('roomDetail.attendeePages'),
    next: k('pagination.next'),
    download: (name: string) => k('roomDetail.download', { name }),
    deleteFile: (name: string) => k('roomDetail.deleteFile', { name }),
    deleteTitle: k('roomDetail.deleteTitle'),
    deleteConfirm: k('roomDetail.deleteConfirm'),
    choose: k('upload.choose'),
    upload: k('roomDetail.upload'),
    rejected: (name: string, key: string, params?: Record<string, string | number>) =>
      k('upload.rejected', { name, message: k(key, params) }),
  };
}
type Texts = ReturnType<typeof textsIn>;
const textsOf = (context: Pick<StoryContext, 'globals'>): Texts => textsIn(localeOf(context));

const detail = () => screen.findByRole('dialog', { name: room.roomTitle });

/** Information: kind, class type, leader, the unlimited period, state, the invite code 3-3-3. */
export const Information: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const texts = textsOf(context);
    const dialog = await detail();
    await expect(within(dialog).getByRole('tab', { name: texts.info })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const info = within(dialog).getByRole('tabpanel');
    await expect(within(info).getByText('월·수·금 저녁 7시')).toBeVisible();
    await expect(within(info).getByText(texts.kindClass)).toBeVisible();
    await expect(within(info).getByText('토론형')).toBeVisible();
    await expect(within(info).getByText('한지민')).toBeVisible();
    await expect(within(info).getByText(texts.stateUse)).toBeVisible();
    await expect(within(info).getByText('482-915-736')).toBeVisible();
    const period = info.querySelector('[data-slot="room-detail-period"]');
    await expect(period).toHaveTextContent(`01.05 ~ ${texts.unlimited}`);
  },
};

/** Books: each with its pages and last-read range, or "not read yet". */
export const Books: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    await userEvent.click(within(dialog).getByRole('tab', { name: texts.books }));
    const panel = within(dialog).getByRole('tabpanel');
    await expect(within(panel).getByText('개념편')).toBeVisible();
    await expect(within(panel).getByText(new RegExp(texts.lastRead))).toBeVisible();
    await expect(within(panel).getByText(new RegExp(texts.notRead))).toBeVisible();
  },
};

/** One page of attendees: names and types, no page control. */
export const AttendeesOnePage: Story = {
  args: { defaultTab: 'attendees' },
  play: async (context) => {
    const texts = textsOf(context);
    const dialog = await detail();
    const panel = within(dialog).getByRole('tabpanel');
    await expect(within(panel).getByText(texts.total(3))).toBeVisible();
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(panel).getAllByText(texts.student)).toHaveLength(2);
    await expect(within(panel).queryByRole('navigation', { name: texts.pages })).toBeNull();
  },
};

const manyAttendees: RoomUser[] = Array.from({ length: LIMITS.PAGE_SIZE.ROOM_USERS }, (_, i) => ({
  userIdx: 10000 + i,
  userName: `학생 ${i + 1}`,
  userType: USER_TYPE.STUDENT,
}));

/** More than 1000 attendees: the page control appears and asks for the next page. */
export const AttendeesPaged: Story = {
  args: {
    defaultTab: 'attendees',
    attendees: { users: manyAttendees, pageIndex: 0, totalCount: 2345 },
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    const panel = within(dialog).getByRole('tabpanel');
    await expect(within(panel).getByText(texts.total(2345))).toBeVisible();
    const pages = within(panel).getByRole('navigation', { name: texts.pages });
    await expect(within(pages).getByRole('button', { name: '3' })).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: texts.next }));
    await expect(args.onAttendeesPage).toHaveBeenCalledWith(1);
  },
};

/**
 * Reference files: name, size, uploader and date; download for every file, delete only for the
 * user's own file, after a confirm.
 */
export const Files: Story = {
  args: { defaultTab: 'files' },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    const panel = within(dialog).getByRole('tabpanel');
    await expect(within(panel).getByText('1.5 MB')).toBeVisible();
    await expect(within(panel).getByText('03.02 09:10')).toBeVisible();
    await expect(within(panel).getByText('25.12.20 18:00')).toBeVisible();
    await expect(
      within(panel).queryByRole('button', { name: texts.deleteFile('오답 정리.hwp') }),
    ).toBeNull();
    await userEvent.click(
      within(panel).getByRole('button', { name: texts.download('오답 정리.hwp') }),
    );
    await expect(args.onDownloadFile).toHaveBeenCalledWith(files[1]);

    await userEvent.click(
      within(panel).getByRole('button', { name: texts.deleteFile('3월 진도표.pdf') }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: texts.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: texts.deleteConfirm }));
    await expect(args.onDeleteFile).toHaveBeenCalledWith(files[0]);
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: texts.deleteTitle })).toBeNull(),
    );
  },
};

/** A failed delete keeps the confirm open with the app's text of the error code. */
export const DeleteFailed: Story = {
  args: {
    defaultTab: 'files',
    onDeleteFile: fn(() =>
      Promise.reject(
        new ApiError({ kind: 'status', status: 404, code: 'WB-404-102', endpoint: 'meetFile.DEL' }),
      ),
    ),
  },
  play: async (context) => {
    const { userEvent } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    await userEvent.click(
      within(dialog).getByRole('button', { name: texts.deleteFile('3월 진도표.pdf') }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: texts.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: texts.deleteConfirm }));
    await expect(
      await within(confirm).findByText(errorText('WB-404-102', { locale: localeOf(context) })),
    ).toBeVisible();
  },
};

/**
 * Upload by the reference-file rule: a file over 500 MB and an .exe are refused, each named
 * with the rule it broke; the valid one is uploaded and the chosen list empties.
 */
export const UploadRefusedByRule: Story = {
  args: { defaultTab: 'files' },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    const upload = within(dialog).getByRole('button', { name: texts.upload });
    await expect(upload).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText(texts.choose), [
      sizedFile('수업 영상.zip', UPLOAD_RULE.reference.maxFileBytes + 1),
      sizedFile('활동지.pdf', 2 * MB),
    ]);
    const rejections = dialog.querySelector('[data-slot="upload-rejections"]') as HTMLElement;
    await waitFor(() =>
      expect(rejections).toHaveTextContent(
        texts.rejected('수업 영상.zip', 'valid.fileSize', { max: '500 MB' }),
      ),
    );
    // The chooser offers the rule's types only; a drop brings anything.
    const zone = dialog.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement;
    await dropFiles(zone, [sizedFile('setup.exe', 1000)]);
    await waitFor(() =>
      expect(rejections).toHaveTextContent(
        texts.rejected('setup.exe', 'valid.fileExtension', {
          list: UPLOAD_RULE.reference.extensions.join(', '),
        }),
      ),
    );
    await expect(within(dialog).getByText('활동지.pdf')).toBeVisible();
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledWith([
      expect.objectContaining({ name: '활동지.pdf' }),
    ]);
    await waitFor(() => expect(within(dialog).queryByText('활동지.pdf')).toBeNull());
  },
};

/** A failed upload keeps the chosen files and shows the app's text of the error code. */
export const UploadFailed: Story = {
  args: {
    defaultTab: 'files',
    onUpload: fn(() =>
      Promise.reject(
        new ApiError({ kind: 'status', status: 400, code: 'WB-400-402', endpoint: 'meetFile.ADD' }),
      ),
    ),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    await userEvent.upload(within(dialog).getByLabelText(texts.choose), sizedFile('a.pdf', 1000));
    // Upload is enabled once the file's bytes are checked and it is listed (defect
    // uploadClickedBeforeChecked, as in ReferenceFiles' UploadFailed).
    await within(dialog).findByText('a.pdf');
    const upload = within(dialog).getByRole('button', { name: texts.upload });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expect(
      await within(dialog).findByText(errorText('WB-400-402', { locale: localeOf(context) })),
    ).toBeVisible();
    await expect(within(dialog).getByText('a.pdf')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** A room with no books, no attendees and no files: each tab says so. */
export const EmptyStates: Story = {
  args: {
    room: { ...room, roomBookList: [], roomDesc: '', inviteCode: null },
    attendees: { users: [], pageIndex: 0, totalCount: 0 },
    files: [],
  },
  play: async (context) => {
    const { userEvent } = context;
    const texts = textsOf(context);
    const dialog = await detail();
    await userEvent.click(within(dialog).getByRole('tab', { name: texts.books }));
    await expect(within(dialog).getByText(texts.noBooks)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: texts.attendees }));
    await expect(within(dialog).getByText(texts.noAttendees)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: texts.files }));
    await expect(within(dialog).getByText(texts.noFiles)).toBeVisible();
  },
};

/** On a phone the dialog is a full-screen sheet and nothing scrolls sideways. */
export const FitsAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultTab: 'files' },
  play: async () => {
    const dialog = await detail();
    // A full-screen sheet (foundation.md §9: mobile up to 576 px).
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // A 390 px phone: the sheet narrowed to it still needs no sideways scroll.
    dialog.style.inlineSize = '390px';
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(390));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    for (const button of within(dialog).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};
