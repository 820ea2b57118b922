import { LIMITS } from '@platform/contract';

/** The spec's search debounces (foundation.md §9, screens.md §9), by use, or a number of ms. */
export type SearchDebounce = 'organisation' | 'text' | number;

/** "Search debounce: 300 ms for company search, 500 ms for text search". */
export function debounceDelay(debounce: SearchDebounce): number {
  if (debounce === 'organisation') return LIMITS.COMPANY_SEARCH_DEBOUNCE_MS;
  if (debounce === 'text') return LIMITS.TEXT_SEARCH_DEBOUNCE_MS;
  return debounce;
}

export interface Debouncer<T> {
  /** Runs after `delayMs` of quiet; a later call restarts the wait. */
  schedule: (value: T) => void;
  /** Runs now and drops what was waiting. */
  flush: (value: T) => void;
  cancel: () => void;
  isPending: () => boolean;
}

export function createDebouncer<T>(run: (value: T) => void, delayMs: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(value) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run(value);
      }, delayMs);
    },
    flush(value) {
      cancel();
      run(value);
    },
    cancel,
    isPending: () => timer !== undefined,
  };
}
