import type { AgentLaunch } from '@platform/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { readAgentStatus, sendLaunch } from './agentClient.ts';
import { joinProcessingMs } from './joinProcessing.ts';
import { idleLaunch, type LaunchState, launchReducer } from './launchFlow.ts';

/** What the server hands out for an entry: the client's message, and what it adds of the room. */
export interface PreparedEntry {
  bodaAppMsg: string | null;
  room?: { roomCode?: string | null; meetIdx?: number | null; inviteCode?: string | null };
}

/** What one entry into a class needs. */
export interface ClientLaunchPlan {
  /**
   * Asks the server for the client's message (openRoom JOIN_INFO or OPEN_INFO, bodaAppMsg). Runs
   * once the agent has answered (or for the web entry), at most once per plan; rejects with the
   * client's ApiError, which ends the flow and goes to `onServerError`.
   */
  prepare: () => Promise<PreparedEntry>;
  /** The launch for the agent, given what the server handed out. */
  launchFor: (entry: PreparedEntry) => AgentLaunch;
  onServerError: (error: unknown) => void;
}

export interface ClientLaunch {
  state: LaunchState;
  /** Starts the join flow for a plan. */
  start: (plan: ClientLaunchPlan) => void;
  /** "Join if installed": checks the agent again and launches. */
  retry: () => void;
  /** Closes the flow (the modal's close, or after the problem was shown). */
  stop: () => void;
  /** The server's message for the web entry, asking the server if the plan has not yet. */
  prepareForWeb: () => Promise<PreparedEntry | null>;
}

/**
 * The join flow through the local agent (screens.md §4): check the client, then process (the
 * server's message, the launch, and the contract's JOIN_PROCESSING_MS, "about 5 s", for the
 * client to come up), then done.
 */
export function useClientLaunch(): ClientLaunch {
  const [state, dispatch] = useReducer(launchReducer, idleLaunch);
  const plan = useRef<ClientLaunchPlan | null>(null);
  const prepared = useRef<Promise<PreparedEntry> | null>(null);
  // Each run has a number; a stopped or replaced run's late answers are dropped.
  const runId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const prepareOnce = useCallback(() => {
    const current = plan.current;
    if (!current) return Promise.resolve(null);
    if (!prepared.current) {
      prepared.current = current.prepare();
      // A refused join may be tried again from the start.
      prepared.current.catch(() => {
        prepared.current = null;
      });
    }
    return prepared.current;
  }, []);

  const run = useCallback(async () => {
    const current = plan.current;
    if (!current) return;
    const id = ++runId.current;
    const live = () => id === runId.current;
    dispatch({ type: 'start' });
    const status = await readAgentStatus();
    if (!live()) return;
    dispatch({ type: 'agentChecked', reachable: status !== null });
    if (!status) return;
    const started = Date.now();
    let entry: PreparedEntry | null;
    try {
      entry = await prepareOnce();
    } catch (error) {
      if (!live()) return;
      dispatch({ type: 'stop' });
      current.onServerError(error);
      return;
    }
    if (!live()) return;
    if (!entry) return;
    const outcome = await sendLaunch(current.launchFor(entry));
    if (!live()) return;
    dispatch({ type: 'launched', outcome });
    if (!outcome.ok) return;
    const rest = Math.max(0, joinProcessingMs() - (Date.now() - started));
    timer.current = setTimeout(() => {
      if (live()) dispatch({ type: 'processed' });
    }, rest);
  }, [prepareOnce]);

  const stop = useCallback(() => {
    runId.current += 1;
    clearTimeout(timer.current);
    dispatch({ type: 'stop' });
  }, []);

  useEffect(
    () => () => {
      runId.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(
    (next: ClientLaunchPlan) => {
      plan.current = next;
      prepared.current = null;
      void run();
    },
    [run],
  );
  const retry = useCallback(() => void run(), [run]);

  return { state, start, retry, stop, prepareForWeb: prepareOnce };
}
