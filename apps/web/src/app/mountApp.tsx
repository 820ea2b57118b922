import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { router } from './router.tsx';
import { setSessionEndNavigator } from './session/sessionEnd.ts';

export function mountApp(element: HTMLElement) {
  setSessionEndNavigator((to, options) => void router.navigate(to, options));
  createRoot(element).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
