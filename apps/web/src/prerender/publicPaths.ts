import { TERMS_PAGES } from '../app/routes.tsx';
import { INTRO_LAYOUT_MODULE, INTRO_PAGES } from '../areas/intro/site/introPages.ts';

/**
 * The pages prerendered at build time (issue 23 item 7): the public site and the legal terms, in
 * Korean. Every other address gets the plain index.html and renders in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...Object.values(INTRO_PAGES).map((page) => page.path),
  ...TERMS_PAGES.map((page) => `/terms/${page}`),
];

/** The language the prerendered HTML is written in. */
export const PRERENDER_LOCALE = 'ko';

/** The element holding the router's data of a prerendered page (JSON, not a script to run). */
export const PRERENDER_DATA_ID = 'prerender-data';

/**
 * The modules (under src/) of the routes a prerendered page matches: the build preloads their
 * chunks and links their styles, so the page is styled from its first paint and hydrates without
 * waiting for one chunk after another.
 */
export function prerenderedModules(path: string): string[] {
  const root = 'app/errors/RouteErrorPage.tsx';
  const intro = Object.values(INTRO_PAGES).find((page) => page.path === path);
  if (intro) return [root, `areas/intro/${INTRO_LAYOUT_MODULE}`, `areas/intro/${intro.module}`];
  if (path.startsWith('/terms/')) return [root, 'areas/intro/terms/TermsPage.tsx'];
  throw new RangeError(`${path} is not prerendered`);
}
