import { z } from '../zod.ts';
import { datetimeText, int, opt } from './primitives.ts';

/** A receiver of a message (foundation.md §3: receiverIdx, receiverName, readDatetime; unread when empty). */
export const messageReceiverSchema = z.looseObject({
  receiverIdx: int,
  receiverName: opt(z.string()),
  readDatetime: opt(datetimeText),
});
export type MessageReceiver = z.infer<typeof messageReceiverSchema>;

/** A file of a message (screens.md §3: "fileList (fileIdx)"). assumed: orgFileName comes along. */
export const messageFileSchema = z.looseObject({
  fileIdx: int,
  orgFileName: opt(z.string()),
});

/**
 * Message (foundation.md §3, screens.md §3). assumed: messageStatus is a number (message action
 * codes of foundation.md §9: 0 delete, 1 save, 2 send) or its name (screens.md §4: "Sent status
 * SEND").
 */
export const messageSchema = z.looseObject({
  messageIdx: int,
  title: z.string(),
  contents: opt(z.string()),
  regUserIdx: opt(int),
  regUserName: opt(z.string()),
  regDatetime: opt(datetimeText),
  sendDatetime: opt(datetimeText),
  messageStatus: opt(z.union([int, z.string()])),
  receiverList: opt(z.array(messageReceiverSchema)),
  fileList: opt(z.array(messageFileSchema)),
});
export type Message = z.infer<typeof messageSchema>;
