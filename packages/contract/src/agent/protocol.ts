import { z } from 'zod/mini';

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
 * The `command` of a launch. assumed: `join` enters a running class (or opens one by an open-join
 * invite), `open` opens the class a guest just created (the invite page's create mode).
 */
export const AGENT_COMMAND = {
  JOIN: 'join',
  OPEN: 'open',
} as const;
export type AgentCommand = (typeof AGENT_COMMAND)[keyof typeof AGENT_COMMAND];

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
