import {
  AGENT_ORIGIN,
  AGENT_PATH,
  type AgentLaunch,
  type AgentStatus,
  agentLaunchSchema,
  agentStatusSchema,
  type LaunchOutcome,
  launchOutcome,
} from '@platform/contract';

/**
 * The web side of the local agent (protocol in @platform/contract agent/). Neither call throws:
 * a machine without the agent is an answer here ("not installed or agent not connected",
 * screens.md §8), not an error.
 */

/** The agent's status, or null when no agent answers (or it answers something else). */
export async function readAgentStatus(
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<AgentStatus | null> {
  const fetchImpl = options.fetch ?? fetch;
  try {
    const response = await fetchImpl(`${AGENT_ORIGIN}${AGENT_PATH.status}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) return null;
    const parsed = agentStatusSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Asks the agent to start the classroom client; the contract reads what it answers. */
export async function sendLaunch(
  launch: AgentLaunch,
  options: { fetch?: typeof fetch } = {},
): Promise<LaunchOutcome> {
  const fetchImpl = options.fetch ?? fetch;
  // A launch the contract refuses is a bug of ours, not of the agent: fail loudly here.
  const body = JSON.stringify(agentLaunchSchema.parse(launch));
  let response: Response;
  try {
    response = await fetchImpl(`${AGENT_ORIGIN}${AGENT_PATH.launch}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  } catch {
    return launchOutcome({ unreachable: true });
  }
  const reply: unknown = await response.json().catch(() => null);
  return launchOutcome({ status: response.status, body: reply });
}
