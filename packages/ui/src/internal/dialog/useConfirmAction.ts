import { useCallback, useEffect, useRef, useState } from 'react';
import { useSubmitGuard } from '../useSubmitGuard.ts';

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
 * The action runs once per opening, however fast confirm is pressed (the kit's submit guard): a
 * second press before the re-render, while it runs or while the dialog fades out is refused, and
 * the guard is freed when the dialog opens again.
 */
export function useConfirmAction(
  action: ConfirmAction | undefined,
  close: () => void,
  open: boolean,
): ConfirmActionState {
  const { pending, run: guarded, release } = useSubmitGuard();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (open) release();
  }, [open, release]);

  const run = useCallback(async () => {
    const running = guarded(() => action?.(), { keepOnSuccess: true });
    if (!running) return;
    setFailure(undefined);
    try {
      await running;
      if (!mounted.current) return;
      close();
    } catch (error) {
      if (!mounted.current) return;
      setFailure({ error });
    }
  }, [action, close, guarded]);

  return { pending, failure, run };
}
