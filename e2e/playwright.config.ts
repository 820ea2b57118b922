import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireBrowser } from '../scripts/find-browser.mjs';

// Overridable so that two checkouts (or two engineers) can run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 4319);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';

/**
 * End-to-end tests: the demo build of apps/web (the production build plus the in-browser mock
 * backend) served by `vite preview`, driven in Debian's Chromium. Each test has a fresh browser
 * context, so a fresh IndexedDB: the mock database starts from its seed every time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two at a time on CI's two cores: each test has a browser context, and so a mock server and
  // database, of its own, and the preview server only serves files.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: requireBrowser(), args: CHROMIUM_ARGS },
    locale: 'ko-KR',
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: `npx vite build --mode demo --outDir ${OUT_DIR} && npx vite preview --mode demo --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '../apps/web',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
