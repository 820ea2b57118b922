import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/** The mock server in a browser tab: the demo app and Storybook start it before anything fetches. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Assets, Vite's module requests and Storybook's own calls go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env?.BASE_URL ?? '/'}mockServiceWorker.js` },
  });
  return worker;
}
