/**
 * The stand-in for `tldts` in the browser bundles of the mock server (the demo build and the
 * `mocks:browser` tests; `mockBrowserAliases` in ../vite-plugin.mjs). msw 2 keeps the cookies its
 * mocked responses set in a tough-cookie jar, and tough-cookie asks `tldts` for a host's
 * registrable domain (`getDomain`, its only import of it) to list the host's parent domains and to
 * refuse a `Domain` attribute that names a public suffix. `tldts` answers from the whole Public
 * Suffix List, which is most of the size of the demo's mock chunk (issue 18 item 5).
 *
 * This module runs the same algorithm over an empty list: per the list's own rules
 * (https://github.com/publicsuffix/list/wiki/Format#algorithm), a host no rule matches falls under
 * the prevailing rule `*`, so its public suffix is its last label and its registrable domain the
 * last two; an IP address and a single-label name have none (null, as `tldts` answers).
 *
 * What that changes, and why it is correct for the mock server:
 * - Host-only cookies (no `Domain` attribute) behave exactly as with the list: tough-cookie files
 *   them under the full host, which is always among the domains it looks up.
 * - A `Domain` attribute naming the host or a parent that is not a public suffix behaves exactly
 *   as with the list too.
 * - Only a `Domain` attribute naming a multi-label public suffix (`co.kr`, `github.io`) is
 *   accepted here where a browser would refuse it (the domains looked up for a host are always
 *   those of the full list and maybe more parents, which hold nothing but such cookies).
 * No handler sets a cookie at all: the contract carries its tokens in the bearer header and in
 * bodies (foundation.md §7), and the app reads no cookie. On `localhost` tough-cookie answers
 * before it asks (a special-use domain).
 * `registrableDomain.browser.test.ts` holds msw's cookie round trip to this behaviour.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Options tough-cookie passes (`allowIcannDomains`, `allowPrivateDomains`); no list, no effect. */
export type GetDomainOptions = Record<string, unknown>;

/** The registrable domain of a host name under the rule `*` alone: its last two labels. */
export function getDomain(hostname: string, _options?: GetDomainOptions): string | null {
  let host = hostname.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '' || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
