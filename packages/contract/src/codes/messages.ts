import type { CodeOf } from './codeTable.ts';

/** Message action (`messageStatus` of a save), foundation.md §9: 0 delete, 1 save, 2 send. */
export const MESSAGE_ACTION = {
  DELETE: 0,
  SAVE: 1,
  SEND: 2,
} as const;
export type MessageAction = CodeOf<typeof MESSAGE_ACTION>;

/**
 * Message modes, foundation.md §9, wire text byte for byte: the `{messageType}` path segment of
 * {api}/message/{messageType} and the compose modes. screens.md §3: delivery is "forward".
 */
export const MESSAGE_MODE = {
  SEND: 'send',
  RECV: 'recv',
  RESEND: 'resend',
  REPLY: 'reply',
  DELIVERY: 'delivery',
} as const;
export type MessageMode = CodeOf<typeof MESSAGE_MODE>;

/** Board types (`boardType`), foundation.md §9 and screens.md §3: 1 notice, 2 inquiry, 3 board. */
export const BOARD_TYPE = {
  NOTICE: 1,
  INQUIRY: 2,
  BOARD: 3,
} as const;
export type BoardType = CodeOf<typeof BOARD_TYPE>;
