import {
  type ApiParams,
  isBlank,
  LIMITS,
  type MESSAGE_ACTION,
  MESSAGE_MODE,
  type Message,
  type MessageReceiver,
  richTextOf,
  UPLOAD_RULE,
  type UploadRule,
  USER_TYPE,
} from '@platform/contract';
import type { ComposeMode } from './messageRules.ts';

/*
 * The rules of the compose popup (screens.md §4 and §5 Messages): what it starts from, when it
 * may send, and the request it sends. Apart from the list's rules, so that the list's first paint
 * carries neither the upload rule nor these.
 */

/** screens.md §4: "Reply prefill 'RE: '", "forward 'FW: '" (byte for byte, in either language). */
export const REPLY_PREFIX = 'RE: ';
export const FORWARD_PREFIX = 'FW: ';

/**
 * The title with its prefix. assumed: a title that already starts with the prefix (a reply to a
 * reply) is not prefixed twice; "RE: RE: RE: " tells the reader nothing more.
 */
export function prefixedTitle(prefix: string, title: string): string {
  return title.startsWith(prefix) ? title : `${prefix}${title}`;
}

/** screens.md §5: "recipients selectable from teacher, student, open teacher". */
export const RECEIVER_TYPES = [
  USER_TYPE.TEACHER,
  USER_TYPE.STUDENT,
  USER_TYPE.OPEN_TEACHER,
] as const;

/** screens.md §9 "attachments 5 (messages 3)": the contract's rule, the server checks it too. */
export const MESSAGE_UPLOAD_RULE: UploadRule = UPLOAD_RULE.message;

/**
 * The rule for the files added in the popup when `kept` files are already attached (a forward's,
 * a resend's or a draft's): the 3 count those too, as the server does.
 */
export function ruleWithKept(kept: number): UploadRule {
  return { ...MESSAGE_UPLOAD_RULE, maxFiles: Math.max(0, MESSAGE_UPLOAD_RULE.maxFiles - kept) };
}

/**
 * screens.md §5 "contents required". assumed: contents are required as text a reader sees (an
 * editor's empty paragraph or a line of spaces is none), as the server reads them; an image alone
 * is not contents.
 */
export function contentsBlank(html: string): boolean {
  return isBlank(richTextOf(html));
}

export interface ComposeReceiver {
  receiverIdx: number;
  receiverName: string;
}

export interface CarriedFile {
  fileIdx: number;
  orgFileName: string;
}

/** What the compose popup holds. */
export interface ComposeValues {
  receivers: ComposeReceiver[];
  title: string;
  contents: string;
  /** Files of the original (or of the draft) still attached. */
  kept: CarriedFile[];
  /** Files of the original (or of the draft) taken off: `removeFileIdxList`. */
  removed: number[];
}

/** What the popup starts with, and what every save of it carries. */
export interface ComposeStart {
  values: ComposeValues;
  /** The original of a reply, forward or resend (foundation.md §7 `beforeIdx`). */
  beforeIdx?: number;
  /** The draft being written further. */
  messageIdx?: number;
  /** A reply's receiver is the sender, and cannot change (screens.md §4). */
  fixedReceivers: boolean;
}

const receiversOf = (rows: readonly MessageReceiver[] | null | undefined): ComposeReceiver[] =>
  (rows ?? []).map((row) => ({
    receiverIdx: row.receiverIdx,
    receiverName: row.receiverName ?? String(row.receiverIdx),
  }));

const filesOf = (message: Message): CarriedFile[] =>
  (message.fileList ?? []).map((file) => ({
    fileIdx: file.fileIdx,
    orgFileName: file.orgFileName ?? String(file.fileIdx),
  }));

const EMPTY: ComposeValues = { receivers: [], title: '', contents: '', kept: [], removed: [] };

