import { fileURLToPath } from 'node:url';
import { mockBrowserAliases, mockServiceWorkerPlugin } from '@platform/mocks/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, findBrowser, INSTALL_HINT } from './scripts/find-browser.mjs';
import { storyFilesWithoutTag } from './scripts/storiesWithoutTag.mjs';

/** Modules stories load at run time: listed so Vitest does not re-optimise mid-run. */
const STORY_DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react/jsx-runtime',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-radio-group',
  '@radix-ui/react-switch',
  '@radix-ui/react-tabs',
  '@radix-ui/react-tooltip',
  '@radix-ui/react-visually-hidden',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@hookform/resolvers/zod',
  'react-arborist',
  'react-easy-crop',
  'react-hook-form',
  'idb',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'zod',
  // Loaded by the mock server and by plays only when a story uploads or exports a file.
  'exceljs',
  'xlsx',
  'fflate',
  'pdf-lib',
  'pdfjs-dist',
  // The QR code dialog's encoder (loaded when it opens) and the decoder its stories read PNGs with.
  'qrcode-generator',
  'jsqr',
  // The statistics chart (loaded when a statistics screen opens), with the react-is it needs.
  'recharts',
  'react-is',
  // The rich-text editor (loaded when an editor opens).
  '@tiptap/core',
  '@tiptap/pm/state',
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/extension-image',
  // The brand sweep's contrast check (visualBrandContrast.ts).
  'axe-core',
];

/** What selects React's production build (and that of the packages that ask the same). */
const PRODUCTION_REACT = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** The sources' `jsxDEV` on React's production build. */
const JSX_DEV_RUNTIME = fileURLToPath(new URL('./.storybook/jsxDevRuntime.ts', import.meta.url));

/**
 * The dependencies Vite serves as they are instead of bundling them (Storybook's React renderer
 * among them, which asks process.env.NODE_ENV whether React has `act`), on the same footing.
 */
function productionDependencies(): Plugin {
  return {
    name: 'story-tests:production-dependencies',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('process.env.NODE_ENV')) return;
      return code.replaceAll('process.env.NODE_ENV', PRODUCTION_REACT['process.env.NODE_ENV']);
    },
  };
}

/** `--project 'unit*'` (npm run test:unit): the unit projects need no browser. */
const onlyUnitTests = process.argv.some(
  (arg, i, all) => all[i - 1] === '--project' && /^unit/.test(arg),
);

function browserProvider(contextOptions?: { viewport: { width: number; height: number } }) {
  const browser = findBrowser();
  if (!browser) {
    if (onlyUnitTests) return undefined;
    throw new Error(INSTALL_HINT);
  }
  return playwright({
    launchOptions: { executablePath: browser.path, args: CHROMIUM_ARGS },
    ...(contextOptions ? { contextOptions } : {}),
  });
}

const provider = browserProvider();

/**
 * Every browser project's runner: headless Debian Chromium, one instance, no failure screenshots.
 * A fresh object each time: Vitest writes the project's name into its instance.
 */
