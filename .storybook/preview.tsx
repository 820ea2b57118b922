// First: every module after it finds this page's own storage (pageStorage.ts).
import './pageStorage.ts';
import '@platform/ui/styles.css';
import { isLocale, type Locale } from '@platform/contract';
import { resetDb } from '@platform/mocks';
import { startStorybookWorker } from '@platform/mocks/browser';
import { brands } from '@platform/tokens/brands';
import { BrandProvider, LocaleProvider } from '@platform/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useGlobals } from 'storybook/preview-api';
import { configure, getConfig, prettyDOM } from 'storybook/test';
import { webTexts } from '../apps/web/src/app/webTexts.ts';
import { theme } from './theme.ts';
import { compareWithBaseline, startVisualClock } from './visualBaseline.ts';

/**
 * Testing Library's error for a query that found nothing, with the page printed into its message
 * when the message is first read. A findBy* tries again until its element shows, and each failed
 * try made such an error, printing the whole page (1-2% of a story's CPU in a profile); only the
 * last one is ever read.
 */
function elementError(message: string | null, container: Element | null): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => {
      text ??= [
        message,
        container &&
          `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      return text;
    },
    set: (next: string) => {
      text = next;
    },
  });
  return error;
}

configure({
  // findBy* and waitFor wait 5 s instead of 1 s: on two busy cores (CI runs two story projects at
  // once) a crop of 200 ms alone took more than a second (ImageCropDialog DoubleClickAppliesOnce).
  asyncUtilTimeout: 5000,
  getElementError: elementError,
});

/** A story test run by Vitest in the browser (the same check as Storybook's own). */
const IN_STORY_TESTS = Boolean((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__);

/** foundation.md §9 and screens.md §9 breakpoints: mobile up to 576, tablet to 768, then 992, 1250. */
const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: '900px' },
  type: width <= 576 ? 'mobile' : width <= 768 ? 'tablet' : 'desktop',
});

/**
 * The story's language follows the toolbar, and a language switch inside a story changes it (and
 * the toolbar) as it would change the app's.
 */
function StoryProviders({
  globals,
  updateGlobals,
  children,
}: {
  globals: Record<string, unknown>;
  updateGlobals: (next: Record<string, unknown>) => void;
  children: ReactNode;
}) {
  const toolbarLocale: Locale = isLocale(globals.locale) ? globals.locale : 'ko';
  const [locale, setLocale] = useState(toolbarLocale);
  useEffect(() => setLocale(toolbarLocale), [toolbarLocale]);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const brand = typeof globals.brand === 'string' ? globals.brand : 'default';
  return (
    <LocaleProvider
      locale={locale}
      onLocaleChange={(next) => {
        setLocale(next);
        updateGlobals({ locale: next });
      }}
      texts={webTexts}
    >
      <BrandProvider brand={brand}>{children}</BrandProvider>
    </LocaleProvider>
  );
}

const withProviders: Decorator = (Story) => {
  const [globals, updateGlobals] = useGlobals();
  return (
    <StoryProviders globals={globals} updateGlobals={updateGlobals}>
      <Story />
    </StoryProviders>
  );
};

/**
 * Storybook pauses a story's animations before its afterEach and lets them go after it; when the
 * afterEach fails (an a11y violation), the pause stays, and every later story of the page (the
 * story files share one, isolate: false) runs with its animations frozen: a menu that closes never
 * leaves. One failure then failed two more stories in a CI run. Such a leftover goes before the
 * next story starts.
 */
function removeLeftoverAnimationPause() {
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent?.includes('animation-play-state: paused !important')) style.remove();
  }
}

/** A layer that hides the rest of the page while it is open (Radix sets aria-hidden on the rest). */
const OPEN_LAYER =
  ':is([role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]):not([data-state="closed"])';

/**
 * The a11y check runs right after the play. A dialog closed at the end of a play gives the page
 * back (lifts aria-hidden from the rest) in an effect that a loaded machine runs a moment later;
 * checked before that, the header reads as hidden yet focusable (aria-hidden-focus), which failed
 * stories in CI. With no layer open any more, the check waits up to 5 s for the page to be given
 * back: a page that stays hidden still fails it.
 */
async function pageGivenBack() {
  const deadline = performance.now() + 5000;
  while (
    document.querySelector('[data-aria-hidden]') &&
    !document.querySelector(OPEN_LAYER) &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const DocsPage = lazy(() => import('./DocsPage.tsx'));

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startStorybookWorker)],
  beforeEach: () => {
    // Every story starts on the same seeded mock database, its animations running.
    resetDb();
    removeLeftoverAnimationPause();
    startVisualClock();
  },
  // Project hooks run before the addons' afterEach, so this runs before the a11y check. In the
  // visual projects the page, given back, is then compared with the story's baseline.
  afterEach: async ({ name }) => {
    await pageGivenBack();
    await compareWithBaseline(name);
  },
  decorators: [withProviders],
  globalTypes: {
    brand: {
      description: 'Token brand of the institution',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand.id, title: brand.label.en })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ko', title: '한국어' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', locale: 'ko' },
  parameters: {
    docs: {
      theme,
      // The default page with the primary story in every brand (DocsPage.tsx), loaded with the
      // docs only: the story tests, which never show a docs page, do not load the doc blocks.
      page: () => (
        <Suspense>
          <DocsPage />
        </Suspense>
      ),
    },
    // Violations fail the story's test, in the Storybook UI and in `npm test`. In the story tests
    // axe still runs every rule on every node but lists the nodes of violations only (the UI's
    // panel lists passes and checks to review too).
    a11y: { test: 'error', options: IN_STORY_TESTS ? { resultTypes: ['violations'] } : {} },
    viewport: {
      options: {
        // The phone every screen is checked at (the visual baselines' phone width).
        phone: viewport('Phone 390', 390),
        mobile: viewport('Mobile 576', 576),
        tablet: viewport('Tablet 768', 768),
        desktop: viewport('Desktop 992', 992),
        wide: viewport('Wide 1250', 1250),
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
};

export default preview;
