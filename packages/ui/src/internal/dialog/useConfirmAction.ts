import { useCallback, useEffect, useRef, useState } from 'react';

/** A confirm handler: what it returns is ignored unless it is a promise, which is awaited. */
export type ConfirmAction = () => unknown;

export interface ConfirmActionState {
  /** True while an async confirm is running: the button shows its spinner, the dialog stays. */
  pending: boolean;
  /** What the last confirm threw, until the next try; undefined when it did not fail. */
  failure: { error: unknown } | undefined;
  /** Runs the action; closes only once it has finished without throwing. */
  run: () => Promise<void>;
}

/**
 * Runs a dialog's confirm action. A synchronous action closes at once; a promise keeps the dialog
 * open until it settles, and a rejected one leaves it open so the user can try again or cancel.
 */
export function useConfirmAction(
  action: ConfirmAction | undefined,
  close: () => void,
): ConfirmActionState {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    if (pending) return;
    setFailure(undefined);
    let result: unknown;
    try {
      result = action?.();
    } catch (error) {
      setFailure({ error });
      return;
    }
    if (!isThenable(result)) {
      close();
      return;
    }
    setPending(true);
    try {
      await result;
      if (!mounted.current) return;
      setPending(false);
      close();
    } catch (error) {
      if (!mounted.current) return;
      setPending(false);
      setFailure({ error });
    }
  }, [action, close, pending]);

  return { pending, failure, run };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
