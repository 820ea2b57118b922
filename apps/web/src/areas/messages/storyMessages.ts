import { fileExtension, type Locale, signatureOf, type TextParams } from '@platform/contract';
import { db } from '@platform/mocks';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { dialogFocusSettled } from '../../testing/dialogFocus.ts';
import { textOf } from '../../testing/storyTexts.ts';

/*
 * What the message stories share (only for stories; not imported by the screens): texts in the
 * story's language, the seeded mailbox read from the mock database, and the steps a user takes.
 */

/** The wait for what loads: lazy modules and mock calls are slow on a busy machine. */
export const LOAD = { timeout: 15000 };

export type Tx = (key: string, params?: TextParams) => string;

export const textsIn =
  (locale: Locale): Tx =>
  (key, params) =>
    textOf(locale, key, params);

type UserEvents = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
  keyboard: (text: string) => Promise<void>;
  upload: (element: HTMLElement, files: File | File[]) => Promise<void>;
};

/** A demo account's user row. */
export function demoUser(userId: string) {
  const user = db.users.find((each) => each.companyId === 'demo' && each.userId === userId);
  if (!user) throw new Error(`no demo user ${userId}`);
  return user;
}

/** A seeded message by its title, sent by `fromUserId` (drafts included). */
export function seededMessage(title: string, fromUserId?: string) {
  const from = fromUserId ? demoUser(fromUserId).userIdx : undefined;
  const message = db.messages.find(
    (each) => each.title === title && (from === undefined || each.regUserIdx === from),
  );
  if (!message) throw new Error(`no seeded message ${title}`);
  return message;
}

/** Seeded messages (mocks/src/db/areas/messages.ts). */
export const SEED = {
  /** The teacher's and the student's one unread message, from the operator. */
  unread: '이번 주 수업 일정 안내',
  /** The student's question to the teacher (read). */
  question: '이차방정식 숙제 질문',
  /** The teacher's message to her class with a PDF attached. */
  testRange: '다음 주 단원평가 범위',
  testRangeFile: '단원평가 범위.pdf',
  /** The teacher's unsent draft. */
  draft: '학부모 상담 일정 안내',
} as const;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message table of the box shown. */
export const tableOf = (tx: Tx, box: 'recv' | 'send') =>
  screen.findByRole(
    'table',
    { name: tx(box === 'recv' ? 'messages.table.received' : 'messages.table.sent') },
    LOAD,
  );

/** The list has finished (re)fetching: busy rows are dimmed, which axe would rightly flag. */
export async function listSettled(tx: Tx, box: 'recv' | 'send') {
  const table = await tableOf(tx, box);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), LOAD);
  return table;
}

/** A row by its message's title (the table looked up again on each try). */
export async function rowOf(tx: Tx, box: 'recv' | 'send', title: string) {
  const cell = await waitFor(async () => {
    const table = await tableOf(tx, box);
    const [first] = within(table).getAllByRole('rowheader', {
      name: new RegExp(escapeRegExp(title)),
    });
    if (!first) throw new Error(`no row ${title}`);
    return first;
  }, LOAD);
  return cell.closest('tr') as HTMLElement;
}

/** The title's element in a row: bold while unread. */
export const titleWeight = (row: HTMLElement) => {
  const title = row.querySelector('[data-slot="message-title"]');
  if (!title) throw new Error('no title in the row');
  return Number(getComputedStyle(title).fontWeight);
};

/** A dialog once it holds the focus for good. */
export async function dialogNamed(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name }, LOAD);
  await dialogFocusSettled(dialog);
  return dialog;
}

/**
 * The compose popup once its form is there. A reply, forward, resend or draft first shows a
 * dialog of the same title while its original loads, and the form's dialog replaces it.
 */
export async function composeNamed(tx: Tx, title: string) {
  const subject = await screen.findByRole(
    'textbox',
    { name: new RegExp(escapeRegExp(tx('messages.form.subject'))) },
    LOAD,
  );
  const dialog = subject.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the subject field is not in a dialog');
  await expect(dialog).toHaveAccessibleName(title);
  await dialogFocusSettled(dialog);
  return dialog;
}

/** The view popup's own Close under the message (the corner's close button has the same name). */
export function footerClose(tx: Tx, dialog: HTMLElement) {
  const footer = dialog.querySelector<HTMLElement>('[data-slot="dialog-footer"]');
  if (!footer) throw new Error('the dialog has no footer');
  return within(footer).getByRole('button', { name: tx('messages.view.close') });
}

