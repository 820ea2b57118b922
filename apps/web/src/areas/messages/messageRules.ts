import { MESSAGE_ACTION, type MESSAGE_MODE, type Message } from '@platform/contract';

/*
 * The rules of the message screens (screens.md §4 Messages, §5 Messages, §6, §10 Messages), kept
 * apart from the components so that unit tests read them. The list's are here; the compose
 * popup's are in composeRules.ts, which loads with the popup.
 */

/** The two boxes, the `{messageType}` of the list and removal calls. */
export type MessageBox = typeof MESSAGE_MODE.RECV | typeof MESSAGE_MODE.SEND;

/**
 * What the compose popup starts from: a new message, a reply, a forward (the contract's
 * `delivery`), a resend, or a draft of the sent box written further.
 */
export type ComposeMode =
  | 'new'
  | typeof MESSAGE_MODE.REPLY
  | typeof MESSAGE_MODE.DELIVERY
  | typeof MESSAGE_MODE.RESEND
  | 'draft';

/** A draft: message action 1 (foundation.md §9), or its name. */
export function isDraft(message: Pick<Message, 'messageStatus'>): boolean {
  const status = message.messageStatus;
  return status === MESSAGE_ACTION.SAVE || status === 'SAVE';
}

/**
 * Whether a received message is unread for `userIdx` (its receiver row has no readDatetime). The
 * received box shows the caller's own row only; a row of someone else is never read as ours.
 */
export function isUnread(message: Pick<Message, 'receiverList'>, userIdx: number): boolean {
  const rows = message.receiverList ?? [];
  const own =
    rows.find((row) => row.receiverIdx === userIdx) ?? (rows.length === 1 ? rows[0] : undefined);
  return own !== undefined && !own.readDatetime;
}

/** How many receivers of a sent message have read it. */
export function readCount(message: Pick<Message, 'receiverList'>): { read: number; total: number } {
  const rows = message.receiverList ?? [];
  return { read: rows.filter((row) => Boolean(row.readDatetime)).length, total: rows.length };
}
