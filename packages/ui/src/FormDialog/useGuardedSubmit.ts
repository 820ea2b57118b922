import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

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
 * A react-hook-form submit that saves once however fast it is pressed: the guard is a ref, set
 * before anything awaits, so a second click that lands before React re-renders (when a pending
 * flag in state would still read false) does nothing. Every form of the product submits through
 * it, directly or through FormDialog.
 */
export function useGuardedSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  save: (values: V) => Promise<unknown> | unknown,
  { beforeSave, onError, onSaved }: GuardedSubmitOptions<V> = {},
): GuardedSubmit<V> {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef({ save, beforeSave, onError, onSaved });
  latest.current = { save, beforeSave, onError, onSaved };

  const run = useCallback(async (values: V) => {
    setPending(true);
    try {
      await latest.current.save(values);
      latest.current.onSaved?.();
    } catch (error) {
      latest.current.onError?.(error);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const submit = useCallback(
    (event?: BaseSyntheticEvent) => {
      // A form nested in another's React tree (a dialog opened from a form) submits only itself.
      event?.stopPropagation();
      if (busy.current) {
        event?.preventDefault();
        return;
      }
      busy.current = true;
      void form.handleSubmit(
        (values) => {
          const ask = latest.current.beforeSave;
          if (!ask) return run(values);
          busy.current = false;
          ask(values);
        },
        () => {
          busy.current = false;
        },
      )(event);
    },
    [form, run],
  );

  const saveChecked = useCallback(
    (values: V) => {
      if (busy.current) return;
      busy.current = true;
      void run(values);
    },
    [run],
  );

  return { submit, saveChecked, pending };
}
