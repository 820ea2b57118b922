/**
 * One signal for a fetch that aborts on the caller's signal or when the timeout runs out, and says
 * afterwards which of the two it was. Written by hand rather than with AbortSignal.any and
 * AbortSignal.timeout, which older Safari versions lack.
 */
export interface LinkedSignal {
  signal: AbortSignal;
  timedOut(): boolean;
  /** Stops the timer (the answer came); the caller's signal still aborts reading the body. */
  stopTimer(): void;
}

export function linkSignal(outer: AbortSignal | undefined, timeoutMs: number): LinkedSignal {
  const controller = new AbortController();
  let timedOut = false;
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The call timed out.', 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    stopTimer: () => clearTimeout(timer),
  };
}

/** Throws the caller's abort reason when the caller has given up. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

/**
 * Waits for a shared promise (the one refresh every request waits on) on behalf of one caller:
 * the caller's abort ends its own wait, never the shared work.
 */
export function waitUnlessAborted<T>(shared: Promise<T>, signal: AbortSignal | undefined) {
  if (!signal) return shared;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
