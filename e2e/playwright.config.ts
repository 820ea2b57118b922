import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireBrowser } from '../scripts/find-browser.mjs';

const PORT = 4319;

/**
 * End-to-end tests: the demo build of apps/web (the production build plus the in-browser mock
 * backend) served by `vite preview`, driven in Debian's Chromium. Each test has a fresh browser
 * context, so a fresh IndexedDB: the mock database starts from its seed every time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
    command: `npm run build:demo --silent -w @platform/web && npx vite preview --mode demo --outDir dist-demo --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '../apps/web',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
