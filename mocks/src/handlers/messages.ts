import {
  ACCOUNT_STATUS,
  can,
  formatWireDateTime,
  MESSAGE_ACTION,
  MESSAGE_MODE,
  type Message,
  type MessageMode,
  PAGE_SIZE,
  readConfigString,
  UPLOAD_RULE,
} from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { companyByIdx, userByIdx } from '../db/queries.ts';
import type { MockAttachment, MockMessage, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import {
  askedFileIdx,
  checkNewFiles,
  dropFiles,
  fileDownload,
  fileInfo,
  formFiles,
  keptAttachments,
  storeFiles,
} from './attachments.ts';
import { htmlText } from './boards.ts';

/*
 * The message calls (foundation.md §7 Message: "POST {api}/message SAVE (form: message,
 * receiverList, beforeIdx, removeFileIdxList, uploadFile). GET {api}/message GET_FILE and
 * DOWNLOAD_FILE (fileIdx). {api}/message/{messageType}: GET GET, LIST, DELETE REMOVE or
 * REMOVE_LIST (messageIdxList). GET {api}/message/recv EXIST_NEW"; screens.md §4 "opening a
 * received message marks it read", §5 Messages, §6 "Message keyword search for manager only",
 * §9 "messages 10").
 *
 * assumed, where the spec is silent:
 * - Each user has two boxes: received (the sent messages naming the user as a receiver) and sent
 *   (the user's own messages, drafts included, with messageStatus 1 for a draft and 2 once
 *   sent). REMOVE takes a message out of the caller's box only (the other side keeps it); a
 *   removed draft is gone. LIST, REMOVE and REMOVE_LIST take messageType recv or send; the compose
 *   modes reply, delivery and resend are no boxes (WB-400-212).
 * - GET with recv opens a received message and marks it read for that receiver only (the first
 *   time); with send one of the sent box; with reply or delivery a message of either box (the
 *   original of a reply or a forward, unmarked), with resend one of the sent box. Anything else
 *   is WB-400-212. In the received box a message shows only the caller's own receiver row; the
 *   sent box shows every receiver with its read mark.
 * - LIST is paged, 10 a page unless size says otherwise (screens.md §9), newest first (by the
 *   time sent, a draft by the time saved), or whole with paging false. messageSearch matches
 *   part of the title, the contents' text or the other side's names; only a manager, a user with
 *   manage access (the message lists of the manage area), may search: others get WB-403-102.
 * - SAVE: message.messageStatus is the message action (1 save a draft, 2 send; absent is send).
 *   With message.messageIdx it changes the caller's draft (and sends it with 2); a message
 *   already sent cannot change (WB-400-212). beforeIdx names a message of the caller's boxes
 *   (the original of a reply, forward or resend): a new message carries its attachments, less
 *   those in removeFileIdxList (a reply that carries none lists them all); removeFileIdxList (or
 *   removedFileList, screens.md §3's name) otherwise removes files of the draft. A draft needs a
 *   title; a send also contents and at least one receiver (screens.md §5). Receivers are users
 *   of the caller's institution, not withdrawn; a receiver named twice is one. Attachments:
 *   UPLOAD_RULE.message (3 at most with those carried, the shared types and size): WB-400-401 /
 *   402 / 403.
 * - GET_FILE names the file by fileIdx, or by searchIdx with fileType MESSAGE; both steps answer
 *   a file of a message in one of the caller's boxes, else WB-404-102.
 */

/** The received box of a user: sent messages naming the user, not removed by the user. */
const receiverRow = (message: MockMessage, userIdx: number) =>
  message.receiverList.find((row) => row.receiverIdx === userIdx && !row.deleted);

const inReceivedBox = (me: MockUser, message: MockMessage) =>
  message.companyIdx === me.companyIdx &&
  message.messageStatus === MESSAGE_ACTION.SEND &&
  receiverRow(message, me.userIdx) !== undefined;

const inSentBox = (me: MockUser, message: MockMessage) =>
  message.companyIdx === me.companyIdx &&
  message.regUserIdx === me.userIdx &&
  !message.senderDeleted;

/** Whether the user has a received message not yet opened (messageRecv.EXIST_NEW). */
export function hasUnreadMessage(me: MockUser): boolean {
  return db.messages.some(
    (message) => inReceivedBox(me, message) && !receiverRow(message, me.userIdx)?.readDatetime,
  );
}

type Box = 'recv' | 'send';

/** The message as the wire shows it in a box (foundation.md §3 Message). */
function wireMessage(message: MockMessage, box: Box, me: MockUser): Message {
  const rows =
    box === 'recv'
      ? message.receiverList.filter((row) => row.receiverIdx === me.userIdx)
      : message.receiverList;
  return {
    messageIdx: message.messageIdx,
    title: message.title,
    contents: message.contents,
    regUserIdx: message.regUserIdx,
    regUserName: message.regUserName,
    regDatetime: message.regDatetime,
    sendDatetime: message.sendDatetime,
    messageStatus: message.messageStatus,
    beforeIdx: message.beforeIdx,
    receiverList: rows.map(({ receiverIdx, receiverName, readDatetime }) => ({
      receiverIdx,
      receiverName,
      readDatetime,
    })),
    fileList: message.fileList.map((file) => ({ ...file })),
  };
}

/** The box of a list or removal: recv or send; a compose mode is a bad request. */
function boxOf(messageType: MessageMode): Box {
  if (messageType === MESSAGE_MODE.RECV) return 'recv';
  if (messageType === MESSAGE_MODE.SEND) return 'send';
  refuse(MOCK_ERROR.badRequest);
}

function inBox(me: MockUser, box: Box, message: MockMessage): boolean {
  return box === 'recv' ? inReceivedBox(me, message) : inSentBox(me, message);
}

function messageInBox(me: MockUser, box: Box, messageIdx: number): MockMessage {
  const message = db.messages.find((candidate) => candidate.messageIdx === messageIdx);
  if (!message || !inBox(me, box, message)) refuse(MOCK_ERROR.badRequest);
  return message;
}

/** A message of either box (the original of a reply or a forward), with the box it is in. */
function messageOfEitherBox(me: MockUser, messageIdx: number): [MockMessage, Box] {
  const message = db.messages.find((candidate) => candidate.messageIdx === messageIdx);
  if (message && inReceivedBox(me, message)) return [message, 'recv'];
  if (message && inSentBox(me, message)) return [message, 'send'];
  refuse(MOCK_ERROR.badRequest);
}

const sortTime = (message: MockMessage) => message.sendDatetime ?? message.regDatetime;
const newestFirst = (a: MockMessage, b: MockMessage) =>
  sortTime(b).localeCompare(sortTime(a)) || b.messageIdx - a.messageIdx;

const hasManageAccess = (me: MockUser) =>
  can(
    me,
    'manageAccess',
    readConfigString(companyByIdx(db, me.companyIdx)?.cfg).config.userTypeAuth,
  );

function matchesSearch(message: MockMessage, box: Box, keyword: string): boolean {
  const names =
    box === 'recv' ? [message.regUserName] : message.receiverList.map((row) => row.receiverName);
  return [message.title, htmlText(message.contents), ...names]
    .map((text) => text.toLowerCase())
    .some((text) => text.includes(keyword));
}

/** Removes messages from the caller's box (a draft altogether). */
function removeFromBox(me: MockUser, box: Box, messages: readonly MockMessage[]): void {
  for (const message of messages) {
    if (box === 'recv') {
      const row = receiverRow(message, me.userIdx);
      if (row) row.deleted = true;
    } else if (message.messageStatus === MESSAGE_ACTION.SAVE) {
      db.messages = db.messages.filter((candidate) => candidate !== message);
      dropFiles(db, message.fileList, fileStillUsed);
    } else {
      message.senderDeleted = true;
    }
  }
}

/** Whether a stored file is still attached to a message (a forward shares its original's). */
const fileStillUsed = (fileIdx: number) =>
  db.messages.some((message) => message.fileList.some((file) => file.fileIdx === fileIdx));

/** The receivers of a save: users of the institution, not withdrawn, each once. */
function receiversOf(me: MockUser, receiverList: readonly { receiverIdx: number }[]) {
  const wanted = [...new Set(receiverList.map((row) => row.receiverIdx))];
  return wanted.map((receiverIdx) => {
    const user = userByIdx(db, receiverIdx);
    if (
      !user ||
      user.companyIdx !== me.companyIdx ||
      user.userStatus === ACCOUNT_STATUS.WITHDRAWN
    ) {
      refuse(MOCK_ERROR.badRequest);
    }
    return { receiverIdx, receiverName: user.userName, readDatetime: null };
  });
}

/** A file of a message in one of the caller's boxes, else WB-404-102. */
function readableFile(me: MockUser, fileIdx: number): MockAttachment {
  for (const message of db.messages) {
    if (!inReceivedBox(me, message) && !inSentBox(me, message)) continue;
    const file = message.fileList.find((candidate) => candidate.fileIdx === fileIdx);
    if (file) return file;
  }
  refuse(MOCK_ERROR.fileNotFound);
}

export const messageImplementations = [
  implementAuthorised('message.SAVE', async ({ me, fields }) => {
    const input = fields.message;
    const action = input.messageStatus ?? MESSAGE_ACTION.SEND;
    const draft =
      input.messageIdx === undefined ? undefined : messageInBox(me, 'send', input.messageIdx);
    if (draft && draft.messageStatus !== MESSAGE_ACTION.SAVE) refuse(MOCK_ERROR.badRequest);
    const before =
      fields.beforeIdx === undefined ? undefined : messageOfEitherBox(me, fields.beforeIdx)[0];
    const title = input.title.trim();
    if (title === '') refuse(MOCK_ERROR.badRequest);
    const receivers = receiversOf(me, fields.receiverList);
    if (
      action === MESSAGE_ACTION.SEND &&
      (receivers.length === 0 || htmlText(input.contents) === '')
    ) {
      refuse(MOCK_ERROR.badRequest);
    }
    const carried = draft?.fileList ?? before?.fileList ?? [];
    const kept = keptAttachments(carried, [
      ...(fields.removeFileIdxList ?? []),
      ...(fields.removedFileList ?? []),
    ]);
    const files = formFiles(fields.uploadFile);
    // Every file is checked, its bytes too, before anything changes.
    await checkNewFiles(files, UPLOAD_RULE.message, kept);
    const added = await storeFiles(db, me, files);
    const now = formatWireDateTime(new Date());
    const message: MockMessage = draft ?? {
      messageIdx: nextIdx(db, 'messageIdx'),
      companyIdx: me.companyIdx,
      title,
      contents: input.contents,
      regUserIdx: me.userIdx,
      regUserName: me.userName,
      regDatetime: now,
      sendDatetime: null,
      messageStatus: MESSAGE_ACTION.SAVE,
      beforeIdx: null,
      receiverList: [],
      fileList: [],
    };
    const dropped = draft ? draft.fileList.filter((file) => !kept.includes(file)) : [];
    message.title = title;
    message.contents = input.contents;
    message.receiverList = receivers;
    message.fileList = [...kept, ...added];
    message.beforeIdx = before?.messageIdx ?? message.beforeIdx;
    if (action === MESSAGE_ACTION.SEND) {
      message.messageStatus = MESSAGE_ACTION.SEND;
      message.sendDatetime = now;
    } else {
      message.regDatetime = now;
    }
    if (!draft) db.messages.push(message);
    dropFiles(db, dropped, fileStillUsed);
    return ok(wireMessage(message, 'send', me));
  }),

  implementAuthorised('messageByType.GET', ({ me, fields }) => {
    switch (fields.messageType) {
      case MESSAGE_MODE.RECV: {
        const message = messageInBox(me, 'recv', fields.messageIdx);
        const row = receiverRow(message, me.userIdx);
        if (row && !row.readDatetime) row.readDatetime = formatWireDateTime(new Date());
        return ok(wireMessage(message, 'recv', me));
      }
      case MESSAGE_MODE.SEND:
      case MESSAGE_MODE.RESEND:
        return ok(wireMessage(messageInBox(me, 'send', fields.messageIdx), 'send', me));
      default: {
        const [message, box] = messageOfEitherBox(me, fields.messageIdx);
        return ok(wireMessage(message, box, me));
      }
    }
  }),

  implementAuthorised('messageByType.LIST', ({ me, fields }) => {
    const box = boxOf(fields.messageType);
    const keyword = fields.messageSearch?.trim().toLowerCase() ?? '';
    if (keyword !== '' && !hasManageAccess(me)) refuse(MOCK_ERROR.noPermission);
    const rows = db.messages
      .filter((message) => inBox(me, box, message))
      .filter((message) => keyword === '' || matchesSearch(message, box, keyword))
      .sort(newestFirst)
      .map((message) => wireMessage(message, box, me));
    if (fields.paging === false) return okList(rows);
    return okPage(pageOf(rows, fields.page ?? 0, fields.size ?? PAGE_SIZE.MESSAGES));
  }),

  implementAuthorised('messageByType.REMOVE', ({ me, fields }) => {
    const box = boxOf(fields.messageType);
    removeFromBox(me, box, [messageInBox(me, box, fields.messageIdx)]);
    return ok(null);
  }),

  implementAuthorised('messageByType.REMOVE_LIST', ({ me, fields }) => {
    const box = boxOf(fields.messageType);
    // All or nothing: every message must be in the box before any is removed.
    const messages = [...new Set(fields.messageIdxList)].map((messageIdx) =>
      messageInBox(me, box, messageIdx),
    );
    removeFromBox(me, box, messages);
    return ok(null);
  }),

  implementAuthorised('messageRecv.EXIST_NEW', ({ me }) => ok(hasUnreadMessage(me))),

  implementAuthorised('message.GET_FILE', ({ me, fields }) =>
    ok(fileInfo(readableFile(me, askedFileIdx(fields, 'MESSAGE')))),
  ),

  implementAuthorised('message.DOWNLOAD_FILE', ({ me, fields }) => {
    const file = readableFile(me, fields.fileIdx);
    return fileDownload(db, file, `message_${file.fileIdx}`);
  }),
];