/**
 * The popup's start (screens.md §4 Messages): a reply "RE: " with the sender as the fixed
 * receiver; a forward "FW: " with the original's contents and files; a resend with the same
 * contents, receivers and files; a draft as it was saved. The reply, forward and resend carry the
 * original as `beforeIdx`. assumed: a reply starts with empty contents and carries none of the
 * original's files (all listed in `removeFileIdxList`, as the server reads it); a forward and a
 * resend carry them, and the writer may take any off.
 */
export function composeStart(mode: ComposeMode, original: Message | null): ComposeStart {
  if (mode === 'new' || !original) return { values: { ...EMPTY }, fixedReceivers: false };
  const files = filesOf(original);
  switch (mode) {
    case MESSAGE_MODE.REPLY:
      return {
        values: {
          ...EMPTY,
          title: prefixedTitle(REPLY_PREFIX, original.title),
          receivers:
            original.regUserIdx == null
              ? []
              : [
                  {
                    receiverIdx: original.regUserIdx,
                    receiverName: original.regUserName ?? String(original.regUserIdx),
                  },
                ],
          removed: files.map((file) => file.fileIdx),
        },
        beforeIdx: original.messageIdx,
        fixedReceivers: true,
      };
    case MESSAGE_MODE.DELIVERY:
      return {
        values: {
          ...EMPTY,
          title: prefixedTitle(FORWARD_PREFIX, original.title),
          contents: original.contents ?? '',
          kept: files,
        },
        beforeIdx: original.messageIdx,
        fixedReceivers: false,
      };
    case MESSAGE_MODE.RESEND:
      return {
        values: {
          ...EMPTY,
          title: original.title,
          contents: original.contents ?? '',
          receivers: receiversOf(original.receiverList),
          kept: files,
        },
        beforeIdx: original.messageIdx,
        fixedReceivers: false,
      };
    case 'draft':
      return {
        values: {
          ...EMPTY,
          title: original.title,
          contents: original.contents ?? '',
          receivers: receiversOf(original.receiverList),
          kept: files,
        },
        messageIdx: original.messageIdx,
        fixedReceivers: false,
      };
  }
}

/** screens.md §5: "send disabled until title and receivers exist" (a title of spaces is none). */
export function canSend(values: Pick<ComposeValues, 'title' | 'receivers'>): boolean {
  return !isBlank(values.title) && values.receivers.length > 0;
}

/** A draft needs its title, as the server does (assumed: nothing else). */
export function canSaveDraft(values: Pick<ComposeValues, 'title'>): boolean {
  return !isBlank(values.title);
}

/** Takes a file of the original off: it stays off the new message. */
export function withoutKept(values: ComposeValues, fileIdx: number): ComposeValues {
  return {
    ...values,
    kept: values.kept.filter((file) => file.fileIdx !== fileIdx),
    removed: values.removed.includes(fileIdx) ? values.removed : [...values.removed, fileIdx],
  };
}

/**
 * The send form of message.SAVE (foundation.md §7: message, receiverList, beforeIdx,
 * removeFileIdxList, uploadFile), with the message action: 1 saves a draft, 2 sends.
 */
export function saveRequest(
  start: Pick<ComposeStart, 'beforeIdx' | 'messageIdx'>,
  values: ComposeValues,
  files: readonly File[],
  action: typeof MESSAGE_ACTION.SAVE | typeof MESSAGE_ACTION.SEND,
): ApiParams<'message.SAVE'> {
  return {
    message: {
      ...(start.messageIdx !== undefined ? { messageIdx: start.messageIdx } : {}),
      title: values.title.trim(),
      contents: values.contents,
      messageStatus: action,
    },
    receiverList: values.receivers.map((receiver) => ({ receiverIdx: receiver.receiverIdx })),
    ...(start.beforeIdx !== undefined ? { beforeIdx: start.beforeIdx } : {}),
    ...(values.removed.length > 0 ? { removeFileIdxList: [...values.removed] } : {}),
    ...(files.length > 0 ? { uploadFile: [...files] } : {}),
  };
}

/** The attachment limit, for texts. */
export const MESSAGE_FILES_MAX = LIMITS.MESSAGE_ATTACHMENTS_MAX;
