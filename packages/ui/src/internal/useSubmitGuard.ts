import { useCallback, useRef, useState } from 'react';

export interface SubmitGuardRunOptions {
  /** The caller took the guard itself with claim() (to validate first); run does not ask again. */
  claimed?: boolean;
  /**
   * Leaves the guard taken after a success: a dialog that closes on success keeps refusing
   * presses that land while it fades out, and frees the guard with release() when it opens again.
   */
  keepOnSuccess?: boolean;
}

export interface SubmitGuard {
  /** A guarded promise is running: for the busy look only, the guard never waits for a render. */
  pending: boolean;
  /** Takes the guard when it is free and says so; false while something holds it. */
  claim: () => boolean;
  /** Frees the guard (an action that stopped before sending, a dialog opened again). */
  release: () => void;
  /**
   * Runs `work` once at a time: while the guard is taken it is not called and run returns
   * undefined. `pending` is set while a promise it returns runs; the guard is freed once that
   * settles (a rejection passes through, so the caller can show it).
   */
  run: <T>(work: () => T, options?: SubmitGuardRunOptions) => Promise<Awaited<T>> | undefined;
}

/**
 * The one guard every submit of the product goes through (FormDialog, useGuardedSubmit, the
 * confirm of ConfirmDialog and AlertDialog, the app's actions). The guard is a ref taken before
 * anything awaits: a second press that lands before React re-renders, when a pending flag in state
 * still reads false, finds it taken and does nothing.
 */
export function useSubmitGuard(): SubmitGuard {
  const held = useRef(false);
  const [pending, setPending] = useState(false);

  const claim = useCallback(() => {
    if (held.current) return false;
    held.current = true;
    return true;
  }, []);

  const release = useCallback(() => {
    held.current = false;
  }, []);

  const run = useCallback(
    <T>(work: () => T, { claimed = false, keepOnSuccess = false }: SubmitGuardRunOptions = {}) => {
      if (!claimed && !claim()) return undefined;
      let result: T;
      try {
        result = work();
      } catch (error) {
        held.current = false;
        return Promise.reject(error) as Promise<Awaited<T>>;
      }
      if (!isThenable(result)) {
        if (!keepOnSuccess) held.current = false;
        return Promise.resolve(result as Awaited<T>);
      }
      setPending(true);
      return Promise.resolve(result).then(
        (value) => {
          if (!keepOnSuccess) held.current = false;
          setPending(false);
          return value as Awaited<T>;
        },
        (error: unknown) => {
          held.current = false;
          setPending(false);
          throw error;
        },
      );
    },
    [claim],
  );

  return { pending, claim, release, run };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
