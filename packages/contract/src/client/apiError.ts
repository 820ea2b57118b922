import type { ErrorContext } from '../errors/catalogue.ts';
import { errorHandling, errorTextKey } from '../errors/errorText.ts';
import { type ErrorHandling, handlingByStatus } from '../errors/handling.ts';
import { parseErrorCode } from '../errors/parseErrorCode.ts';
import type { ErrorTextKey } from '../errors/texts.ts';

/**
 * Why a call failed:
 * - `status`: the server answered with an error status or an envelope with `success: false`;
 * - `timeout`: no answer within the client's timeout;
 * - `network`: no answer at all (offline, connection refused, CORS);
 * - `session-ended`: a 401 or 402 could not be recovered, and `onSessionEnd` was called;
 * - `bad-reply`: an answer that is not what the call returns (not JSON where JSON is due).
 * An abort by the caller's own signal is no ApiError: the signal's reason is thrown as it is, so
 * that callers recognise a cancellation the way they recognise any other.
 */
export type ApiErrorKind = 'status' | 'timeout' | 'network' | 'session-ended' | 'bad-reply';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status; 0 when there was no answer. */
  status: number;
  /** The server's WB-... code, when the answer carried one. */
  code?: string | null;
  /** The catalogue key of the call (`user.GET_ME`). */
  endpoint: string;
  context?: ErrorContext;
  cause?: unknown;
  /**
   * The `result` a failed envelope carried, unchecked: what some refusals add for the screen
   * (WB-400-309 names the overlapping unit price, assumed shape in schemas/unitPriceOverlap.ts).
   */
  detail?: unknown;
}

/**
 * A failed call, classified by the error catalogue (foundation.md §8 "Handling by status" and the
 * code table): `handling` says what the UI does (a modal with the code, 'The request is invalid.',
 * a logged generic modal, a thrown error for 503, ...), `textKey` which text it shows. The client
 * classifies; the UI shows.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | null;
  readonly endpoint: string;
  readonly textKey: ErrorTextKey;
  readonly handling: ErrorHandling;
  readonly detail: unknown;

  constructor(init: ApiErrorInit) {
    const code = init.code ?? null;
    super(`${init.endpoint}: ${init.kind} ${init.status}${code ? ` ${code}` : ''}`, {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = init.status;
    this.code = code;
    this.endpoint = init.endpoint;
    this.textKey = errorTextKey(code, init.context);
    this.handling = classifyHandling(init.status, code, init.context);
    this.detail = init.detail;
  }
}

/**
 * A code the catalogue knows, or a WB code whose status and class say it all, decides; an answer
 * without a code falls back on its HTTP status (a bare 500 is still "logged, generic modal").
 */
function classifyHandling(
  status: number,
  code: string | null,
  context: ErrorContext | undefined,
): ErrorHandling {
  if (code && parseErrorCode(code)) return errorHandling(code, context);
  return handlingByStatus(status);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
