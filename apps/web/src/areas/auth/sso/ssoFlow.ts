import {
  DACHAEUM_RESULT,
  GNE_AUTHORIZE_RESPONSE_TYPE,
  type LoginResponse,
  SSO_STATE,
  type SsoState,
  safeUrl,
  URL_SCHEMES,
} from '@platform/contract';
import type { SsoTextKey } from './texts.ts';

/**
 * The pure decisions of the sign-in entry pages (foundation.md §4 "Sign-in pages: INIT, then error
 * states (KSIGN_ERROR, SIGN_IN_ERROR, NO_CODE, NO_CLIENT_ID, NO_AUTH) or success, which goes to
 * main"; screens.md §2.2). The pages only wire these to the router, the client and the browser.
 */

/** What /sso/gne does with its query (screens.md §2.2). */
export type GneEntry = 'sign-in' | 'authorize' | 'refused' | 'no-code';

/**
 * A code wins over requireAuth: the provider sends the browser back to the redirect address with
 * the code added, and that address may still carry requireAuth=true; starting over would loop.
 * assumed: an OAuth `error` answer (the user declined at the provider) is the provider refusing.
 */
export function gneEntry(query: {
  code?: string | null;
  requireAuth?: string | null;
  error?: string | null;
}): GneEntry {
  if (query.code) return 'sign-in';
  if (query.error) return 'refused';
  if (query.requireAuth === 'true') return 'authorize';
  return 'no-code';
}

/** The client configuration /sso/gne asks for before the authorize redirect (screens.md §2.2). */
export interface GneClientConfig {
  clientId?: string | null;
  redirectUri?: string | null;
}

/**
 * The external authorize address: response_type=code, client_id, redirect_uri and the state
 * (screens.md §2.2). null without a client id: the page shows NO_CLIENT_ID. assumed: without a
 * configured redirect address the provider is sent this page's own address, and so it is for one
 * that is not http(s) (a `javascript:` address from the server is not passed on).
 */
export function gneAuthorizeUrl(
  authorizeEndpoint: string,
  config: GneClientConfig,
  state: string,
  ownAddress: string,
): string | null {
  const clientId = config.clientId?.trim();
  if (!clientId) return null;
  const url = new URL(authorizeEndpoint);
  url.searchParams.set('response_type', GNE_AUTHORIZE_RESPONSE_TYPE);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set(
    'redirect_uri',
    safeUrl(config.redirectUri, { allow: URL_SCHEMES.WEB }) ?? ownAddress,
  );
  url.searchParams.set('state', state);
  return url.toString();
}

/** A random state of 128 bits in hex (screens.md §2.2 "a random state"). */
export function newSsoState(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the state of a pending GNE sign-in waits for the provider's answer (this tab only). */
export const GNE_STATE_STORAGE_KEY = 'platform.sso.gne.state';

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberGneState(state: string, storage: StateStorage = sessionStorage): void {
  storage.setItem(GNE_STATE_STORAGE_KEY, state);
}

/**
 * Whether the state that came back is the one this tab sent. assumed: a code without our state
 * (a missing one, a forged one, one from another tab) is refused before it reaches the server,
 * the usual OAuth defence against a sign-in planted by another site.
 */
export function gneStateMatches(
  returned: string | null | undefined,
  storage: StateStorage = sessionStorage,
): boolean {
  const sent = storage.getItem(GNE_STATE_STORAGE_KEY);
  return Boolean(sent && returned && sent === returned);
}

/** The state is used once: forgotten when the sign-in it guarded has finished. */
export function forgetGneState(storage: StateStorage = sessionStorage): void {
  storage.removeItem(GNE_STATE_STORAGE_KEY);
}

/** foundation.md §4: success "goes to main". */
export function mainPathOf(reply: Pick<LoginResponse, 'user'>): string {
  return `/${encodeURIComponent(reply.user.companyId)}/main`;
}

/** /sso/dachaeum's NO_AUTH and LOGOUT: "go to / with a result param" (screens.md §2.2). */
export function homeWithResult(result: string): string {
  return `/?${new URLSearchParams({ result })}`;
}

/** /sso/dachaeum's failed sign-in: "on error to / with errorCode" (screens.md §2.2). */
export function homeWithErrorCode(code: string): string {
  return `/?${new URLSearchParams({ errorCode: code })}`;
}

/** The results /sso/dachaeum sends home with, which the landing page explains. */
export const HOME_RESULTS = [DACHAEUM_RESULT.NO_AUTH, DACHAEUM_RESULT.LOGOUT] as const;
export type HomeResult = (typeof HOME_RESULTS)[number];

export function isHomeResult(value: string | null | undefined): value is HomeResult {
  return (HOME_RESULTS as readonly string[]).includes(value ?? '');
}

/** What a sign-in state shows: its title and text keys, and whether it offers the way home. */
export interface SsoStateView {
  titleKey: SsoTextKey;
  bodyKey: SsoTextKey;
  goHome: boolean;
  busy: boolean;
}

/**
 * The texts of each state. assumed, as the spec names the states without saying which page shows
 * which: NO_CODE is a page reached without a credential ("user-info-not-found"); KSIGN_ERROR is a
 * refused token of /sso/login, the page the e-signature redirect (/open/login/ksign) returns to
 * ("on error shows user-info-not-found"); SIGN_IN_ERROR is our server refusing a code; NO_AUTH is
 * the provider refusing (dachaeum's errorCode, GNE's OAuth error).
 */
export const SSO_STATE_VIEW: Record<SsoState, SsoStateView> = {
  [SSO_STATE.INIT]: {
    titleKey: 'sso.init.title',
    bodyKey: 'sso.init.body',
    goHome: false,
    busy: true,
  },
  [SSO_STATE.KSIGN_ERROR]: {
    titleKey: 'sso.userNotFound.title',
    bodyKey: 'sso.ksignError.body',
    goHome: true,
    busy: false,
  },
  [SSO_STATE.SIGN_IN_ERROR]: {
    titleKey: 'sso.signInError.title',
    bodyKey: 'sso.signInError.body',
    goHome: true,
    busy: false,
  },
  [SSO_STATE.NO_CODE]: {
    titleKey: 'sso.userNotFound.title',
    bodyKey: 'sso.noCode.body',
    goHome: true,
    busy: false,
  },
  [SSO_STATE.NO_CLIENT_ID]: {
    titleKey: 'sso.noClientId.title',
    bodyKey: 'sso.noClientId.body',
    goHome: true,
    busy: false,
  },
  [SSO_STATE.NO_AUTH]: {
    titleKey: 'sso.noAuth.title',
    bodyKey: 'sso.noAuth.body',
    goHome: true,
    busy: false,
  },
  [SSO_STATE.SUCCESS]: {
    titleKey: 'sso.success.title',
    bodyKey: 'sso.success.body',
    goHome: false,
    busy: true,
  },
};
