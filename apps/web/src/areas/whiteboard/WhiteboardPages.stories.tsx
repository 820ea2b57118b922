import {
  type Locale,
  NOTE_ADD_TYPE,
  WHITEBOARD_COMMAND,
  WHITEBOARD_DATA_PARAM,
  type WhiteboardDataInput,
  type WhiteboardMessage,
  whiteboardAddress,
  writeWhiteboardData,
  youtubeEmbedUrl,
} from '@platform/contract';
import { DEMO_SSO, DEMO_WHITEBOARD, db } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { forceDemoMode } from '../../app/demoMode.ts';
import { readSignedIn } from '../../app/session/session.ts';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { AppStory } from '../../testing/AppStory.tsx';
import { signedOut } from '../../testing/storySession.ts';
import { codeTextOf, localeOf, textOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';
import {
  type FakeClientAnswer,
  type FakeWhiteboardClient,
  installFakeWhiteboardClient,
} from '../../testing/whiteboardClient.ts';
import { resetWhiteboardConnection } from './bridge/connection.ts';
import { stubYoutubeHost } from './youtubeHost.ts';

const meta = {
  title: 'Screens/Public/Whiteboard pages',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  beforeEach: signedOut(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Pages embedded in the native whiteboard (`/wb/*`, foundation.md §2, screens.md §10). ' +
          'The guard exchanges `brk` or `p` for a session; the `data` parameter (JSON) gives ' +
          'the language (`Lng`), the room (`Rcd`, `RCd`), `Multi` and `AuF`. Commands go to the ' +
          'client through one bridge (WebView2 here, a recording stand-in): load note, user list ' +
          'info, close. No app frame; without the parameter: `/wb/error`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The embed's stand-in host: the browser's blank page, which no request leaves the machine for. */
const STUB_HOST = 'about:blank#';

/** The wait for what loads: lazy routes are slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const token = DEMO_SSO.SIGN_IN_APP.token;
const roomCode = DEMO_WHITEBOARD.roomCode;

/** The address the client opens: the page, brk, and data with Lng in the story's language. */
const pathOf = (page: string, locale: Locale, data: WhiteboardDataInput = {}) =>
  whiteboardAddress(page, token, { locale, ...data });

const pageAt =
  (page: string, data: WhiteboardDataInput = {}) =>
  (_args: unknown, context: StoryContext) => (
    <AppStory path={pathOf(page, localeOf(context), data)} />
  );

/** The story's stand-in client, installed before the page loads and removed after. */
let client: FakeWhiteboardClient;
const withClient =
  (answer: FakeClientAnswer = 'yes') =>
  () => {
    const [installed, remove] = installFakeWhiteboardClient(answer);
    client = installed;
    return remove;
  };

const received = (command: string): WhiteboardMessage[] =>
  client.received.filter((message) => message.command === command);

async function pageReady(context: StoryContext, page: string) {
  const locale = localeOf(context);
  const heading = await context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(locale, `wb.page.${page}`) },
    LOAD,
  );
  await expect(heading).toBeVisible();
  // The guard signed the whiteboard's user in; the page has no app frame.
  await expect(readSignedIn(sessionStore.read())).not.toBeNull();
  await expect(context.canvas.queryByRole('banner')).toBeNull();
  await expect(document.documentElement.lang).toBe(locale);
}

/**
 * The student's submitted homework of the last 7 days, with the counts and who set it; "write
 * wrong answers" asks the whiteboard to load the note's wrong answers (load note, add type 3),
 * and is disabled for a note without wrong answers or questions.
 */
export const Textbook: Story = {
  tags: ['brand-sweep'],
  beforeEach: withClient(),
  render: pageAt('textbook'),
  play: async (context) => {
    const locale = localeOf(context);
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(locale, key, params);
    await pageReady(context, 'textbook');
    const table = await context.canvas.findByRole('table', { name: t('wb.textbook.table') }, LOAD);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
    await expect(
      within(table).getByRole('columnheader', { name: t('wb.textbook.column.creator') }),
    ).toBeVisible();
    const buttons = within(table)
      .getAllByRole('button')
      .filter((button) => button.textContent === t('wb.textbook.writeWrong'));
    const enabled = buttons.filter((button) => !(button as HTMLButtonElement).disabled);
    const first = enabled[0];
    if (!first) throw new Error('no note with wrong answers in the last 7 days of the demo');
    const toasts = watchToasts();
    await context.userEvent.click(first);
    await waitFor(() => expect(received(WHITEBOARD_COMMAND.LOAD_NOTE)).toHaveLength(1));
    const [load] = received(WHITEBOARD_COMMAND.LOAD_NOTE);
    await expect(load).toMatchObject({ addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE });
    const note = db.notes.find((row) => load && 'noteIdx' in load && row.noteIdx === load.noteIdx);
    await expect(note).toBeDefined();
    await toasts.says(t('wb.textbook.sent', { name: note?.noteTitle ?? '' }));
    // The click scrolled the table's own frame to its button, by as much as the layout gave:
    // back to the first column, so that the page looks the same every time.
    let frame: HTMLElement | null = table.parentElement;
    while (frame && frame.scrollWidth <= frame.clientWidth) frame = frame.parentElement;
    frame?.scrollTo({ left: 0 });
  },
};

/** "View all" lifts the 7-day limit; the button says how to go back. */
export const TextbookViewAll: Story = {
  beforeEach: withClient(),
  render: pageAt('textbook'),
  play: async (context) => {
    const t = (key: string) => textOf(localeOf(context), key);
    await pageReady(context, 'textbook');
    const table = await context.canvas.findByRole('table', { name: t('wb.textbook.table') }, LOAD);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
    const recent = within(table).getAllByRole('row').length;
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: t('wb.textbook.viewAll') }),
    );
    await expect(await context.canvas.findByText(t('wb.textbook.all'), {}, LOAD)).toBeVisible();
    // The rows of the last 7 days stay, dimmed, until all of them have arrived.
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), LOAD);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(recent);
    await expect(
      await context.canvas.findByRole('button', { name: t('wb.textbook.viewRecent') }, LOAD),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * Multi=1: checkboxes with each attendee's type. Confirm with nobody chosen says so; with two
 * chosen, the client receives their user id, index, name and company index.
 */
export const AttendeesMany: Story = {
  tags: ['brand-sweep'],
  beforeEach: withClient(),
  render: pageAt('attendee', { roomCode, multi: true }),
  play: async (context) => {
    const locale = localeOf(context);
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(locale, key, params);
    const { canvas, userEvent } = context;
    await pageReady(context, 'attendee');
    const group = await canvas.findByRole('group', { name: t('wb.attendee.legend') }, LOAD);
    const boxes = await within(group).findAllByRole('checkbox', {}, LOAD);
    await expect(boxes.length).toBeGreaterThanOrEqual(2);
    await userEvent.click(canvas.getByRole('button', { name: t('wb.attendee.confirm') }));
    await expect(await canvas.findByText(t('valid.noSelectedUser'))).toBeVisible();
    await expect(client.received).toHaveLength(0);
    const [one, two] = boxes;
    if (!one || !two) throw new Error('two attendees expected');
    await userEvent.click(one);
    await userEvent.click(two);
    await userEvent.click(canvas.getByRole('button', { name: t('wb.attendee.confirm') }));
    await waitFor(() => expect(received(WHITEBOARD_COMMAND.USER_LIST_INFO)).toHaveLength(1));
    const [sent] = received(WHITEBOARD_COMMAND.USER_LIST_INFO);
    const users = sent && 'userList' in sent ? sent.userList : [];
    await expect(users).toHaveLength(2);
    const room = db.rooms.find((row) => row.roomCode === roomCode);
    for (const user of users) {
      const own = db.users.find((row) => row.userIdx === user.userIdx);
      await expect(room?.roomUserList.some((row) => row.userIdx === user.userIdx)).toBe(true);
      await expect(user).toEqual({
        userId: own?.userId,
        userIdx: own?.userIdx,
        userName: own?.userName,
        companyIdx: own?.companyIdx,
      });
    }
  },
};

/** Without Multi: one attendee, chosen with a radio. */
export const AttendeeOne: Story = {
  beforeEach: withClient(),
  render: pageAt('attendee', { roomCode }),
  play: async (context) => {
    const t = (key: string) => textOf(localeOf(context), key);
    const { canvas, userEvent } = context;
    await pageReady(context, 'attendee');
    const group = await canvas.findByRole('radiogroup', { name: t('wb.attendee.legend') }, LOAD);
    const radios = within(group).getAllByRole('radio');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    const [, second] = radios;
    if (!second) throw new Error('two attendees expected');
    await userEvent.click(second);
    await userEvent.click(canvas.getByRole('button', { name: t('wb.attendee.confirm') }));
    await waitFor(() => expect(received(WHITEBOARD_COMMAND.USER_LIST_INFO)).toHaveLength(1));
    const [sent] = received(WHITEBOARD_COMMAND.USER_LIST_INFO);
    await expect(sent && 'userList' in sent ? sent.userList : []).toHaveLength(1);
  },
};

/** Lng names the other language than the browser's: the page speaks Lng (issue 24 item 1-5). */
export const LanguageFromLng: Story = {
  beforeEach: withClient(),
  render: (_args, context) => (
    <AppStory path={pathOf('attendee', localeOf(context) === 'ko' ? 'en' : 'ko', { roomCode })} />
  ),
  play: async (context) => {
    const other: Locale = localeOf(context) === 'ko' ? 'en' : 'ko';
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: textOf(other, 'wb.page.attendee') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      await context.canvas.findByRole(
        'button',
        { name: textOf(other, 'wb.attendee.confirm') },
        LOAD,
      ),
    ).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe(other));
  },
};