const headlessChromium = () => ({
  enabled: true,
  headless: true,
  provider,
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

const UNIT_TESTS = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'tokens/**/*.test.{ts,mjs}',
  'scripts/**/*.test.ts',
];
const UNIT_EXCLUDED = ['**/node_modules/**', '**/*.browser.test.{ts,tsx}'];
/** Unit files that replace a module with vi.mock: each needs a fresh module graph. */
const ISOLATED_UNIT_TESTS = '**/*.isolated.test.{ts,tsx}';

/** Story files of the stress stories only, which every project but the stress one leaves out. */
const STRESS_STORY_FILES = '**/*.stress.stories.tsx';

/**
 * The story files a project that runs only one tag's stories leaves out: those that never name
 * it. Storybook's plugin would import each and skip its stories (storybookjs/storybook#36386).
 */
const withoutTag = (tag: string) => [
  STRESS_STORY_FILES,
  ...storyFilesWithoutTag(fileURLToPath(new URL('.', import.meta.url)), tag),
];

function storybookProject(
  name: string,
  options: Parameters<typeof storybookTest>[0],
  exclude: string[] = [STRESS_STORY_FILES],
): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook', ...options }), productionDependencies()],
    // React's production build, the one the app ships: its development build records an owner
    // stack (an Error) for every element it creates, the largest item of a story's time after
    // rendering and axe in a CPU profile. The dependencies, bundled or not, are built for
    // production; the sources are not (a `define` of process.env.NODE_ENV would reach the
    // process.env of every project, the unit tests' included), so their JSX goes through
    // jsxDevRuntime.ts. The Storybook UI and the unit tests keep React's development build.
    resolve: { alias: { 'react/jsx-dev-runtime': JSX_DEV_RUNTIME } },
    optimizeDeps: {
      include: STORY_DEPENDENCIES,
      rolldownOptions: { transform: { define: PRODUCTION_REACT } },
    },
    test: {
      name,
      exclude: ['**/node_modules/**', ...exclude],
      setupFiles: ['./.storybook/vitestSetup.ts'],
      // Story files share one page per worker instead of a fresh iframe each: measured on the
      // brand sweep of @platform/ui (52 files), 43 s instead of 254 s, almost all of it the
      // per-file setup. Stories stay independent: the preview resets the mock database before
      // each story and screen stories sign in and out themselves.
      isolate: false,
      // A screen story signs in through the mock server and loads its route's code: on 2 busy
      // cores the first story of a file has taken up to 16 s, with nothing wrong in it.
      testTimeout: 30_000,
      browser: headlessChromium(),
    },
  };
}

/**
 * The visual baselines: the brand sweep's stories (each component's main story and each screen's
 * main states) in Korean and the default brand, at a desktop and a phone width, compared with the
 * screenshots committed in visual-baselines/ (.storybook/visualSetup.ts). The same stories'
 * axe checks in the default brand run in the `storybook` project, so not again here; the desktop
 * run then checks the colour contrast of the same page in the other brands
 * (.storybook/visualBrandContrast.ts): the brand sweep rides on the visual run instead of
 * running the stories twice more (CI time, 2 cores: the two brand projects cost about 140 s).
 */
const VISUAL_VIEWPORTS = { desktop: 'wide', phone: 'phone' } as const;

/** Axe runs from the addon only where a story's page is first checked: the `storybook` project. */
const A11Y_CHECKED_ELSEWHERE = { a11y: { manual: true } };

/**
 * A browser window larger than any story's viewport (the widest, `wide`, is 1250 x 900): the
 * runner scales a story's frame down to fit its window, and a scaled screenshot blurs what it is
 * meant to show.
 */
const visualProvider = provider && browserProvider({ viewport: { width: 1300, height: 960 } });

/**
 * pixelmatch's colour threshold (0-1) and the share of pixels that may differ. Pixels pixelmatch
 * detects as anti-aliasing never count. Tried on the Button stories: the default brand's primary
 * one shade darker (brand 600 to 700) fails them at 0.05 and passed at 0.1; 2 px more padding on
 * the medium button fails the phone pages and the desktop page of every size; two full runs after
 * taking the baselines found no difference at all.
 */
const VISUAL_TOLERANCE = { threshold: 0.05, allowedMismatchedPixelRatio: 0.0002 };

