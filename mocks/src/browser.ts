import { setupWorker } from 'msw/browser';
import { agentHandlers } from './agent/handlers.ts';
import { firstImplementations, loadLaterImplementations } from './handlers/first.ts';
import { persistDemoDatabase } from './persistence.ts';
import { type ScenarioInput, scenario } from './scenario.ts';
import { createHttpHandlers } from './server/router.ts';

export interface StartMockWorkerOptions {
  /**
   * Keep the database in IndexedDB, so the demo survives a reload (`resetDemoDatabase()` starts it
   * over). Off by default: Storybook and tests start from the in-memory seed every time.
   */
  persist?: boolean;
  /** Scenario switches to start with. */
  scenario?: ScenarioInput;
}

/**
 * Loads the signed-in calls' handlers ahead of their first call, once the first page is done with
 * the network: 3 s after the server started, when the browser is next idle. Loaded at the first
 * idle moment instead, they went out right after the login page's first call, beside the chunks
 * that page still needed. A sign-in within those seconds loads them itself (the router waits).
 * `assumed`: 3 s covers a phone's first page; the handlers are a 24 kB gzip chunk.
 */
function loadLaterAfterFirstPage() {
  const load = () => void loadLaterImplementations().catch(() => {});
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else load();
  }, 3000);
}

/**
 * The mock server in a browser tab: the demo app and Storybook start it before anything fetches.
 * It starts with the open calls' handlers; the others load in a chunk of their own (issue 18
 * item 5), and a call that arrives before them waits for them.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}) {
  if (options.persist) await persistDemoDatabase();
  if (options.scenario) scenario.set(options.scenario);
  const worker = setupWorker(
    ...createHttpHandlers(firstImplementations, loadLaterImplementations),
    ...agentHandlers,
  );
  await worker.start({
    quiet: true,
    // Assets, Vite's module requests and Storybook's own calls go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env?.BASE_URL ?? '/'}mockServiceWorker.js` },
  });
  loadLaterAfterFirstPage();
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

export * from './exports.ts';
export { flushDemoDatabase, resetDemoDatabase } from './persistence.ts';
