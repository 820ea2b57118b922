import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page hydrates (and on the server), true from then on. What the
 * address adds to a prerendered page (a query parameter) is applied once hydration is over, so
 * that the first render is the HTML's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
