import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { AlertDialogCancel, AlertDialogFrame } from '../internal/dialog/AlertDialogFrame.tsx';
import { FailureNote } from '../internal/dialog/FailureNote.tsx';
import { type ConfirmAction, useConfirmAction } from '../internal/dialog/useConfirmAction.ts';
import { useControllableState } from '../internal/useControllableState.ts';

export const CONFIRM_DIALOG_VARIANTS = ['default', 'destructive'] as const;
export type ConfirmDialogVariant = (typeof CONFIRM_DIALOG_VARIANTS)[number];

export interface ConfirmDialogProps {
  /** The question, which is also the dialog's accessible name. */
  title: ReactNode;
  /** What will happen; announced with the title. */
  message: ReactNode;
  /** 'Confirm' by default; name the action where you can ('Delete'). */
  confirmLabel?: string;
  /** 'Cancel' by default. */
  cancelLabel?: string;
  /** `destructive` uses the danger button for an action that cannot be undone. */
  variant?: ConfirmDialogVariant;
  /** Runs on confirm; a promise keeps the dialog open (confirm busy) until it resolves, and a
   * rejected one leaves it open. */
  onConfirm: ConfirmAction;
  /** Runs on cancel, Escape included. */
  onCancel?: () => void;
  /** Shown when `onConfirm` fails; the dialog stays open either way. */
  failureMessage?: ReactNode | ((error: unknown) => ReactNode);
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * Asks before an action (screens.md §5 "Confirm dialogs for register and modify"; deletions). Focus
 * starts on Cancel, so a stray Enter never confirms; Escape cancels unless a confirm is running.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  onCancel,
  failureMessage,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
    name: 'ConfirmDialog `open`',
  });
  const { pending, failure, run } = useConfirmAction(onConfirm, () => setOpen(false), isOpen);
  const handleOpenChange = (next: boolean) => {
    // Radix closes through here for Cancel and Escape only; confirm closes itself.
    if (!next) onCancel?.();
    setOpen(next);
  };
  return (
    <AlertDialogFrame
      slot="confirm-dialog"
      title={title}
      message={message}
      trigger={trigger}
      open={isOpen}
      onOpenChange={handleOpenChange}
      busy={pending}
      actions={
        <>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={pending} data-slot="confirm-dialog-cancel">
              {cancelLabel ?? t('confirmDialog.cancel')}
            </Button>
          </AlertDialogCancel>
          <Button
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            loading={pending}
            onClick={run}
            data-slot="confirm-dialog-confirm"
          >
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </>
      }
    >
      {children}
      <FailureNote failure={failure} message={failureMessage} />
    </AlertDialogFrame>
  );
}
