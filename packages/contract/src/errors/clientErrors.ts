import type { ErrorHandling } from './handling.ts';
import type { ErrorTextKey } from './texts.ts';

/**
 * Errors of the local agent that launches the classroom client (screens.md §8 "Client errors:
 * not installed or agent not connected opens install modal; already running shows error toast;
 * other shows default client error").
 */
export const clientErrorRules = {
  notInstalled: { handling: 'install-modal' },
  agentNotConnected: { handling: 'install-modal' },
  alreadyRunning: { handling: 'toast', textKey: 'error.clientAlreadyRunning' },
  other: { handling: 'modal', textKey: 'error.clientRunError' },
} as const satisfies Record<
  string,
  { handling: ErrorHandling | 'install-modal'; textKey?: ErrorTextKey }
>;
export type ClientErrorKind = keyof typeof clientErrorRules;
