import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from './appQueryClient.ts';

/**
 * The query cache for every route but the company login page: a lazy layout, so the login page
 * (which has a size budget) does not load the query library. A story that brings its own cache
 * keeps it.
 */
export function Component() {
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
