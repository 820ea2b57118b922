import { agentLaunchSchema } from '@platform/contract';
import { HttpResponse, http } from 'msw';
import { nowDatetime } from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { scenario, scenarioLatency } from '../scenario.ts';
import { notifyDatabaseWrite } from '../server/router.ts';
import { agent, recordLaunch } from './agent.ts';
import { enterClass } from './classEntry.ts';
import {
  AGENT_ERROR,
  AGENT_ORIGIN,
  AGENT_PATH,
  type AgentReply,
  type AgentStatus,
} from './protocol.ts';

/** The agent's version the status reports (any text; the web shows it in its install modal, if at all). */
export const AGENT_VERSION = '2.4.0';

export const agentHandlers = [
  http.get(`${AGENT_ORIGIN}${AGENT_PATH.status}`, async () => {
    await scenarioLatency();
    if (scenario.state.agent === 'notInstalled') return HttpResponse.error();
    const running = agent.running || scenario.state.agent === 'alreadyRunning';
    return HttpResponse.json<AgentStatus>({ installed: true, running, version: AGENT_VERSION });
  }),

  http.post(`${AGENT_ORIGIN}${AGENT_PATH.launch}`, async ({ request }) => {
    await scenarioLatency();
    if (scenario.state.agent === 'notInstalled') return HttpResponse.error();
    const parsed = agentLaunchSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return HttpResponse.json<AgentReply>(
        { success: false, errorCode: AGENT_ERROR.BAD_REQUEST },
        { status: 400 },
      );
    }
    if (scenario.state.agent === 'alreadyRunning') {
      recordLaunch(parsed.data, 'alreadyRunning');
      return HttpResponse.json<AgentReply>(
        { success: false, errorCode: AGENT_ERROR.ALREADY_RUNNING },
        { status: 409 },
      );
    }
    // The client it starts enters the class at once (classEntry.ts); a refusal is the client's
    // to show, so the agent still answers that it launched.
    const entry = enterClass(db, parsed.data, nowDatetime());
    recordLaunch(parsed.data, 'launched', entry);
    if (entry && !('refused' in entry)) notifyDatabaseWrite();
    return HttpResponse.json<AgentReply>({ success: true });
  }),
];
