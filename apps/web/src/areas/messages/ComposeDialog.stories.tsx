import { MESSAGE_ACTION } from '@platform/contract';
import { db } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';
import {
  attachment,
  composeNamed,
  demoUser,
  dropFiles,
  LOAD,
  lastMessageOf,
  listSettled,
  openMessage,
  pickReceivers,
  rowOf,
  SEED,
  seededMessage,
  type Tx,
  textsIn,
  toastsGone,
  writeContents,
} from './storyMessages.ts';

const meta = {
  title: 'Screens/Messages/Compose',
  tags: ['locale-sweep'],
  render: atPath('/demo/message/recv/list'),
  beforeEach: signedInAs('teacher'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The compose popup of the message screens (screens.md §10 Messages, §4, §5): receivers ' +
          'picked from teachers, students and open teachers, the title, the contents in the ' +
          'rich-text editor and up to 3 attachments; a draft saved (message action 1) and sent ' +
          'later; reply ("RE: ", the sender fixed), forward ("FW: ") and resend (same contents), ' +
          'each carrying the original as beforeIdx. Send stays disabled until there is a title ' +
          'and a receiver; the contents are asked for on send. Played by the demo teacher.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type UserEvents = Parameters<Play>[0]['userEvent'];

const STUDENT = '박서윤';

async function openCompose(userEvent: UserEvents, tx: Tx) {
  await listSettled(tx, 'recv');
  await userEvent.click(screen.getByRole('button', { name: tx('messages.compose') }));
  return composeNamed(tx, tx('messages.form.title.new'));
}

const sendButton = (tx: Tx, dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: tx('messages.form.send') });

const titleField = (tx: Tx, dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: new RegExp(tx('messages.form.subject')) });

/**
 * Send is disabled until there is a title (spaces are none) and a receiver, and says why; the
 * contents are then asked for, and nothing is sent without them.
 */
const validationPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const before = db.messages.length;
  const dialog = await openCompose(userEvent, tx);
  await expect(sendButton(tx, dialog)).toBeDisabled();
  await expect(sendButton(tx, dialog)).toHaveAccessibleDescription(tx('messages.form.sendHint'));
  await expect(
    within(dialog).getByRole('button', { name: tx('messages.form.saveDraft') }),
  ).toBeDisabled();
  await userEvent.type(titleField(tx, dialog), '   ');
  await expect(sendButton(tx, dialog)).toBeDisabled();
  await userEvent.type(titleField(tx, dialog), '보충 수업 안내');
  await expect(sendButton(tx, dialog)).toBeDisabled();
  await pickReceivers(userEvent, tx, dialog, ['student']);
  await expect(within(dialog).getByText(STUDENT)).toBeVisible();
  await expect(sendButton(tx, dialog)).toBeEnabled();
  // No contents yet: asked for on the editor, nothing sent.
  await userEvent.click(sendButton(tx, dialog));
  const editor = await within(dialog).findByRole('textbox', { name: tx('messages.form.contents') });
  await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
  await expect(within(dialog).getByText(tx('valid.required'))).toBeVisible();
  await expect(db.messages.length).toBe(before);
  // Taking the receiver off disables send again.
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: tx('messages.form.removeReceiver', { name: STUDENT }),
    }),
  );
  await expect(sendButton(tx, dialog)).toBeDisabled();
};

export const ComposeValidation: Story = { play: validationPlay };

