import { detectBrowserLocale } from '@platform/ui';
import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';

import {
  INTRO_LAYOUT_MODULE,
  INTRO_PAGE_NAMES,
  INTRO_PAGES,
  type IntroPageHandle,
  type IntroPageName,
} from '../areas/intro/site/introPages.ts';
import type { WhiteboardPageName } from '../areas/whiteboard/whiteboardPages.ts';
import { startInstitutionLoad } from './branding/loadInstitution.ts';
import { startWhiteboardExchange } from './guards/whiteboardExchange.ts';
import { SCREEN_PAGES } from './screenPages.ts';
import { MANAGE_SCREENS, type ScreenDef, SERVICE_SCREENS } from './screens.ts';

type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], () => unknown>>>;

const screenRoute = (screen: ScreenDef): RouteObject => ({
  path: screen.path,
  handle: { screen },
  lazy: SCREEN_PAGES[screen.path]?.() ?? (() => import('./pages/ComingSoonPage.tsx')),
});

function loginPageLoader({ params }: LoaderFunctionArgs) {
  if (params.companyId) startInstitutionLoad(params.companyId, detectBrowserLocale());
  return null;
}

/**
 * Pages embedded in the native whiteboard client (foundation.md §2), each a chunk of its own,
 * reached through the guard's module (one import here: see WHITEBOARD_PAGE_MODULES).
 */
const WHITEBOARD_PAGES: RouteObject[] = (
  [
    ['textbook', 'textbook'],
    ['fileDownload', 'fileDownload'],
    ['attendee', 'attendee'],
    ['roomBook', 'roomBook'],
    ['youtube/:youtubeId', 'youtube'],
  ] as const satisfies readonly (readonly [string, WhiteboardPageName])[]
).map(([path, name]) => ({
  path,
  lazy: async () => (await import('./guards/WhiteboardGuard.tsx')).WHITEBOARD_PAGE_MODULES[name](),
}));

/** The terms sub-pages (screens.md §2.1 Legal). */
export const TERMS_PAGES = ['service', 'policy', 'marketing'] as const;

/** The public site's page modules, each loaded when its page is opened. */
const introModules = import.meta.glob<RouteModule>([
  '../areas/intro/*/*Page.tsx',
  '../areas/intro/site/IntroLayout.tsx',
]);

const introModule = (file: string): RouteObject['lazy'] => {
  const load = introModules[`../areas/intro/${file}`];
  if (!load) throw new Error(`No module ../areas/intro/${file}`);
  return load;
};

const introPage = (page: IntroPageName): RouteObject => ({
  path: INTRO_PAGES[page].path,
  handle: { introPage: page } satisfies IntroPageHandle,
  lazy: introModule(INTRO_PAGES[page].module),
});

/** The public site (screens.md §2.1) and the legal terms: prerendered pages. */
function publicRoutes(): RouteObject[] {
  return [
    // Bare /intro goes to the root (foundation.md §2).
    { path: '/intro', element: <Navigate to="/" replace /> },
    {
      lazy: introModule(INTRO_LAYOUT_MODULE),
      // Every page's first call (the site's setting) starts with the layout's chunk.
      loader: async () => {
        (await import('../areas/intro/site/introSetting.ts')).startIntroSettingLoad();
        return null;
      },
      shouldRevalidate: () => false,
      children: INTRO_PAGE_NAMES.map(introPage),
    },
    { path: '/intro/*', lazy: () => import('./errors/NotFoundPage.tsx') },

    // Legal: /terms goes to the policy; other paths under /terms show the error page.
    { path: '/terms', element: <Navigate to="/terms/policy" replace /> },
    ...TERMS_PAGES.map((page) => ({
      path: `/terms/${page}`,
      handle: { termsPage: page },
      lazy: () => import('../areas/intro/terms/TermsPage.tsx'),
    })),
    { path: '/terms/*', lazy: () => import('./errors/NotFoundPage.tsx') },
  ];
}

/**
 * Every route of foundation.md §2 and screens.md §2. Route modules load lazily: a page's code
 * arrives when it is opened. The same table runs in the browser router and in the screen stories
 * (createMemoryRouter), so stories exercise the real guards; each router gets a table of its own,
 * since a router writes what it has loaded into the route objects.
 */
export const createRoutes = (): RouteObject[] => [
  {
    // The first render waits for the screens' loaders (they only start reads, so not for long);
    // until then the page stays as the HTML left it, without the router's warning.
    HydrateFallback: () => null,
    lazy: () => import('./errors/RouteErrorPage.tsx'),
    children: [
      // The login page stands outside the query layout: it loads no query library. Its loader
      // starts the institution's read while the page's code loads (a loader of the route itself:
      // a lazy route's own loader would arrive only with its code).
      {
        path: '/:companyId',
        loader: loginPageLoader,
        lazy: () => import('../areas/auth/login/CompanyLoginPage.tsx'),
      },
      // The public site and the terms stand outside the query layout too: they load none of the
      // signed-in app's code, and they are prerendered (scripts/prerender.mjs).
      ...publicRoutes(),
      {
        lazy: () => import('./QueryLayout.tsx'),
        children: [
          { path: '/', lazy: () => import('../areas/auth/landing/LandingPage.tsx') },

          {
            path: '/invite/:companyIdx?/:inviteCode?',
            // The page and its loader load in parallel: the institution's read starts with the
            // page's code (a factory, as screenPages.ts explains).
            lazy: {
              Component: async () =>
                (await import('../areas/auth/invite/InvitePage.tsx')).Component,
              loader: async () => (await import('../areas/auth/invite/invite.loader.ts')).loader,
            },
          },

          { path: '/sso/gne', lazy: () => import('../areas/auth/sso/GneSsoPage.tsx') },
          { path: '/sso/dachaeum', lazy: () => import('../areas/auth/sso/DachaeumSsoPage.tsx') },
          { path: '/sso/login', lazy: () => import('../areas/auth/sso/TokenSsoPage.tsx') },

          { path: '/wb/error', lazy: () => import('../areas/whiteboard/WhiteboardErrorPage.tsx') },
          {
            path: '/wb',
            // The exchange of brk or p for a session starts while the guard's code loads, once:
            // a move between the embedded pages keeps the session it made.
            loader: ({ request }) => {
              startWhiteboardExchange(new URL(request.url).searchParams);
              return null;
            },
            shouldRevalidate: () => false,
            lazy: () => import('./guards/WhiteboardGuard.tsx'),
            children: WHITEBOARD_PAGES,
          },

          // The system-error page (screens.md §2.6 "system error message with code"). assumed path.
          { path: '/error', lazy: () => import('./errors/SystemErrorPage.tsx') },

          {
            path: '/:companyId',
            lazy: () => import('./guards/ServiceGuard.tsx'),
            children: [
              {
                lazy: () => import('./frame/AppFrame.tsx'),
                children: [
                  { path: 'main', lazy: () => import('./pages/MainRedirect.tsx') },
                  ...SERVICE_SCREENS.map(screenRoute),
                  {
                    lazy: () => import('./guards/ManageGuard.tsx'),
                    children: MANAGE_SCREENS.map(screenRoute),
                  },
                ],
              },
              // foundation.md §2: "Any unknown path under /{companyId} redirects to /{companyId}".
              { path: '*', lazy: () => import('./pages/CompanyHomeRedirect.tsx') },
            ],
          },
        ],
      },
    ],
  },
];
