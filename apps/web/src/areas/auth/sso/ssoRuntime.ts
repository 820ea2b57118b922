import { URL_SCHEMES } from '@platform/contract';
import { leaveFor } from '../../../app/leaveFor.ts';
import { api } from '../../../app/session/api.ts';
import type { GneClientConfig } from './ssoFlow.ts';

/**
 * The addresses of the external sign-in providers. The spec names the redirects but not where they
 * go. assumed: the GNE authorize endpoint and the dachaeum login page below; a deployment that
 * knows better sets VITE_GNE_AUTHORIZE_URL and VITE_DACHAEUM_LOGIN_URL.
 */
export const GNE_AUTHORIZE_URL: string =
  import.meta.env.VITE_GNE_AUTHORIZE_URL || 'https://sso.gne.example/oauth2/authorize';
export const DACHAEUM_LOGIN_URL: string =
  import.meta.env.VITE_DACHAEUM_LOGIN_URL || 'https://sso.dachaeum.example/login';

/** The GNE client configuration (clientId, redirectUri; screens.md §2.2 "requests the client configuration"). */
const gneClientConfigFromServer = async (): Promise<GneClientConfig> =>
  (await api.result('openLoginSso.GNE_CLIENT_INFO', {})) ?? {};

export interface SsoRuntime {
  /**
   * Leaves the app for an external address (the provider's authorize or login page); false, and
   * the page stays, for an address that is not http(s).
   */
  redirect(url: string): boolean;
  loadGneClientConfig(): Promise<GneClientConfig>;
}

const browserRuntime: SsoRuntime = {
  redirect: (url) => leaveFor(url, { allow: URL_SCHEMES.WEB }),
  loadGneClientConfig: gneClientConfigFromServer,
};

let current: SsoRuntime = browserRuntime;

/** What the SSO pages use to leave the app and to read the GNE configuration. */
export const ssoRuntime: SsoRuntime = {
  redirect: (url) => current.redirect(url),
  loadGneClientConfig: () => current.loadGneClientConfig(),
};

/**
 * Replaces parts of the runtime (a story must not leave the page); returns the undo. Stories and
 * tests only.
 */
export function overrideSsoRuntime(parts: Partial<SsoRuntime>): () => void {
  const previous = current;
  current = { ...current, ...parts };
  return () => {
    current = previous;
  };
}
