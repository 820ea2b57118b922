import '@platform/ui/styles.css';
import { loadFirstRouteModules, mountApp } from './app/mountApp.tsx';

async function start() {
  if (__DEMO__) {
    // The mock backend is a chunk of its own, started before the app fetches anything.
    // Its database lives in IndexedDB, so the demo keeps what a user did across reloads.
    const starting = import('@platform/mocks/browser');
    // Meanwhile the first page's code loads (no call goes out before the router is made).
    void loadFirstRouteModules(window.location).catch(() => undefined);
    const mocks = await starting;
    await mocks.startDemoWorker();
    // The demo's handle on its own server (scenario switches, database, fake agent): what the
    // end-to-end tests and a curious developer's console use. Demo builds only.
    window.platformMocks = mocks;
  }
  // The built page's entry is added by a script in its head (the language chooser): it can run
  // before the body is parsed.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => {
      document.addEventListener('DOMContentLoaded', resolve, { once: true });
    });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await mountApp(root);
}

void start();
