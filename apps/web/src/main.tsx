import '@platform/ui/styles.css';
import { mountApp } from './app/mountApp.tsx';

async function start() {
  if (__DEMO__) {
    // The mock backend is a chunk of its own, started before the app fetches anything.
    const { startMockWorker } = await import('@platform/mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  mountApp(root);
}

void start();
