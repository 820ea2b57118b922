import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { createAppRouter } from './router.tsx';
import { setSessionEndNavigator } from './session/sessionEnd.ts';

export function mountApp(element: HTMLElement) {
  const router = createAppRouter();
  setSessionEndNavigator((to, options) => void router.navigate(to, options));
  createRoot(element).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
