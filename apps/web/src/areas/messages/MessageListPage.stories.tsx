import { db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { lastSavedFile } from '../../shared/saveFile.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { codeTextOf, localeOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';
import {
  demoUser,
  footerClose,
  LOAD,
  listSettled,
  openMessage,
  rowOf,
  SEED,
  seededMessage,
  tableOf,
  textsIn,
  titleWeight,
  toastsGone,
} from './storyMessages.ts';

const meta = {
  title: 'Screens/Messages',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  render: atPath('/demo/message/recv/list'),
  // The demo teacher: an unread message, more than a page in each box, a draft; manage access.
  beforeEach: signedInAs('teacher'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The message screens (message/recv/list and message/send/list, and the pair under ' +
          '/manage; screens.md §10 Messages, §4, §5, §6): the received and sent boxes as tabs, 10 a ' +
          'page with "load more", the keyword search for managers only, delete one or many, the ' +
          'view popup (a received message opened is read: its bold title turns plain and the ' +
          'header’s unread mark goes), attachments by the two-step download. Played against the ' +
          'mock backend by the demo teacher.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const BOLD = 600;

/**
 * The received box: the unread message's title is bold and the header says there is one; opened,
 * it is read on the server, its title turns plain and the header's mark goes.
 */
const receivedPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  await expect(
    await screen.findByRole('heading', { level: 1, name: tx('messages.title') }, LOAD),
  ).toBeVisible();
  const boxes = screen.getByRole('navigation', { name: tx('messages.boxes') });
  await expect(
    within(boxes).getByRole('link', { name: tx('code.MESSAGE_MODE.recv') }),
  ).toHaveAttribute('aria-current', 'page');
  const header = await screen.findByRole('link', { name: tx('frame.header.messagesUnread') }, LOAD);
  await expect(header).toBeVisible();
  const unreadRow = await rowOf(tx, 'recv', SEED.unread);
  await expect(titleWeight(unreadRow)).toBeGreaterThanOrEqual(BOLD);
  // The row says it in words too, for those who do not see the weight.
  await expect(within(unreadRow).getByRole('rowheader')).toHaveAccessibleName(
    new RegExp(tx('messages.unread')),
  );
  await expect(within(unreadRow).getByText(demoUser('operator').userName)).toBeVisible();
  const readRow = await rowOf(tx, 'recv', SEED.question);
  await expect(titleWeight(readRow)).toBeLessThan(BOLD);

  const dialog = await openMessage(userEvent, tx, 'recv', SEED.unread);
  await expect(
    within(dialog).getByText('이번 주 목요일 수업은 오후 7시에 시작합니다.'),
  ).toBeVisible();
  await expect(
    within(dialog).getByRole('button', { name: tx('messages.view.reply') }),
  ).toBeVisible();
  await userEvent.click(footerClose(tx, dialog));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Read now: on the server, in the list and in the header.
  const message = seededMessage(SEED.unread, 'operator');
  const me = demoUser('teacher').userIdx;
  await expect(
    message.receiverList.find((row) => row.receiverIdx === me)?.readDatetime,
  ).toBeTruthy();
  await waitFor(
    async () => expect(titleWeight(await rowOf(tx, 'recv', SEED.unread))).toBeLessThan(BOLD),
    LOAD,
  );
  await expect(
    await screen.findByRole('link', { name: tx('frame.header.messages') }, LOAD),
  ).toBeVisible();
  await listSettled(tx, 'recv');
};

export const ReceivedUnread: Story = { tags: ['brand-sweep'], play: receivedPlay };

/** The sent box: each message says how many of its receivers read it; the draft is marked. */
const sentPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const sent = seededMessage(SEED.testRange, 'teacher');
  const read = sent.receiverList.filter((row) => row.readDatetime).length;
  const row = await rowOf(tx, 'send', SEED.testRange);
  await expect(
    within(row).getByText(tx('messages.readCount', { read, total: sent.receiverList.length })),
  ).toBeVisible();
  await expect(within(row).getByText(tx('messages.attachments', { count: 1 }))).toBeVisible();
  const draft = await rowOf(tx, 'send', SEED.draft);
  await expect(within(draft).getByText(tx('messages.draft'))).toBeVisible();
  // The view lists every receiver with a read mark or "not read yet".
  const dialog = await openMessage(userEvent, tx, 'send', SEED.testRange);
  const receivers = dialog.querySelector('[data-slot="message-receivers"]') as HTMLElement;
  await expect(within(receivers).getAllByRole('listitem')).toHaveLength(sent.receiverList.length);
  await expect(within(receivers).getAllByText(new RegExp(tx('messages.view.read')))).toHaveLength(
    read,
  );
  if (read < sent.receiverList.length) {
    await expect(
      within(receivers).getAllByText(new RegExp(tx('messages.view.notRead'))),
    ).toHaveLength(sent.receiverList.length - read);
  }
  await expect(
    within(dialog).getByRole('button', { name: tx('messages.view.resend') }),
  ).toBeVisible();
  await expect(
    within(dialog).queryByRole('button', { name: tx('messages.view.reply') }),
  ).toBeNull();
};

export const SentReadMarks: Story = {
  render: atPath('/demo/message/send/list'),
  play: sentPlay,
};

/** Tabs: the sent box is a page of its own, reached from the received one. */
export const SwitchBoxes: Story = {
  play: async ({ userEvent, globals }) => {
    const tx = textsIn(localeOf({ globals }));
    await rowOf(tx, 'recv', SEED.unread);
    const boxes = screen.getByRole('navigation', { name: tx('messages.boxes') });
    await userEvent.click(within(boxes).getByRole('link', { name: tx('code.MESSAGE_MODE.send') }));
    await rowOf(tx, 'send', SEED.draft);
    await expect(
      within(screen.getByRole('navigation', { name: tx('messages.boxes') })).getByRole('link', {
        name: tx('code.MESSAGE_MODE.send'),
      }),
    ).toHaveAttribute('aria-current', 'page');
    await listSettled(tx, 'send');
  },
};

/** Ten a page: "load more" adds the next ten, then says nothing more is left. */
const loadMorePlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const me = demoUser('teacher').userIdx;
  const total = db.messages.filter(
    (message) =>
      message.receiverList.some((row) => row.receiverIdx === me) && message.messageStatus === 2,
  ).length;
  await expect(total).toBeGreaterThan(10);
  const table = await listSettled(tx, 'recv');
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10), LOAD);
  await userEvent.click(screen.getByRole('button', { name: tx('loadMore.button') }));
  await waitFor(
    () => expect(within(table).getAllByRole('rowheader')).toHaveLength(Math.min(total, 20)),
    LOAD,
  );
  if (total <= 20) {
    await expect(await screen.findByText(tx('loadMore.end'), {}, LOAD)).toBeVisible();
  }
  await listSettled(tx, 'recv');
};

