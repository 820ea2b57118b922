import { z } from '../zod.ts';

/**
 * How the web reaches the local agent, the program on the user's machine that launches the
 * classroom client (screens.md §7 Invite: "A local agent call launches the client with command,
 * room, user, platform, language"; §8: "not installed or agent not connected opens install modal;
 * already running shows error toast; other shows default client error"). The launch itself is
 * `agentLaunchSchema` (schemas/agent.ts).
 *
 * The spec leaves the transport open. assumed, all of it:
 * - the agent listens on http://127.0.0.1:27432 (a loopback address, so no page on the network
 *   can reach another machine's agent);
 * - GET /status answers `{ installed: true, running, version }`;
 * - POST /launch takes `agentLaunchSchema` as JSON and answers `{ success: true }`, or 409
 *   `{ success: false, errorCode: 'ALREADY_RUNNING' }` while the client runs, or 400
 *   `{ success: false, errorCode: 'BAD_REQUEST' }` for a launch the schema refuses;
 * - a machine without the agent refuses the connection: fetch rejects with a network error,
 *   which the web reads as "not installed or agent not connected".
 */
export const AGENT_ORIGIN = 'http://127.0.0.1:27432';

export const AGENT_PATH = {
  status: '/status',
  launch: '/launch',
} as const;

export const AGENT_ERROR = {
  ALREADY_RUNNING: 'ALREADY_RUNNING',
  BAD_REQUEST: 'BAD_REQUEST',
} as const;
export type AgentErrorCode = (typeof AGENT_ERROR)[keyof typeof AGENT_ERROR];

/**
 * The `command` of a launch. assumed, the names on the wire: `join` enters a running class (or
 * opens one by an open-join invite), `open` opens the class a guest just created (the invite
 * page's create mode); `resume` and `newStart` are the homework viewer session of screens.md §4
 * ("resume command with noteIdx, or new-start with page document url and taskIdx"); `loadNote`
 * is the whiteboard client's "load note" (screens.md §7), its fields in the launch's room.
 */
export const AGENT_COMMAND = {
  JOIN: 'join',
  OPEN: 'open',
  RESUME: 'resume',
  NEW_START: 'newStart',
  LOAD_NOTE: 'loadNote',
} as const;
export type AgentCommand = (typeof AGENT_COMMAND)[keyof typeof AGENT_COMMAND];

/**
 * The add type of the load-note command (screens.md §7 "load note (add type 1 book pages, 2 note,
 * 3 wrong-answer note; note index, company, meet, note dir, book page URL)").
 */
export const NOTE_ADD_TYPE = {
  BOOK_PAGES: 1,
  NOTE: 2,
  WRONG_ANSWER_NOTE: 3,
} as const;
export type NoteAddType = (typeof NOTE_ADD_TYPE)[keyof typeof NOTE_ADD_TYPE];

export interface AgentStatus {
  installed: true;
  running: boolean;
  version: string;
}

export type AgentReply = { success: true } | { success: false; errorCode: AgentErrorCode };

/** What the web reads of a status answer (more fields may come; they are dropped). */
export const agentStatusSchema = z.object({
  installed: z.literal(true),
  running: z.boolean(),
  version: z.string(),
}) satisfies z.ZodMiniType<AgentStatus>;

/** What the web reads of a launch answer. An unknown error code reads as a failure without one. */
export const agentReplySchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), errorCode: z.nullish(z.string()) }),
]);
