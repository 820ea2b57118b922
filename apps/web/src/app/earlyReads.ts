/**
 * Reads a route's loader starts while the page's code still loads, for a page that makes its first
 * call outside the query library (the login page, the whiteboard guard): the page takes the read
 * from here instead of starting it after its first render (issue 18). A read is taken once; one
 * no page takes (the page showed in another language, or never mounted) is dropped after the hold.
 */
export function earlyReads<T>(holdMs = EARLY_READ_HOLD_MS) {
  const started = new Map<string, Promise<T>>();
  return {
    start(key: string, read: () => Promise<T>): void {
      if (started.has(key)) return;
      const promise = read();
      // The page reports a failure when it takes the read; until then it is not unhandled.
      promise.catch(() => undefined);
      started.set(key, promise);
      setTimeout(() => {
        if (started.get(key) === promise) started.delete(key);
      }, holdMs);
    },
    /** The read the loader started under this key, if any; `read` otherwise. */
    take(key: string, read: () => Promise<T>): Promise<T> {
      const promise = started.get(key);
      started.delete(key);
      return promise ?? read();
    },
  };
}

/** As long as a screen loader's hold (screenLoader.ts LOADER_HOLD_MS). */
export const EARLY_READ_HOLD_MS = 10_000;