export const LoadMore: Story = { play: loadMorePlay };

/** A manager searches by keyword (title, contents or name); nothing found says so. */
const searchPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const table = await listSettled(tx, 'recv');
  const search = screen.getByRole('searchbox', { name: tx('messages.search') });
  await userEvent.type(search, '이차방정식{Enter}');
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1), LOAD);
  await rowOf(tx, 'recv', SEED.question);
  await userEvent.clear(search);
  await userEvent.type(search, 'zzzz{Enter}');
  await expect(
    await screen.findByText(tx('messages.noResults', { keyword: 'zzzz' }), {}, LOAD),
  ).toBeVisible();
};

export const KeywordSearch: Story = { play: searchPlay };

/** The manage area's pair: the same boxes for a user with manage access. */
export const ManageArea: Story = {
  render: atPath('/demo/manage/message/send/list'),
  play: async ({ globals }) => {
    const tx = textsIn(localeOf({ globals }));
    await rowOf(tx, 'send', SEED.testRange);
    const boxes = screen.getByRole('navigation', { name: tx('messages.boxes') });
    await expect(
      within(boxes).getByRole('link', { name: tx('code.MESSAGE_MODE.recv') }),
    ).toHaveAttribute('href', '/demo/manage/message/recv/list');
    await expect(screen.getByRole('searchbox', { name: tx('messages.search') })).toBeVisible();
    await listSettled(tx, 'send');
  },
};

/** A student has no keyword search (screens.md §6 "Message keyword search for manager only"). */
export const StudentWithoutSearch: Story = {
  beforeEach: signedInAs('student'),
  play: async ({ globals }) => {
    const tx = textsIn(localeOf({ globals }));
    await rowOf(tx, 'recv', SEED.testRange);
    await expect(screen.queryByRole('searchbox', { name: tx('messages.search') })).toBeNull();
    await listSettled(tx, 'recv');
  },
};

/** Delete one from the view popup, after a confirmation; the other side keeps its copy. */
const deleteOnePlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const dialog = await openMessage(userEvent, tx, 'recv', SEED.question);
  await userEvent.click(within(dialog).getByRole('button', { name: tx('messages.view.delete') }));
  const confirm = await screen.findByRole('alertdialog', {
    name: tx('messages.deleteTitle', { count: 1 }),
  });
  await userEvent.click(
    within(confirm).getByRole('button', { name: tx('messages.deleteConfirm') }),
  );
  await toasts.says(tx('messages.deleted', { count: 1 }));
  const table = await listSettled(tx, 'recv');
  await waitFor(() =>
    expect(within(table).queryByRole('rowheader', { name: new RegExp(SEED.question) })).toBeNull(),
  );
  // Out of the teacher's box only: the student's sent box keeps it.
  const message = seededMessage(SEED.question, 'student');
  await expect(message.senderDeleted ?? false).toBe(false);
  await expect(message.receiverList[0]?.deleted).toBe(true);
};

