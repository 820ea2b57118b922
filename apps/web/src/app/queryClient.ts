import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache. foundation.md §9: "Cached query data is kept 0 seconds for most reads":
 * a read is dropped as soon as no screen shows it, and fetched again when a screen needs it.
 * The client (contract) already renews the session on 401/402, so a query does not retry on its
 * own; focus refetching is opted into per query (the unread check does).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 0, staleTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
