import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { persistDemoDatabase } from './persistence.ts';
import { type ScenarioInput, scenario } from './scenario.ts';

export interface StartMockWorkerOptions {
  /**
   * Keep the database in IndexedDB, so the demo survives a reload (`resetDemoDatabase()` starts it
   * over). Off by default: Storybook and tests start from the in-memory seed every time.
   */
  persist?: boolean;
  /** Scenario switches to start with. */
  scenario?: ScenarioInput;
}

/** The mock server in a browser tab: the demo app and Storybook start it before anything fetches. */
export async function startMockWorker(options: StartMockWorkerOptions = {}) {
  if (options.persist) await persistDemoDatabase();
  if (options.scenario) scenario.set(options.scenario);
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Assets, Vite's module requests and Storybook's own calls go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env?.BASE_URL ?? '/'}mockServiceWorker.js` },
  });
  return worker;
}

/** The demo app's mock server: the IndexedDB database that survives a reload. */
export function startDemoWorker(options: Omit<StartMockWorkerOptions, 'persist'> = {}) {
  return startMockWorker({ ...options, persist: true });
}

/**
 * Storybook's mock server (`mswLoader(startStorybookWorker)`): the in-memory seed, which the
 * preview's `resetDb()` puts back before every story.
 */
export function startStorybookWorker() {
  return startMockWorker();
}

export * from './index.ts';
export { flushDemoDatabase, resetDemoDatabase } from './persistence.ts';