export const DeleteOne: Story = { play: deleteOnePlay };

/** Select several, delete them together after a confirmation. */
const deleteManyPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const table = await listSettled(tx, 'send');
  const deleteSelected = screen.getByRole('button', { name: tx('messages.deleteSelected') });
  await expect(deleteSelected).toBeDisabled();
  const titles = [SEED.testRange, SEED.draft];
  for (const title of titles) {
    const row = await rowOf(tx, 'send', title);
    await userEvent.click(
      within(row).getByRole('checkbox', { name: tx('table.selectRow', { label: title }) }),
    );
  }
  await expect(deleteSelected).toBeEnabled();
  await userEvent.click(deleteSelected);
  const confirm = await screen.findByRole('alertdialog', {
    name: tx('messages.deleteTitle', { count: 2 }),
  });
  await userEvent.click(
    within(confirm).getByRole('button', { name: tx('messages.deleteConfirm') }),
  );
  await toasts.says(tx('messages.deleted', { count: 2 }));
  await waitFor(() => {
    for (const title of titles) {
      expect(within(table).queryByRole('rowheader', { name: new RegExp(title) })).toBeNull();
    }
  }, LOAD);
  // The draft is gone for good; the sent message leaves the teacher's box only.
  await expect(db.messages.some((message) => message.title === SEED.draft)).toBe(false);
  await expect(seededMessage(SEED.testRange, 'teacher').senderDeleted).toBe(true);
  await toastsGone();
  await listSettled(tx, 'send');
};

export const DeleteMany: Story = {
  render: atPath('/demo/message/send/list'),
  play: deleteManyPlay,
};

/** An attachment downloads in two steps (file info, then the file) under its own name. */
const downloadPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const dialog = await openMessage(userEvent, tx, 'send', SEED.testRange);
  const before = lastSavedFile();
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: tx('attachments.download', { name: SEED.testRangeFile }),
    }),
  );
  await waitFor(() => expect(lastSavedFile()).not.toBe(before), LOAD);
  await expect(lastSavedFile()?.fileName).toBe(SEED.testRangeFile);
  await expect(lastSavedFile()?.blob.size).toBeGreaterThan(0);
};

export const DownloadAttachment: Story = {
  render: atPath('/demo/message/send/list'),
  play: downloadPlay,
};

/** A download the server refuses says why, and the popup stays. */
export const DownloadFailed: Story = {
  render: atPath('/demo/message/send/list'),
  play: async ({ userEvent, globals }) => {
    const locale = localeOf({ globals });
    const tx = textsIn(locale);
    const dialog = await openMessage(userEvent, tx, 'send', SEED.testRange);
    scenario.forceError('message.GET_FILE', 'WB-404-102');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: tx('attachments.download', { name: SEED.testRangeFile }),
      }),
    );
    const expected = `${SEED.testRangeFile}: ${tx('attachments.downloadFailed', {
      reason: codeTextOf(locale, 'WB-404-102'),
    })}`;
    await waitFor(() => expect(dialog).toHaveTextContent(expected), LOAD);
    await expect(footerClose(tx, dialog)).toBeVisible();
    scenario.clearError('message.GET_FILE');
  },
};

/** Empty boxes say so, each in its own words. */
export const EmptyBoxes: Story = {
  beforeEach: async () => {
    db.messages.length = 0;
  },
  play: async ({ userEvent, globals }) => {
    const tx = textsIn(localeOf({ globals }));
    await expect(await screen.findByText(tx('messages.empty.received'), {}, LOAD)).toBeVisible();
    await expect(screen.getByText(tx('messages.empty.receivedHint'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: tx('loadMore.button') })).toBeNull();
    // The header has nothing unread.
    await expect(
      await screen.findByRole('link', { name: tx('frame.header.messages') }, LOAD),
    ).toBeVisible();
    const boxes = screen.getByRole('navigation', { name: tx('messages.boxes') });
    await userEvent.click(within(boxes).getByRole('link', { name: tx('code.MESSAGE_MODE.send') }));
    await expect(await screen.findByText(tx('messages.empty.sent'), {}, LOAD)).toBeVisible();
    await tableOf(tx, 'send');
  },
};

/** The list could not load: the server's words and a retry that works. */
export const LoadError: Story = {
  beforeEach: async () => {
    scenario.forceError('messageByType.LIST', 'WB-500-001');
  },
  play: async ({ userEvent, globals }) => {
    const locale = localeOf({ globals });
    const tx = textsIn(locale);
    await expect(
      await screen.findByText(tx('error.default', { code: 'WB-500-001' }), {}, LOAD),
    ).toBeVisible();
    scenario.clearError('messageByType.LIST');
    await userEvent.click(screen.getByRole('button', { name: tx('table.retry') }));
    await rowOf(tx, 'recv', SEED.unread);
    await listSettled(tx, 'recv');
  },
};
