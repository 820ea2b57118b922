// Read by vite.config.ts as well (the host page's origin goes into frame-ancestors): no imports.

/** An origin the build may name for the host page: https (or http on a loopback host) only. */
export function hostOriginOf(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
    return url.origin;
  } catch {
    return null;
  }
}
