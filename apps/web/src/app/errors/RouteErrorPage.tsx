import { isApiError } from '@platform/contract';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';

// The error pages load when an error happens: every route sits under this one, the login page
// (with its size budget) included.
const NotFound = lazy(() =>
  import('./NotFoundPage.tsx').then((module) => ({ default: module.NotFound })),
);
const SystemError = lazy(() =>
  import('./SystemErrorPage.tsx').then((module) => ({ default: module.SystemError })),
);

/** The root of the route table: its pages render inside it. */
export function Component() {
  return <Outlet />;
}

/** What a route error shows: the unknown-address page for a 404, else the system error. */
export function routeErrorView(
  error: unknown,
): { kind: 'not-found' } | { kind: 'system'; code: string | null } {
  if (isRouteErrorResponse(error) && error.status === 404) return { kind: 'not-found' };
  if (isApiError(error)) return { kind: 'system', code: error.code };
  return { kind: 'system', code: null };
}

/**
 * "The error page is the fallback for route errors" (foundation.md §2; screens.md §2.4): a failed
 * call's code when it was one, a dash otherwise.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const view = routeErrorView(error);
  if (view.kind === 'not-found') {
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    );
  }
  // The page says what the user needs; the details are for whoever reads the console.
  console.error(error);
  return (
    <Suspense>
      <SystemError code={view.code} />
    </Suspense>
  );
}
