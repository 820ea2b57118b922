import { RICH_TEXT_LINK, safeUrl } from '@platform/contract';

/** A scheme at the start (`https:`, `mailto:`, `javascript:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** An e-mail address typed without `mailto:`. */
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
/** A host typed without a scheme (`example.com/page`): a dot, no spaces. */
const BARE_HOST = /^[^\s/@:]+\.[^\s/@:]+(?:[/?#:]\S*)?$/;

/**
 * The link to store for what the user typed in the link field, or null when the contract's rule
 * for rich-text links (`RICH_TEXT_LINK`: http, https, mailto) refuses it. assumed: an address
 * typed without a scheme is completed the way a browser's address bar would, `example.com` to
 * `https://example.com` and `name@example.com` to `mailto:name@example.com`; any scheme typed
 * (`javascript:`, `data:`, `ftp:`) is kept as typed and so refused.
 */
export function editorLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (!SCHEME.test(text)) {
    if (EMAIL.test(text)) return safeUrl(`mailto:${text}`, RICH_TEXT_LINK);
    if (BARE_HOST.test(text)) return safeUrl(`https://${text}`, RICH_TEXT_LINK);
  }
  return safeUrl(text, RICH_TEXT_LINK);
}
