import type { ClientErrorKind } from '../errors/clientErrors.ts';
import { AGENT_ERROR, agentReplySchema } from './protocol.ts';

/**
 * What a launch came to, in the words of screens.md §8 "Client errors": launched, or one of the
 * contract's client error kinds (clientErrorRules says how each is shown).
 */
export type LaunchOutcome = { ok: true } | { ok: false; kind: ClientErrorKind };

/**
 * Reads the agent's answer to a launch. No answer at all (the fetch rejected) means the agent is
 * not there: "not installed or agent not connected". assumed: a 409 or the ALREADY_RUNNING code is
 * "already running"; any other failure, or an answer that is not the protocol's, is "other".
 */
export function launchOutcome(
  answer: { status: number; body: unknown } | { unreachable: true },
): LaunchOutcome {
  if ('unreachable' in answer) return { ok: false, kind: 'agentNotConnected' };
  const parsed = agentReplySchema.safeParse(answer.body);
  if (answer.status === 200 && parsed.success && parsed.data.success) return { ok: true };
  const code = parsed.success && !parsed.data.success ? parsed.data.errorCode : null;
  if (answer.status === 409 || code === AGENT_ERROR.ALREADY_RUNNING) {
    return { ok: false, kind: 'alreadyRunning' };
  }
  return { ok: false, kind: 'other' };
}