/** AuF=1: the class's files with an upload; only one's own file has a delete. */
export const FilesWithUpload: Story = {
  tags: ['brand-sweep'],
  beforeEach: withClient(),
  render: pageAt('fileDownload', { roomCode, roomCodeKey: 'RCd', allowUpload: true }),
  play: async (context) => {
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(localeOf(context), key, params);
    const { canvas, userEvent } = context;
    await pageReady(context, 'fileDownload');
    const own = db.meetFiles.find(
      (file) => file.roomCode === roomCode && file.orgFileName.endsWith('.pdf'),
    );
    const other = db.meetFiles.find(
      (file) => file.roomCode === roomCode && file.orgFileName.endsWith('.png'),
    );
    if (!own || !other) throw new Error('the demo class has two reference files');
    await expect(await canvas.findByText(own.orgFileName, {}, LOAD)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('roomDetail.deleteFile', { name: own.orgFileName }) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', {
        name: t('roomDetail.deleteFile', { name: other.orgFileName }),
      }),
    ).toBeNull();
    const toasts = watchToasts();
    await userEvent.upload(
      canvas.getByLabelText(t('upload.choose')),
      new File(['%PDF-1.4\n'], '판서 자료.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('roomDetail.upload') }));
    await toasts.says(t('wb.files.uploaded', { count: 1 }));
    await expect(await canvas.findByText('판서 자료.pdf', {}, LOAD)).toBeVisible();
    // The toast sits over the list's corner on a narrow panel, as it would under a finger.
    await waitFor(
      () => expect(document.querySelector('[data-slot="toast-message"]')).toBeNull(),
      LOAD,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('roomDetail.deleteFile', { name: '판서 자료.pdf' }) }),
    );
    const confirm = await screen.findByRole('alertdialog', {}, LOAD);
    await userEvent.click(
      within(confirm).getByRole('button', { name: t('roomDetail.deleteConfirm') }),
    );
    await toasts.says(t('wb.files.deleted', { name: '판서 자료.pdf' }));
    await waitFor(() => expect(canvas.queryByText('판서 자료.pdf')).toBeNull(), LOAD);
  },
};

