import { type ClientErrorKind, clientErrorRules, type LaunchOutcome } from '@platform/contract';

/**
 * The join flow of screens.md §4: "check installed client, process (about 5 s), done. Missing
 * client or unconnected agent opens an install modal". `install` is that modal; a launch that
 * fails otherwise ends the flow with the problem the page shows (a toast for "already running",
 * the default client error for the rest, screens.md §8).
 */
export type LaunchStep = 'idle' | 'checking' | 'install' | 'processing' | 'done';

export interface LaunchState {
  step: LaunchStep;
  /** Why the last run stopped, until the next one starts. */
  problem: Exclude<ClientErrorKind, 'notInstalled' | 'agentNotConnected'> | null;
}

export type LaunchEvent =
  | { type: 'start' }
  | { type: 'agentChecked'; reachable: boolean }
  | { type: 'launched'; outcome: LaunchOutcome }
  | { type: 'processed' }
  /** The server refused the join, or the user closed the modal: the flow ends quietly. */
  | { type: 'stop' };

export const idleLaunch: LaunchState = { step: 'idle', problem: null };

export function launchReducer(state: LaunchState, event: LaunchEvent): LaunchState {
  switch (event.type) {
    case 'start':
      return { step: 'checking', problem: null };
    case 'agentChecked':
      if (state.step !== 'checking') return state;
      return { step: event.reachable ? 'processing' : 'install', problem: null };
    case 'launched': {
      if (state.step !== 'processing') return state;
      if (event.outcome.ok) return state;
      const { kind } = event.outcome;
      if (clientErrorRules[kind].handling === 'install-modal')
        return { step: 'install', problem: null };
      return { step: 'idle', problem: kind === 'alreadyRunning' ? 'alreadyRunning' : 'other' };
    }
    case 'processed':
      return state.step === 'processing' ? { step: 'done', problem: null } : state;
    case 'stop':
      return idleLaunch;
  }
}
