/**
 * The api prefix every call is under (foundation.md §7 "{api}"; screens.md §7 writes
 * `/boda/logMeet/excel`). The build reads the real one from an environment variable
 * (ARCHITECTURE.md: "api base from an environment variable, default /boda").
 */
export const DEFAULT_API_PREFIX = '/boda';

/** The two site kinds (foundation.md §6: "Every request sends a header naming the site kind, MANAGE or SERVICE"). */
export const SITE_KIND = {
  MANAGE: 'MANAGE',
  SERVICE: 'SERVICE',
} as const;
export type SiteKind = (typeof SITE_KIND)[keyof typeof SITE_KIND];

/** The header that names the site kind. assumed: the spec gives no name. */
export const SITE_KIND_HEADER = 'X-Site-Type';

/**
 * The site kind of a page path (foundation.md §2: "The management site is recognised by a path
 * containing /manage; any other path is the service site"). assumed: `/manage` as a whole path
 * segment, so a company id like `managers` does not count.
 */
export function siteKindOf(pathname: string): SiteKind {
  return /\/manage(\/|$|\?|#)/.test(pathname) ? SITE_KIND.MANAGE : SITE_KIND.SERVICE;
}

/** The bearer authorization header value (foundation.md §7: "carries the stored access token"). */
/**
 * Whether an access token can travel in an Authorization header: RFC 6750's b64token
 * (letters, digits, `-._~+/`, then `=` padding), which every JWT is. Anything else (a non-ASCII
 * character, a space, a line break) makes `fetch` throw before a byte is sent.
 */
export function isSendableToken(accessToken: string): boolean {
  return /^[A-Za-z0-9\-._~+/]+=*$/.test(accessToken);
}

export function bearerHeader(accessToken: string): string {
  return `Bearer ${accessToken}`;
}