/** A message with an attachment reaches the student, and shows in the sent box. */
const sendPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const dialog = await openCompose(userEvent, tx);
  await pickReceivers(userEvent, tx, dialog, ['student']);
  await userEvent.type(titleField(tx, dialog), '보충 수업 자료');
  await writeContents(userEvent, tx, dialog, '자료를 첨부합니다.');
  await userEvent.upload(
    within(dialog).getByLabelText(tx('upload.choose')),
    attachment('자료.pdf'),
  );
  await expect(await within(dialog).findByText('자료.pdf')).toBeVisible();
  await userEvent.click(sendButton(tx, dialog));
  await toasts.says(tx('messages.sent'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  const sent = lastMessageOf('teacher');
  await expect(sent?.title).toBe('보충 수업 자료');
  await expect(sent?.messageStatus).toBe(MESSAGE_ACTION.SEND);
  await expect(sent?.contents).toContain('자료를 첨부합니다.');
  await expect(sent?.receiverList.map((row) => row.receiverIdx)).toEqual([
    demoUser('student').userIdx,
  ]);
  await expect(sent?.fileList.map((file) => file.orgFileName)).toEqual(['자료.pdf']);
  await toastsGone();
  const boxes = screen.getByRole('navigation', { name: tx('messages.boxes') });
  await userEvent.click(within(boxes).getByRole('link', { name: tx('code.MESSAGE_MODE.send') }));
  await rowOf(tx, 'send', '보충 수업 자료');
  await listSettled(tx, 'send');
};

export const SendWithAttachment: Story = { play: sendPlay };

/** A draft saved (message action 1), opened again from the sent box and sent later. */
const draftPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const dialog = await openCompose(userEvent, tx);
  await userEvent.type(titleField(tx, dialog), '시험 준비물 안내');
  await pickReceivers(userEvent, tx, dialog, ['student']);
  await userEvent.click(
    within(dialog).getByRole('button', { name: tx('messages.form.saveDraft') }),
  );
  await toasts.says(tx('messages.draftSaved'));
  const draft = lastMessageOf('teacher');
  await expect(draft?.messageStatus).toBe(MESSAGE_ACTION.SAVE);
  await expect(draft?.sendDatetime).toBeNull();
  await toastsGone();
  const boxes = screen.getByRole('navigation', { name: tx('messages.boxes') });
  await userEvent.click(within(boxes).getByRole('link', { name: tx('code.MESSAGE_MODE.send') }));
  const row = await rowOf(tx, 'send', '시험 준비물 안내');
  await expect(within(row).getByText(tx('messages.draft'))).toBeVisible();
  await listSettled(tx, 'send');
  // Opened again: the draft as saved, written further and sent.
  await userEvent.click(within(row).getByRole('rowheader'));
  const again = await composeNamed(tx, tx('messages.form.title.draft'));
  await waitFor(() => expect(titleField(tx, again)).toHaveValue('시험 준비물 안내'), LOAD);
  await expect(within(again).getByText(STUDENT)).toBeVisible();
  await writeContents(userEvent, tx, again, '계산기와 자를 챙기세요.');
  await userEvent.click(sendButton(tx, again));
  await toasts.says(tx('messages.sent'));
  const sent = db.messages.find((message) => message.messageIdx === draft?.messageIdx);
  await expect(sent?.messageStatus).toBe(MESSAGE_ACTION.SEND);
  await expect(sent?.sendDatetime).toBeTruthy();
  await waitFor(
    async () =>
      expect(
        within(await rowOf(tx, 'send', '시험 준비물 안내')).queryByText(tx('messages.draft')),
      ).toBeNull(),
    LOAD,
  );
  await listSettled(tx, 'send');
};

export const DraftThenSend: Story = { play: draftPlay };

/** A reply: "RE: " and the sender as the fixed receiver; sent with the original as beforeIdx. */
const replyPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const original = seededMessage(SEED.question, 'student');
  const view = await openMessage(userEvent, tx, 'recv', SEED.question);
  await userEvent.click(within(view).getByRole('button', { name: tx('messages.view.reply') }));
  const dialog = await composeNamed(tx, tx('messages.form.title.reply'));
  await waitFor(() => expect(titleField(tx, dialog)).toHaveValue(`RE: ${SEED.question}`), LOAD);
  await expect(within(dialog).getByText(STUDENT)).toBeVisible();
  await expect(within(dialog).getByText(tx('messages.form.fixedReceiver'))).toBeVisible();
  await expect(
    within(dialog).queryByRole('button', { name: tx('messages.form.chooseReceivers') }),
  ).toBeNull();
  await expect(sendButton(tx, dialog)).toBeEnabled();
  await writeContents(userEvent, tx, dialog, '판별식을 먼저 확인해 보세요.');
  await userEvent.click(sendButton(tx, dialog));
  await toasts.says(tx('messages.sent'));
  const reply = lastMessageOf('teacher');
  await expect(reply?.title).toBe(`RE: ${SEED.question}`);
  await expect(reply?.beforeIdx).toBe(original.messageIdx);
  await expect(reply?.receiverList.map((row) => row.receiverIdx)).toEqual([
    demoUser('student').userIdx,
  ]);
  await listSettled(tx, 'recv');
};

export const ReplyPrefilled: Story = { play: replyPlay };

/**
 * A forward: "FW: " with the original's contents and attachment; the receivers are chosen; the
 * attachment travels with beforeIdx.
 */
const forwardPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const original = seededMessage(SEED.testRange, 'teacher');
  const view = await openMessage(userEvent, tx, 'send', SEED.testRange);
  await userEvent.click(within(view).getByRole('button', { name: tx('messages.view.forward') }));
  const dialog = await composeNamed(tx, tx('messages.form.title.delivery'));
  await waitFor(() => expect(titleField(tx, dialog)).toHaveValue(`FW: ${SEED.testRange}`), LOAD);
  await expect(within(dialog).getByText(SEED.testRangeFile)).toBeVisible();
  await expect(
    await within(dialog).findByText('다음 주 단원평가는 3단원 1절부터 4절까지입니다.', {}, LOAD),
  ).toBeVisible();
  await expect(sendButton(tx, dialog)).toBeDisabled();
  await pickReceivers(userEvent, tx, dialog, ['openteacher']);
  await userEvent.click(sendButton(tx, dialog));
  await toasts.says(tx('messages.sent'));
  const forwarded = lastMessageOf('teacher');
  await expect(forwarded?.title).toBe(`FW: ${SEED.testRange}`);
  await expect(forwarded?.beforeIdx).toBe(original.messageIdx);
  await expect(forwarded?.fileList.map((file) => file.orgFileName)).toEqual([SEED.testRangeFile]);
  await expect(forwarded?.receiverList.map((row) => row.receiverIdx)).toEqual([
    demoUser('openteacher').userIdx,
  ]);
  await listSettled(tx, 'send');
};

export const ForwardPrefilled: Story = {
  render: atPath('/demo/message/send/list'),
  play: forwardPlay,
};

/** A resend: the same title, contents and receivers; its attachment taken off is not carried. */
const resendPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const toasts = watchToasts();
  const original = seededMessage(SEED.testRange, 'teacher');
  const view = await openMessage(userEvent, tx, 'send', SEED.testRange);
  await userEvent.click(within(view).getByRole('button', { name: tx('messages.view.resend') }));
  const dialog = await composeNamed(tx, tx('messages.form.title.resend'));
  await waitFor(() => expect(titleField(tx, dialog)).toHaveValue(SEED.testRange), LOAD);
  await expect(within(dialog).getByText(STUDENT)).toBeVisible();
  await expect(sendButton(tx, dialog)).toBeEnabled();
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: tx('messages.form.removeFile', { name: SEED.testRangeFile }),
    }),
  );
  await userEvent.click(sendButton(tx, dialog));
  await toasts.says(tx('messages.sent'));
  const resent = lastMessageOf('teacher');
  await expect(resent?.title).toBe(SEED.testRange);
  await expect(resent?.contents).toBe(original.contents);
  await expect(resent?.beforeIdx).toBe(original.messageIdx);
  await expect(resent?.receiverList.map((row) => row.receiverIdx)).toEqual(
    original.receiverList.map((row) => row.receiverIdx),
  );
  await expect(resent?.fileList).toEqual([]);
  await listSettled(tx, 'send');
};

export const ResendPrefilled: Story = {
  render: atPath('/demo/message/send/list'),
  play: resendPlay,
};

/**
 * The upload rule: a jfif picture is refused by type; a forward already carrying one file takes
 * two more, and a third is refused by count (3 in all, screens.md §9).
 */
const refusedPlay: Play = async ({ userEvent, globals }) => {
  const tx = textsIn(localeOf({ globals }));
  const view = await openMessage(userEvent, tx, 'send', SEED.testRange);
  await userEvent.click(within(view).getByRole('button', { name: tx('messages.view.forward') }));
  const dialog = await composeNamed(tx, tx('messages.form.title.delivery'));
  await within(dialog).findByText(SEED.testRangeFile, {}, LOAD);
  const uploader = dialog.querySelector('[data-slot="file-upload-list"]') as HTMLElement;
  await dropFiles(uploader, [attachment('사진.jfif')]);
  const rejections = () =>
    uploader.querySelector('[data-slot="upload-rejections"]') as HTMLElement | null;
  await waitFor(() =>
    expect(rejections()).toHaveTextContent(
      tx('upload.rejected', { name: '사진.jfif', message: tx('valid.fileType') }),
    ),
  );
  await dropFiles(uploader, [attachment('1.pdf'), attachment('2.pdf'), attachment('3.pdf')]);
  await waitFor(() =>
    expect(rejections()).toHaveTextContent(
      tx('upload.rejected', { name: '3.pdf', message: tx('valid.fileCount', { max: 2 }) }),
    ),
  );
  await expect(within(uploader).getByText('1.pdf')).toBeVisible();
  await expect(within(uploader).getByText('2.pdf')).toBeVisible();
  await expect(within(dialog).getByText(tx('messages.form.filesRule', { max: 3 }))).toBeVisible();
};

export const AttachmentRefused: Story = {
  render: atPath('/demo/message/send/list'),
  play: refusedPlay,
};
