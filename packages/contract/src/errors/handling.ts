import { parseErrorCode } from './parseErrorCode.ts';

/**
 * How the client handles an error (foundation.md §8 "Handling by status", screens.md §8).
 * - modal-with-code: an error modal that shows the code (HTTP 400, class 100).
 * - invalid-request: 'The request is invalid.' (HTTP 400, class 200).
 * - notification-talk: WB-500-131, the notification-talk failure text with the code.
 * - generic-modal-logged: other HTTP 500: logged, and a generic modal with the code.
 * - throw: HTTP 503: an error carrying the code is thrown.
 * - refresh: HTTP 401: refresh the token once, else clear the session and go to login.
 * - reset-token: HTTP 402: call reset-token, store token, config and settings, retry.
 * - modal: an error modal with the code's own text (upload limits, join cancelled, login states).
 * - inline: shown in the form (the login form's WB-400-601).
 * - modal-refetch: a modal, then the list is fetched again (WB-400-302).
 * - overlap-dialog: a dialog listing the classroom and date range (WB-400-309).
 * - empty-state: the view shows its empty state (a note image that is not found).
 * - redirect-home: go to / (company not found on the login page).
 * - reset-selection: reset the selected organisation (company not found in the picker).
 * - toast: "Everything else goes to a generic handler and toast" (screens.md §8).
 */
export type ErrorHandling =
  | 'modal-with-code'
  | 'invalid-request'
  | 'notification-talk'
  | 'generic-modal-logged'
  | 'throw'
  | 'refresh'
  | 'reset-token'
  | 'modal'
  | 'inline'
  | 'modal-refetch'
  | 'overlap-dialog'
  | 'empty-state'
  | 'redirect-home'
  | 'reset-selection'
  | 'toast';

/**
 * The handling a code gets from its status and class alone, before its own entry is looked at
 * (foundation.md §8 "Handling by status"); `toast` for what the spec leaves to the generic
 * handler (screens.md §8).
 */
export function handlingByStatus(status: number, errorClass?: number): ErrorHandling {
  switch (status) {
    case 400:
      if (errorClass === 100) return 'modal-with-code';
      if (errorClass === 200) return 'invalid-request';
      return 'toast';
    case 401:
      return 'refresh';
    case 402:
      return 'reset-token';
    case 500:
      return 'generic-modal-logged';
    case 503:
      return 'throw';
    default:
      return 'toast';
  }
}

/** The status-and-class handling of a code text; `toast` when it is no server code. */
export function handlingByCode(code: unknown): ErrorHandling {
  const parsed = parseErrorCode(code);
  return parsed ? handlingByStatus(parsed.status, parsed.class) : 'toast';
}