/** Opens a message of the list: its view popup, once its detail is there. */
export async function openMessage(
  userEvent: UserEvents,
  tx: Tx,
  box: 'recv' | 'send',
  title: string,
) {
  const row = await rowOf(tx, box, title);
  await userEvent.click(within(row).getByRole('rowheader'));
  const dialog = await dialogNamed(title);
  await within(dialog).findByText(tx('messages.view.from'), {}, LOAD);
  return dialog;
}

/**
 * A user's row in the picker's tree, told apart from namesakes by the ID it shows. The tree only
 * renders the rows in view, so it is scrolled down, as a user would, until the row shows.
 */
async function treeRowOf(picker: HTMLElement, userName: string, userId: string) {
  const name = new RegExp(`^${escapeRegExp(userName)}\\s*${escapeRegExp(userId)}(?![0-9A-Za-z])`);
  const [first] = await within(picker).findAllByRole('treeitem', {}, LOAD);
  let scroller: HTMLElement | null = first ?? null;
  while (scroller && scroller.scrollHeight <= scroller.clientHeight) {
    scroller = scroller.parentElement;
  }
  return waitFor(() => {
    const row = within(picker).queryAllByRole('treeitem', { name })[0];
    if (row) return row;
    if (scroller) scroller.scrollTop += scroller.clientHeight / 2;
    throw new Error(`no row of ${userName} (${userId}) in the picker yet`);
  }, LOAD);
}

/**
 * Chooses demo accounts as receivers in the picker. The seed has several users of one name (four
 * 박서윤), so the rows the name filters down to are told apart by the ID they show. (Filtering
 * by the ID "student" would leave hundreds of rows, most not rendered by the virtual tree.)
 */
export async function pickReceivers(
  userEvent: UserEvents,
  tx: Tx,
  compose: HTMLElement,
  userIds: readonly string[],
) {
  await userEvent.click(
    within(compose).getByRole('button', { name: tx('messages.form.chooseReceivers') }),
  );
  const picker = await dialogNamed(tx('messages.form.pickerTitle'));
  for (const userId of userIds) {
    const { userName } = demoUser(userId);
    const filter = await within(picker).findByRole(
      'searchbox',
      { name: tx('groupTree.filter') },
      LOAD,
    );
    await userEvent.type(filter, `${userName}{Enter}`);
    const item = await treeRowOf(picker, userName, userId);
    await userEvent.click(item as HTMLElement);
    await userEvent.click(within(picker).getByRole('button', { name: tx('userPicker.add') }));
    await waitFor(() =>
      expect(
        within(picker.querySelector('[data-slot="user-picker-selected"]') as HTMLElement).getByText(
          userName,
        ),
      ).toBeVisible(),
    );
    await userEvent.click(filter);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  }
  await userEvent.click(within(picker).getByRole('button', { name: tx('userPicker.confirm') }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: tx('messages.form.pickerTitle') })).toBeNull(),
  );
  await dialogFocusSettled(compose);
}

/** Writes into the contents editor of the compose popup. */
export async function writeContents(
  userEvent: UserEvents,
  tx: Tx,
  compose: HTMLElement,
  text: string,
) {
  const area = await within(compose).findByRole(
    'textbox',
    { name: tx('messages.form.contents') },
    LOAD,
  );
  await userEvent.click(area);
  await userEvent.keyboard(text);
  return area;
}

/** A small file of a type the rule takes, with the first bytes its extension promises. */
export function attachment(name: string): File {
  return new File([signatureOf(fileExtension(name)), ' demo'], name);
}

/** Drops files on an upload zone as a drag from the desktop would (the chooser filters types). */
export async function dropFiles(container: HTMLElement, files: File[]): Promise<void> {
  const zone = container.querySelector('[data-slot="upload-drop-zone"]');
  if (!zone) throw new Error('no drop zone');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', {
      value: { files, types: ['Files'], dropEffect: 'none' },
    });
    await fireEvent(zone, event);
  }
}

/** Toasts have gone (they can cover the buttons near the bottom of the page). */
export const toastsGone = () =>
  waitFor(() => expect(document.querySelector('[data-slot="toast-message"]')).toBeNull(), LOAD);

/** The last message the signed-in `userId` saved (sent or draft). */
export function lastMessageOf(userId: string) {
  const userIdx = demoUser(userId).userIdx;
  return db.messages.filter((each) => each.regUserIdx === userIdx).at(-1);
}
