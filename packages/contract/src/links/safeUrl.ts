/**
 * The one scheme check of the product for a URL that comes from data (a server reply, the
 * configuration string, a query parameter) before it reaches navigation: `location.assign`,
 * `window.open`, an `href`. A compromised or buggy server must not be able to run script in the
 * app's frame with a `javascript:` link (issue 17 item 2), nor send the user elsewhere with a
 * link that only looks like one of this site.
 */

/** The schemes a place may allow. The local agent is reached by fetch, not by a scheme. */
export type UrlScheme = 'http:' | 'https:' | 'mailto:' | 'tel:';

/** The allow-lists of the product's places. */
export const URL_SCHEMES = {
  /** Pages and downloads: the client installer, the help site, the web entry, SSO. */
  WEB: ['http:', 'https:'],
  /** The contacts of the error pages and message links: a call or an e-mail. */
  CONTACT: ['mailto:', 'tel:'],
  /** A link that may be either. */
  WEB_OR_CONTACT: ['http:', 'https:', 'mailto:', 'tel:'],
} as const satisfies Record<string, readonly UrlScheme[]>;

export interface SafeUrlOptions {
  /** The schemes this place may lead to (URL_SCHEMES); anything else is refused. */
  allow: readonly UrlScheme[];
  /** A path of this site (`/help`) is allowed too: the place stays on this origin. */
  sitePaths?: boolean;
}

/**
 * A page or a download the server or the configuration names: http(s), or a path of this site
 * (the help site, the chat link, the client installer; the demo serves its own pages). assumed:
 * the spec shows none of these values.
 */
export const WEB_LINK: SafeUrlOptions = { allow: URL_SCHEMES.WEB, sitePaths: true };

/**
 * C0 controls and DEL anywhere: the URL parser drops tabs and newlines inside a scheme
 * (`java\tscript:`) and trims the others at the ends, so what a reader sees is not what runs.
 */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A path of this site: one `/`, not `//host` (protocol-relative) and no whitespace. */
const SITE_PATH = /^\/(?!\/)\S*$/;

/**
 * The URL, trimmed, when it leads where the place allows; otherwise null and the place refuses
 * it (shows the generic error, or does not show the link).
 *
 * Refused: anything not a string or blank; a scheme not in `allow` (`javascript:` in any case,
 * `data:`, `vbscript:`, `file:`); control characters anywhere; any backslash (browsers read
 * `/\host` and `https:\\host` as another host); a relative path (`help.html`), which depends on
 * the page it is on; `//host`; and a site path unless `sitePaths`.
 */
export function safeUrl(
  value: unknown,
  { allow, sitePaths = false }: SafeUrlOptions,
): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || hasControl(trimmed) || trimmed.includes('\\')) return null;
  if (trimmed.startsWith('/')) return sitePaths && SITE_PATH.test(trimmed) ? trimmed : null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const scheme = url.protocol as UrlScheme;
  if (!allow.includes(scheme)) return null;
  // `http:evil.test` parses (as http://evil.test/) but is no link anyone writes on purpose.
  if ((scheme === 'http:' || scheme === 'https:') && !/^https?:\/\/[^/]/i.test(trimmed)) {
    return null;
  }
  return trimmed;
}
