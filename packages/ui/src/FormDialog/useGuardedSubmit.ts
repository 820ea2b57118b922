import { type BaseSyntheticEvent, useCallback, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';

export interface GuardedSubmit<V extends FieldValues> {
  /** The form's onSubmit: validates, then saves; ignored while a save runs. */
  submit: (event?: BaseSyntheticEvent) => void;
  /** Saves values already checked (after a confirm), under the same guard. */
  saveChecked: (values: V) => void;
  /** A save is running: show the submit busy and keep the form open. */
  pending: boolean;
}

export interface GuardedSubmitOptions<V extends FieldValues> {
  /** Runs instead of the save when the values are valid (to ask first); saveChecked goes on. */
  beforeSave?: (values: V) => void;
  /** A failed save: the values stay as typed. */
  onError?: (error: unknown) => void;
  /** A save that went through. */
  onSaved?: () => void;
}

/**
 * A react-hook-form submit that saves once however fast it is pressed, through the kit's one
 * submit guard (useSubmitGuard: a ref taken before anything awaits, so a second click that lands
 * before React re-renders does nothing). Every form of the product submits through it, directly
 * or through FormDialog.
 */
export function useGuardedSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  save: (values: V) => Promise<unknown> | unknown,
  { beforeSave, onError, onSaved }: GuardedSubmitOptions<V> = {},
): GuardedSubmit<V> {
  const guard = useSubmitGuard();
  const { claim, release, run } = guard;
  const latest = useRef({ save, beforeSave, onError, onSaved });
  latest.current = { save, beforeSave, onError, onSaved };

  const saveClaimed = useCallback(
    async (values: V) => {
      try {
        await run(() => latest.current.save(values), { claimed: true });
        latest.current.onSaved?.();
      } catch (error) {
        latest.current.onError?.(error);
      }
    },
    [run],
  );

  const submit = useCallback(
    (event?: BaseSyntheticEvent) => {
      // A form nested in another's React tree (a dialog opened from a form) submits only itself.
      event?.stopPropagation();
      // Taken before validation awaits: a press during it is refused too.
      if (!claim()) {
        event?.preventDefault();
        return;
      }
      void form.handleSubmit(
        (values) => {
          const ask = latest.current.beforeSave;
          if (!ask) return saveClaimed(values);
          release();
          ask(values);
        },
        () => release(),
      )(event);
    },
    [form, claim, release, saveClaimed],
  );

  const saveChecked = useCallback(
    (values: V) => {
      if (claim()) void saveClaimed(values);
    },
    [claim, saveClaimed],
  );

  return { submit, saveChecked, pending: guard.pending };
}
