/**
 * The local agent's protocol lives in @platform/contract (agent/), where the web reads it too;
 * the fake agent re-exports it so that its tests and the mocks' public surface keep their names.
 */
export {
  AGENT_ERROR,
  AGENT_ORIGIN,
  AGENT_PATH,
  type AgentReply,
  type AgentStatus,
} from '@platform/contract';
