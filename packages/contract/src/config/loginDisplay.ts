import { LOGIN_DISPLAY, type LoginDisplay } from './readers.ts';

/**
 * The modes of the company login page (foundation.md §2, screens.md §2.2): the four the
 * configuration chooses, plus three the page itself decides.
 */
export const LOGIN_PAGE_MODE = {
  ...LOGIN_DISPLAY,
  IN_APP_BROWSER: 'inAppBrowser',
  UNSUPPORTED_BROWSER: 'unsupportedBrowser',
  LOADING: 'loading',
} as const;
export type LoginPageMode = (typeof LOGIN_PAGE_MODE)[keyof typeof LOGIN_PAGE_MODE];

export interface LoginPageModeInput {
  /** The company or its configuration is still being fetched. */
  loading: boolean;
  /** The browser cannot run the product. */
  unsupportedBrowser: boolean;
  /** An in-app messenger browser (prompt to open the system browser). */
  inAppBrowser: boolean;
  /** WEB_FRONT_LOGIN_DISPLAY, read by `readLoginDisplay`. */
  configured: LoginDisplay;
}

/**
 * Which mode the login page shows. assumed precedence: loading first (nothing is known yet),
 * then the browser checks (no mode works in a browser that cannot run it, and an in-app browser
 * loses the session when the client opens), then the configured mode.
 */
export function loginPageMode(input: LoginPageModeInput): LoginPageMode {
  if (input.loading) return LOGIN_PAGE_MODE.LOADING;
  if (input.unsupportedBrowser) return LOGIN_PAGE_MODE.UNSUPPORTED_BROWSER;
  if (input.inAppBrowser) return LOGIN_PAGE_MODE.IN_APP_BROWSER;
  return input.configured;
}