function visualProject(name: keyof typeof VISUAL_VIEWPORTS): TestProjectInlineConfiguration {
  const project = storybookProject(
    `visual:${name}`,
    {
      tags: { include: ['brand-sweep'], exclude: ['stress'] },
      initialGlobals: { viewport: { value: VISUAL_VIEWPORTS[name] }, ...A11Y_CHECKED_ELSEWHERE },
    },
    withoutTag('brand-sweep'),
  );
  const test = project.test ?? {};
  return {
    ...project,
    test: {
      ...test,
      setupFiles: [
        ...(test.setupFiles as string[]),
        './.storybook/visualSetup.ts',
        ...(name === 'desktop' ? ['./.storybook/visualBrandContrast.ts'] : []),
      ],
      browser: {
        ...test.browser,
        provider: visualProvider,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: VISUAL_TOLERANCE,
            screenshotOptions: { animations: 'disabled', caret: 'hide' },
            resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
              `${root}/visual-baselines/${name}/${testFileDirectory}/${testFileName}/${arg}${ext}`,
          },
        },
      },
    },
  };
}

/** The stress stories: scrolling a 200-page note screen by screen takes more than 15 s. */
function stressProject(): TestProjectInlineConfiguration {
  const project = storybookProject('storybook:stress', { tags: { include: ['stress'] } }, []);
  return { ...project, test: { ...project.test, testTimeout: 180_000 } };
}

export default defineConfig({
  plugins: [mockServiceWorkerPlugin({ emit: false })],
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: UNIT_TESTS,
          exclude: [...UNIT_EXCLUDED, ISOLATED_UNIT_TESTS],
          setupFiles: ['./vitest.setup.ts'],
          // The unit files share their workers' modules and window instead of a fresh worker and
          // happy-dom each: 202 files took 222-262 s alone on 2 cores, almost all of it per-file
          // start-up, and 47 s this way. A file that replaces a module (vi.mock) needs modules of
          // its own and is named *.isolated.test.*.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit:isolated',
          environment: 'happy-dom',
          include: [ISOLATED_UNIT_TESTS],
          exclude: UNIT_EXCLUDED,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      ...(provider
        ? [
            {
              extends: true as const,
              optimizeDeps: { include: ['msw', 'msw/browser', 'idb', 'zod'] },
              // msw's cookie jar as the demo build ships it (registrableDomain.ts, issue 18).
              resolve: { alias: mockBrowserAliases },
              test: {
                // What only a browser has: the service worker and IndexedDB of the demo's mock server.
                name: 'mocks:browser',
                include: ['mocks/src/**/*.browser.test.ts'],
                browser: headlessChromium(),
              },
            },
            {
              extends: true as const,
              // The stories' dependencies, bundled before the first test: one found while a
              // test runs reloads the page under it.
              optimizeDeps: { include: STORY_DEPENDENCIES },
              test: {
                // What only Chromium itself can do: Korean composition through its own input
                // method path (the DevTools protocol), for the rich-text editor's guard.
                name: 'ui:browser',
                include: ['packages/ui/src/**/*.browser.test.tsx'],
                // Beside the story pages on 2 cores, a test's input-method calls wait their turn.
                testTimeout: 30_000,
                browser: headlessChromium(),
              },
            },
            storybookProject('storybook', { tags: { exclude: ['stress'] } }),
            // The stress stories (100k-user tree, 1,000-page book, 200-page note, 200 images) run
            // on demand only: `STRESS_STORIES=1 npx vitest run --project storybook:stress`.
            ...(process.env.STRESS_STORIES ? [stressProject()] : []),
            // The stories tagged `locale-sweep` again in English: their plays read the expected
            // texts from the catalogues for the story's language (the default run is Korean).
            // Axe ran on each of them in Korean: what it checks (roles, names present, contrast,
            // structure) does not change with the catalogue, whose every key has both languages
            // (webTexts.test.ts), and it was a fifth of this run's time (CI time, 2 cores).
            storybookProject(
              'storybook:en',
              {
                tags: { include: ['locale-sweep'], exclude: ['stress'] },
                initialGlobals: { locale: 'en', ...A11Y_CHECKED_ELSEWHERE },
              },
              withoutTag('locale-sweep'),
            ),
            visualProject('desktop'),
            visualProject('phone'),
          ]
        : []),
    ],
  },
});
