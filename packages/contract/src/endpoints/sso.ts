/**
 * The sign-in entry pages (foundation.md §2, §4; screens.md §2.2).
 */

/**
 * The states of the sign-in pages: INIT, then an error state or success (foundation.md §4).
 * assumed: `SUCCESS` names the success state, which the spec writes in lower case ("success").
 */
export const SSO_STATE = {
  INIT: 'INIT',
  KSIGN_ERROR: 'KSIGN_ERROR',
  SIGN_IN_ERROR: 'SIGN_IN_ERROR',
  NO_CODE: 'NO_CODE',
  NO_CLIENT_ID: 'NO_CLIENT_ID',
  NO_AUTH: 'NO_AUTH',
  SUCCESS: 'SUCCESS',
} as const;
export type SsoState = (typeof SSO_STATE)[keyof typeof SSO_STATE];

/**
 * The `result` query values of /sso/dachaeum (screens.md §2.2), byte for byte: `LOGIN_COMPLATE`
 * is the wire spelling.
 */
export const DACHAEUM_RESULT = {
  LOGIN_REQ: 'LOGIN_REQ',
  LOGIN_COMPLATE: 'LOGIN_COMPLATE',
  SSO_REQ: 'SSO_REQ',
  NO_AUTH: 'NO_AUTH',
  LOGOUT: 'LOGOUT',
} as const;
export type DachaeumResult = (typeof DACHAEUM_RESULT)[keyof typeof DACHAEUM_RESULT];

/**
 * What /sso/dachaeum does (screens.md §2.2): LOGIN_REQ goes to a login path; LOGIN_COMPLATE or
 * SSO_REQ goes to sign-in; NO_AUTH and LOGOUT go to / with a result param; an errorCode shows the
 * error with go-home; otherwise it signs in with no payload and goes to main.
 */
export type DachaeumAction = 'go-login' | 'sign-in' | 'go-home-with-result' | 'show-error';

export function dachaeumAction(query: {
  result?: string | null;
  errorCode?: string | null;
}): DachaeumAction {
  switch (query.result) {
    case DACHAEUM_RESULT.LOGIN_REQ:
      return 'go-login';
    case DACHAEUM_RESULT.LOGIN_COMPLATE:
    case DACHAEUM_RESULT.SSO_REQ:
      return 'sign-in';
    case DACHAEUM_RESULT.NO_AUTH:
    case DACHAEUM_RESULT.LOGOUT:
      return 'go-home-with-result';
  }
  return query.errorCode ? 'show-error' : 'sign-in';
}

/** The query of /sso/gne's authorize redirect (screens.md §2.2: response_type=code, client_id, redirect_uri, state). */
export const GNE_AUTHORIZE_RESPONSE_TYPE = 'code';
