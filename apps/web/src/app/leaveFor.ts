import { type SafeUrlOptions, safeUrl } from '@platform/contract';

/**
 * Where a URL that came from data (a server reply, the configuration) leaves the app: only
 * through safeUrl, with the schemes the place allows (issue 17 item 2: a `javascript:` download
 * link ran script in the app's frame). Each returns false, having done nothing, when the URL is
 * refused; the place then shows its generic error. urlSinks.test.ts finds any other way out.
 */

/** Loads the URL in this tab (an installer, a provider's sign-in page). */
export function leaveFor(value: unknown, options: SafeUrlOptions): boolean {
  const url = safeUrl(value, options);
  if (url === null) return false;
  globalThis.location.assign(url);
  return true;
}

/** Opens the URL in a new tab that cannot reach back to this one. */
export function openInNewTab(value: unknown, options: SafeUrlOptions): boolean {
  const url = safeUrl(value, options);
  if (url === null) return false;
  globalThis.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
