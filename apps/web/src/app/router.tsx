import { createBrowserRouter } from 'react-router';

/** Route modules load lazily, so a page's code arrives only when it is opened. */
export const router = createBrowserRouter([
  { path: '/', lazy: () => import('../pages/LandingPage.tsx') },
  { path: '/:companyId', lazy: () => import('../pages/CompanyFoundationPage.tsx') },
]);
