import { LOCALES, type Locale, loadTexts, textsReady } from '@platform/contract';
import { detectBrowserLocale } from '@platform/ui';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { readPrerendered, resolveLazyMatches } from './prerendered.ts';
import { createRoutes } from './routes.tsx';
import { setSessionEndNavigator } from './session/sessionEnd.ts';

/**
 * Marks #root once the app has committed its first render: on a prerendered page the buttons are
 * drawn before they work, and tests (and anyone measuring) wait for `data-ready` before they act.
 */
function ReadyMark({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.dataset.ready = '';
  }, [root]);
  return null;
}

function app(
  router: ReturnType<typeof createBrowserRouter>,
  root: HTMLElement,
  locale?: Locale,
): ReactNode {
  setSessionEndNavigator((to, options) => void router.navigate(to, options));
  return (
    <StrictMode>
      <AppProviders initialLocale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
      <ReadyMark root={root} />
    </StrictMode>
  );
}

/**
 * Mounts the app. A page prerendered at build time (the public site and the terms, in Korean) is
 * hydrated when the visitor's language is Korean: its route modules are loaded first and the
 * router starts from the loader data the build wrote, so the first render is the HTML's. In any
 * other language the HTML is replaced by a render in that language: hydrating Korean markup with
 * English texts would only produce a mismatch.
 */
export async function mountApp(element: HTMLElement): Promise<void> {
  const prerendered = readPrerendered(element);
  const locale = await localeWithTexts(detectBrowserLocale());
  if (prerendered && prerendered.locale === locale) {
    const routes = createRoutes();
    await resolveLazyMatches(routes, window.location);
    const router = createBrowserRouter(routes, {
      hydrationData: { loaderData: prerendered.loaderData },
    });
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's long task, Lighthouse's TBT); the page
    // is already drawn, so nothing waits for it but the handlers.
    startTransition(() => {
      hydrateRoot(element, app(router, element, locale));
    });
    return;
  }
  element.replaceChildren();
  createRoot(element).render(app(createBrowserRouter(createRoutes()), element, locale));
}

/**
 * Loads the route modules of the page at `location` ahead of mounting, for a start that waits for
 * something else first (the demo's mock server): their code needs no server, and the router made
 * later finds them loaded. Module code only: no loader runs, so no call goes out.
 */
export function loadFirstRouteModules(location: { pathname: string }): Promise<void> {
  return resolveLazyMatches(createRoutes(), location);
}

/**
 * The language to start in, its texts loaded: the built app carries one language and loads the
 * other before the first render that needs it (issue 18 item 4). Offline, a page that cannot
 * load its language starts in the one it carries rather than not at all.
 */
async function localeWithTexts(wanted: Locale): Promise<Locale> {
  try {
    await loadTexts(wanted);
    return wanted;
  } catch {
    return LOCALES.find(textsReady) ?? wanted;
  }
}
