import { NOTE_ADD_TYPE } from '../agent/protocol.ts';
import { int } from '../schemas/primitives.ts';
import { z } from '../zod.ts';

/**
 * The messages between the pages under /wb and the native whiteboard client that shows them
 * (screens.md §7 "Whiteboard client commands: load note (add type 1 book pages, 2 note, 3
 * wrong-answer note; note index, company, meet, note dir, book page URL), user list info, close.
 * Responses beyond named fields: not shown").
 *
 * assumed, all of the wire: the spec names the commands and their fields in prose only.
 * - A command is one JSON object: `requestId` (the page's, echoed by the reply), `command`, and
 *   the command's fields named as the contract names them elsewhere (noteIdx, companyIdx,
 *   meetIdx, noteDir; userId, userIdx, userName, companyIdx).
 * - Book pages go as a list, `bookPageUrl` one URL per page in order, with the book and the range
 *   (bookIdx, pageStart, pageEnd) beside them so the client can title what it loads.
 * - The client answers every command with `{ requestId, command, success, errorMessage? }`; a page
 *   that hears nothing within WHITEBOARD_REPLY_TIMEOUT_MS says the whiteboard did not answer.
 */
export const WHITEBOARD_COMMAND = {
  LOAD_NOTE: 'loadNote',
  USER_LIST_INFO: 'userListInfo',
  CLOSE: 'close',
} as const;
export type WhiteboardCommandName = (typeof WHITEBOARD_COMMAND)[keyof typeof WHITEBOARD_COMMAND];

/** assumed: how long a page waits for the client's answer to one command. */
export const WHITEBOARD_REPLY_TIMEOUT_MS = 10_000;

const requestId = z.string().check(z.minLength(1), z.maxLength(64));

const loadNoteFields = {
  command: z.literal(WHITEBOARD_COMMAND.LOAD_NOTE),
  companyIdx: int,
  meetIdx: z.nullable(int),
};

/** One chosen attendee (screens.md §10 "confirm sends user id, index, name, company index"). */
export const whiteboardUserSchema = z.strictObject({
  userId: z.nullable(z.string()),
  userIdx: int,
  userName: z.string(),
  companyIdx: int,
});
export type WhiteboardUser = z.infer<typeof whiteboardUserSchema>;

const commandShapes = [
  // Add type 1: pages of a book (the room-book page).
  {
    ...loadNoteFields,
    addType: z.literal(NOTE_ADD_TYPE.BOOK_PAGES),
    bookIdx: int,
    pageStart: int.check(z.positive()),
    pageEnd: int.check(z.positive()),
    bookPageUrl: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  },
  // Add types 2 and 3: a submitted note, or its wrong answers to rewrite.
  {
    ...loadNoteFields,
    addType: z.literal([NOTE_ADD_TYPE.NOTE, NOTE_ADD_TYPE.WRONG_ANSWER_NOTE]),
    noteIdx: int,
    noteDir: z.nullable(z.string()),
  },
  {
    command: z.literal(WHITEBOARD_COMMAND.USER_LIST_INFO),
    userList: z.array(whiteboardUserSchema).check(z.minLength(1)),
  },
  { command: z.literal(WHITEBOARD_COMMAND.CLOSE) },
] as const;

/** A command as a page builds it, before the bridge gives it its requestId. */
export const whiteboardCommandSchema = z.union([
  z.strictObject(commandShapes[0]),
  z.strictObject(commandShapes[1]),
  z.strictObject(commandShapes[2]),
  z.strictObject(commandShapes[3]),
]);
export type WhiteboardCommand = z.infer<typeof whiteboardCommandSchema>;

/** A command on the wire: the same, with the requestId its reply echoes. */
export const whiteboardMessageSchema = z.union([
  z.strictObject({ requestId, ...commandShapes[0] }),
  z.strictObject({ requestId, ...commandShapes[1] }),
  z.strictObject({ requestId, ...commandShapes[2] }),
  z.strictObject({ requestId, ...commandShapes[3] }),
]);
export type WhiteboardMessage = z.infer<typeof whiteboardMessageSchema>;

/** The client's answer to one command. Fields beyond these pass through unread. */
export const whiteboardReplySchema = z.looseObject({
  requestId,
  command: z.enum([
    WHITEBOARD_COMMAND.LOAD_NOTE,
    WHITEBOARD_COMMAND.USER_LIST_INFO,
    WHITEBOARD_COMMAND.CLOSE,
  ]),
  success: z.boolean(),
  errorMessage: z.nullish(z.string().check(z.maxLength(500))),
});
export type WhiteboardReply = z.infer<typeof whiteboardReplySchema>;
