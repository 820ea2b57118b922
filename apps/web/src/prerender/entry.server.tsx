import { registeredText } from '@platform/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { createRoutes } from '../app/routes.tsx';
import { appTexts } from '../app/texts.ts';
import { introPageOf } from '../areas/intro/site/introPages.ts';
import { headTags, introPageMeta, type PageMeta } from '../areas/intro/site/pageMeta.ts';
import { isTermsDocument } from '../areas/intro/terms/termsDocuments.ts';
import { PRERENDER_LOCALE, PRERENDERED_PATHS, prerenderedModules } from './publicPaths.ts';

export { registeredText } from '@platform/ui';
export { headTags, introPageMeta } from '../areas/intro/site/pageMeta.ts';
export { PRERENDER_DATA_ID, PRERENDER_LOCALE, PRERENDERED_PATHS } from './publicPaths.ts';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The router's loader data by route id, for the hydrating router. */
  loaderData: Record<string, unknown>;
  /** The page's <title>, and its description and Open Graph tags as [attribute, value, content]. */
  head: { title: string; tags: [string, string, string][] | null };
  /** The modules (under src/) of the matched routes: their chunks and styles load early. */
  routeModules: string[];
}

/**
 * One public page rendered to HTML in Korean, through the app's own route table: react-router's
 * static handler runs the matched routes' loaders and resolves their lazy modules, and
 * renderToString renders what the browser's first render will render, so the page hydrates.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  if (!PRERENDERED_PATHS.includes(path)) throw new RangeError(`${path} is not prerendered`);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders initialLocale={PRERENDER_LOCALE}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    html,
    loaderData: context.loaderData,
    head: headOf(path, context.matches),
    routeModules: prerenderedModules(path),
  };
}

const koText = (key: string) => {
  const text = registeredText(PRERENDER_LOCALE, key);
  if (text === undefined) throw new Error(`No Korean text for ${key}`);
  return text;
};

/**
 * The head of a public page: its own title, description and Open Graph tags; a terms page keeps
 * the product's description under its own title.
 */
function headOf(
  path: string,
  matches: readonly { route: { handle?: unknown } }[],
): PrerenderedPage['head'] {
  const page = matches.map((match) => introPageOf(match.route.handle)).findLast(Boolean);
  if (page) {
    const meta: PageMeta = introPageMeta(page, koText);
    return { title: meta.title, tags: headTags(meta, PRERENDER_LOCALE) };
  }
  const document = path.replace('/terms/', '');
  if (!isTermsDocument(document)) throw new RangeError(`${path} has no head`);
  return {
    title: `${koText(`terms.${document}.title`)} | ${appTexts.ko['app.name']}`,
    tags: null,
  };
}
