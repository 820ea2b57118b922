import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { isCompositionEnter } from '../Field/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import styles from './FormDialog.module.css';
import { useGuardedSubmit } from './useGuardedSubmit.ts';

/** The question asked between a valid submit and the save (screens.md §5 confirm dialogs). */
export interface FormDialogConfirm {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
}

export interface FormDialogProps<V extends FieldValues> {
  /** The form, from the caller's `useForm` (its resolver holds the rules). */
  form: UseFormReturn<V>;
  title: ReactNode;
  description?: ReactNode;
  /** The submit button's words; name the action ('Save', 'Add group'). */
  submitLabel: ReactNode;
  /** 'Cancel' by default. */
  cancelLabel?: ReactNode;
  /**
   * Saves the valid values. A resolved promise closes the dialog; a rejected one keeps it open with
   * everything typed, the error on its field (`fieldOfError`) or above the buttons (`errorText`).
   */
  onSubmit: (values: V) => Promise<unknown> | unknown;
  /** The words of a failed save, in the user's language (apps/web passes the server's text). */
  errorText: (error: unknown) => string;
  /** The field a failed save belongs to, e.g. WB-403-203 to the current password. */
  fieldOfError?: (error: unknown) => Path<V> | null | undefined;
  /** Asks before saving, after the values are valid. */
  confirm?: FormDialogConfirm;
  /** Disables the submit until the form may be sent (e.g. every field of a password change). */
  submitDisabled?: boolean;
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false after a save and on cancel; a pending save cannot be closed. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A dialog that holds one form: its fields, and cancel and submit at the bottom. The first invalid
 * field takes focus on submit, each field re-validates as it changes after a failed submit, a
 * server error lands on its field or above the buttons, and nothing typed is lost. The submit is
 * guarded synchronously (useGuardedSubmit): a double click saves once. Enter that commits a Korean
 * syllable never submits.
 */
export function FormDialog<V extends FieldValues>({
  form,
  title,
  description,
  submitLabel,
  cancelLabel,
  onSubmit,
  errorText,
  fieldOfError,
  confirm,
  submitDisabled = false,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: FormDialogProps<V>) {
  const t = useT();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<V | null>(null);
  const { submit, saveChecked, pending } = useGuardedSubmit(form, onSubmit, {
    ...(confirm ? { beforeSave: setConfirming } : {}),
    onSaved: () => onOpenChange?.(false),
    onError: (error) => {
      const field = fieldOfError?.(error);
      if (field) {
        form.setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
      } else {
        setFailure(errorText(error));
      }
    },
  });

  const keepComposition = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isCompositionEnter(event.nativeEvent, false)) event.preventDefault();
  };

  return (
    <>
      <Dialog
        title={title}
        description={description}
        trigger={trigger}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={(next) => {
          if (!next && pending) return;
          if (!next) setFailure(null);
          onOpenChange?.(next);
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending} data-slot="form-dialog-cancel">
                {cancelLabel ?? t('confirmDialog.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={formId}
              loading={pending}
              disabled={submitDisabled}
              data-slot="form-dialog-submit"
            >
              {submitLabel}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            setFailure(null);
            submit(event);
          }}
          onKeyDown={keepComposition}
          noValidate
          data-slot="form-dialog-form"
        >
          {children}
          {failure && (
            <InlineAlert tone="danger" data-slot="form-dialog-failure">
              {failure}
            </InlineAlert>
          )}
        </form>
      </Dialog>
      {confirm && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => {
            if (!next) setConfirming(null);
          }}
          title={confirm.title}
          message={confirm.message}
          {...(confirm.confirmLabel ? { confirmLabel: confirm.confirmLabel } : {})}
          onConfirm={() => {
            const values = confirming;
            setConfirming(null);
            if (values) saveChecked(values);
          }}
        />
      )}
    </>
  );
}
