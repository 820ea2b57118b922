import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes.tsx';

/**
 * The app's router, made when the app mounts and not when this module loads: making it starts the
 * first route's loaders, which call the server, and in the demo the mock server answers only once
 * `startDemoWorker` has resolved (main.tsx). A router made at import time sent those first reads
 * past the mock to the static host, which answered 404.
 */
export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