/** Without AuF the files are listed and downloadable, with nothing to upload. */
export const FilesReadOnly: Story = {
  beforeEach: withClient(),
  render: pageAt('fileDownload', { roomCode, roomCodeKey: 'RCd' }),
  play: async (context) => {
    const t = (key: string) => textOf(localeOf(context), key);
    await pageReady(context, 'fileDownload');
    const file = db.meetFiles.find((row) => row.roomCode === roomCode);
    await expect(await context.canvas.findByText(file?.orgFileName ?? '', {}, LOAD)).toBeVisible();
    await expect(context.canvas.queryByLabelText(t('upload.choose'))).toBeNull();
  },
};

/**
 * The class's books: the first with its last-read range and contents; choosing pages 2 to 4
 * asks the whiteboard to load them (add type 1, one image address each) and saves them as the
 * last-read range.
 */
export const RoomBook: Story = {
  tags: ['brand-sweep'],
  beforeEach: withClient(),
  render: pageAt('roomBook', { roomCode }),
  play: async (context) => {
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(localeOf(context), key, params);
    const { canvas, userEvent } = context;
    await pageReady(context, 'roomBook');
    const room = db.rooms.find((row) => row.roomCode === roomCode);
    const [first, second] = room?.roomBookList ?? [];
    if (!first || !second) throw new Error('the demo class has two books');
    const select = await canvas.findByRole('combobox', { name: t('wb.roomBook.book') }, LOAD);
    await expect(canvas.getByText(t('wb.roomBook.lastRead', { start: 3, end: 5 }))).toBeVisible();
    await userEvent.selectOptions(select, String(second.bookIdx));
    await expect(
      await canvas.findByText(t('wb.roomBook.lastRead', { start: 1, end: 2 })),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('wb.roomBook.choosePages') }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    const start = within(dialog).getByLabelText(new RegExp(t('pageRange.start')));
    const end = within(dialog).getByLabelText(new RegExp(t('pageRange.end')));
    await userEvent.clear(start);
    await userEvent.type(start, '2');
    await userEvent.clear(end);
    await userEvent.type(end, '4');
    const toasts = watchToasts();
    await userEvent.click(within(dialog).getByRole('button', { name: t('wb.roomBook.open') }));
    await waitFor(() => expect(received(WHITEBOARD_COMMAND.LOAD_NOTE)).toHaveLength(1), LOAD);
    const [load] = received(WHITEBOARD_COMMAND.LOAD_NOTE);
    await expect(load).toMatchObject({
      addType: NOTE_ADD_TYPE.BOOK_PAGES,
      bookIdx: second.bookIdx,
      pageStart: 2,
      pageEnd: 4,
    });
    await expect(load && 'bookPageUrl' in load ? load.bookPageUrl : []).toHaveLength(3);
    await toasts.says(t('wb.roomBook.sent', { start: 2, end: 4 }));
    await expect(
      await canvas.findByText(t('wb.roomBook.lastRead', { start: 2, end: 4 }), {}, LOAD),
    ).toBeVisible();
    await expect(second).toMatchObject({ lastReadStart: 2, lastReadEnd: 4 });
  },
};

