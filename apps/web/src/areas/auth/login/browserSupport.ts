/**
 * The two browser checks of the login page (screens.md §2.2 "in-app messenger browser warning
 * (prompt to open in the system browser), unsupported browser"). Pure: they read a user agent and
 * a few feature probes, so that tests can hand them any browser.
 */

/** The in-app browsers of messengers and social apps that the warning names. */
export const IN_APP_BROWSERS = [
  'KakaoTalk',
  'NAVER',
  'Line',
  'Instagram',
  'Facebook',
  'Band',
  'Daum',
  'WeChat',
] as const;
export type InAppBrowser = (typeof IN_APP_BROWSERS)[number];

/**
 * How each app marks its user agent. assumed: the tokens these apps put in their user agents as
 * commonly seen (KAKAOTALK, NAVER(inapp, Line/, Instagram, FBAN/FBAV, BAND/, DaumApps,
 * MicroMessenger); the spec names none.
 */
const IN_APP_MARKERS: ReadonlyArray<readonly [InAppBrowser, RegExp]> = [
  ['KakaoTalk', /KAKAOTALK/i],
  ['NAVER', /NAVER\(inapp|\bNAVER\//i],
  ['Line', /\bLine\/\d/i],
  ['Instagram', /\bInstagram\b/i],
  ['Facebook', /\bFB_IAB\b|\bFBAN\/|\bFBAV\//i],
  ['Band', /\bBAND\/\d/i],
  ['Daum', /\bDaumApps\b/i],
  ['WeChat', /\bMicroMessenger\b/i],
];

/** The messenger whose in-app browser this is, or null for a browser of its own. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  return IN_APP_MARKERS.find(([, marker]) => marker.test(userAgent))?.[0] ?? null;
}

/**
 * Where "open in the system browser" can go for an in-app browser, or null when the app offers no
 * way out but its own menu. assumed, from what these apps document or are known to accept:
 * KakaoTalk opens `kakaotalk://web/openExternal?url=...`; LINE opens a page in the system browser
 * when its URL carries `openExternalBrowser=1`; on Android any other in-app browser can hand the
 * page to Chrome with an intent URL.
 */
export function systemBrowserUrl(
  app: InAppBrowser,
  href: string,
  userAgent: string,
): string | null {
  if (app === 'KakaoTalk') return `kakaotalk://web/openExternal?url=${encodeURIComponent(href)}`;
  if (app === 'Line') {
    const url = new URL(href);
    url.searchParams.set('openExternalBrowser', '1');
    return url.toString();
  }
  if (/Android/i.test(userAgent)) {
    const url = new URL(href);
    return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;end`;
  }
  return null;
}

/** What the product needs of a browser, probed where the page runs. */
export interface BrowserFeatures {
  fetch: boolean;
  promise: boolean;
  urlSearchParams: boolean;
  localStorage: boolean;
  /** CSS custom properties: every colour and size of the design comes from them. */
  cssVariables: boolean;
}

/** The features of the browser the page runs in. */
export function probeBrowserFeatures(win: Window & typeof globalThis = window): BrowserFeatures {
  let localStorageWorks = false;
  try {
    localStorageWorks = typeof win.localStorage?.getItem === 'function';
  } catch {
    // Storage switched off (some private modes throw on access): the session cannot be kept.
  }
  return {
    fetch: typeof win.fetch === 'function',
    promise: typeof win.Promise === 'function',
    urlSearchParams: typeof win.URLSearchParams === 'function',
    localStorage: localStorageWorks,
    cssVariables: typeof win.CSS?.supports === 'function' && win.CSS.supports('--a', '0'),
  };
}

/**
 * Whether the product cannot run here: Internet Explorer (MSIE or Trident), or a browser missing
 * a feature the app needs (assumed list: fetch, promises, URLSearchParams, local storage for the
 * session, CSS variables for the design).
 */
export function isUnsupportedBrowser(userAgent: string, features: BrowserFeatures): boolean {
  if (/\bMSIE \d|\bTrident\//.test(userAgent)) return true;
  return Object.values(features).some((available) => !available);
}
