import type { Locale } from '@platform/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { PRERENDER_DATA_ID } from '../prerender/publicPaths.ts';

export interface PrerenderedData {
  locale: Locale;
  loaderData: Record<string, unknown>;
}

/** What the build wrote beside a prerendered page's HTML, or null for a page rendered here. */
export function readPrerendered(root: HTMLElement): PrerenderedData | null {
  const locale = root.dataset.prerendered;
  const script = root.ownerDocument.getElementById(PRERENDER_DATA_ID);
  if ((locale !== 'ko' && locale !== 'en') || !script?.textContent) return null;
  try {
    const data: unknown = JSON.parse(script.textContent);
    if (typeof data !== 'object' || data === null || !('loaderData' in data)) return null;
    return { locale, loaderData: (data as { loaderData: Record<string, unknown> }).loaderData };
  } catch {
    return null;
  }
}

/**
 * Loads the modules of the routes a location matches and writes them into the route objects, so
 * that a hydrating router renders the page at once instead of its fallback (react-router's
 * documented way to hydrate lazy routes).
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