/** A client that refuses a command: its words reach the user, and the range is not saved. */
export const ClientRefuses: Story = {
  beforeEach: withClient({ refuse: 'note folder locked' }),
  render: pageAt('roomBook', { roomCode }),
  play: async (context) => {
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(localeOf(context), key, params);
    const { canvas, userEvent } = context;
    await pageReady(context, 'roomBook');
    await userEvent.click(
      await canvas.findByRole('button', { name: t('wb.roomBook.choosePages') }, LOAD),
    );
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    const toasts = watchToasts();
    await userEvent.click(within(dialog).getByRole('button', { name: t('wb.roomBook.open') }));
    await toasts.says(t('wb.bridge.refusedWith', { message: 'note folder locked' }));
    const room = db.rooms.find((row) => row.roomCode === roomCode);
    await expect(room?.roomBookList[0]).toMatchObject({ lastReadStart: 3, lastReadEnd: 5 });
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A message that is not the client's answer to a command is ignored, whatever it claims. */
export const StrayMessagesIgnored: Story = {
  beforeEach: withClient('silent'),
  render: pageAt('attendee', { roomCode }),
  play: async (context) => {
    const t = (key: string) => textOf(localeOf(context), key);
    const { canvas, userEvent } = context;
    await pageReady(context, 'attendee');
    const group = await canvas.findByRole('radiogroup', {}, LOAD);
    const [radio] = within(group).getAllByRole('radio');
    if (!radio) throw new Error('an attendee expected');
    await userEvent.click(radio);
    const confirm = canvas.getByRole('button', { name: t('wb.attendee.confirm') });
    await userEvent.click(confirm);
    await waitFor(() => expect(client.received).toHaveLength(1));
    const [sent] = client.received;
    // Wrong shapes, another request, another command: none settles the waiting confirm.
    client.say('<script>window.__xss = 1</script>');
    client.say({ requestId: 'someone-else', command: 'userListInfo', success: true });
    client.say({ requestId: sent?.requestId, command: 'close', success: true });
    client.say({ requestId: sent?.requestId, command: 'userListInfo', success: 'yes' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    // Then the real answer arrives.
    client.say({ requestId: sent?.requestId, command: 'userListInfo', success: true });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** No client (a page opened in a browser): the page says so and its commands are off. */
export const NoWhiteboardConnected: Story = {
  render: pageAt('attendee', { roomCode }),
  play: async (context) => {
    const t = (key: string) => textOf(localeOf(context), key);
    await pageReady(context, 'attendee');
    await expect(
      context.canvas.getByText(t('wb.bridge.none'), {
        selector: '[data-slot="whiteboard-not-connected"] *',
      }),
    ).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('wb.close') })).toBeDisabled();
  },
};

/** The demo's stand-in client: it lists what it received, so a newcomer sees the command. */
export const DemoClient: Story = {
  beforeEach: () => {
    const undo = forceDemoMode(true);
    resetWhiteboardConnection();
    return () => {
      undo();
      resetWhiteboardConnection();
    };
  },
  render: pageAt('attendee', { roomCode }),
  play: async (context) => {
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(localeOf(context), key, params);
    const { canvas, userEvent } = context;
    await pageReady(context, 'attendee');
    const group = await canvas.findByRole('radiogroup', {}, LOAD);
    const [radio] = within(group).getAllByRole('radio');
    if (!radio) throw new Error('an attendee expected');
    await userEvent.click(radio);
    await userEvent.click(canvas.getByRole('button', { name: t('wb.attendee.confirm') }));
    const log = canvas.getByText(t('wb.demo.title', { count: 1 }));
    await userEvent.click(log);
    await expect(canvas.getByText(/"command":"userListInfo"/)).toBeVisible();
  },
};

/** A room page opened without Rcd says that the class is missing. */
export const MissingRoom: Story = {
  beforeEach: withClient(),
  render: pageAt('attendee'),
  play: async (context) => {
    await pageReady(context, 'attendee');
    await expect(
      context.canvasElement.querySelector('[data-slot="whiteboard-missing-room"]'),
    ).toHaveTextContent(textOf(localeOf(context), 'wb.missingRoom'));
  },
};

/**
 * The video fills the panel through the embed, muted, without controls. The host is a blank page
 * here (no network in tests); the e2e test checks YouTube's privacy-enhanced host, stubbed there.
 */
export const Youtube: Story = {
  beforeEach: () => {
    const removeClient = withClient()();
    const restoreHost = stubYoutubeHost(STUB_HOST);
    return () => {
      restoreHost();
      removeClient();
    };
  },
  render: pageAt('youtube/M7lc1UVf-VE'),
  play: async (context) => {
    const frame = (await context.canvas.findByTitle(
      textOf(localeOf(context), 'wb.youtube.title', { youtubeId: 'M7lc1UVf-VE' }),
      {},
      LOAD,
    )) as HTMLIFrameElement;
    await expect(frame.getAttribute('src')).toBe(youtubeEmbedUrl('M7lc1UVf-VE', STUB_HOST));
    const src = new URL(frame.getAttribute('src')?.replace(STUB_HOST, 'https://stub') ?? '');
    await expect(src.pathname).toBe('/embed/M7lc1UVf-VE');
    await expect(src.searchParams.get('controls')).toBe('0');
    await expect(src.searchParams.get('autoplay')).toBe('1');
    await expect(src.searchParams.get('mute')).toBe('1');
    const box = frame.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** Not a video id: refused with the error page, and nothing is embedded. */
export const YoutubeBadId: Story = {
  beforeEach: withClient(),
  render: pageAt(`youtube/${encodeURIComponent('x"><img src=x>')}`),
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: textOf(localeOf(context), 'errorPage.notFound.title') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(context.canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** No brk or p: the guard sends the page to /wb/error, which says what is missing. */
export const MissingSessionParameter: Story = {
  render: (_args, context) => (
    <AppStory
      path={`/wb/textbook?${WHITEBOARD_DATA_PARAM}=${encodeURIComponent(
        writeWhiteboardData({ locale: localeOf(context) }),
      )}`}
    />
  ),
  play: async (context) => {
    const locale = localeOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: textOf(locale, 'wb.error.title') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      textOf(locale, 'wb.error.missing'),
    );
    await expect(readSignedIn(sessionStore.read())).toBeNull();
  },
};

/** A parameter the server refuses: the exchange failed, with the code's text. */
export const RefusedSessionParameter: Story = {
  render: () => <AppStory path="/wb/attendee?p=stale-token" />,
  play: async (context) => {
    const locale = localeOf(context);
    const alert = await context.canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(textOf(locale, 'wb.error.refused'));
    await expect(alert).toHaveTextContent(codeTextOf(locale, 'WB-400-601'));
  },
};
