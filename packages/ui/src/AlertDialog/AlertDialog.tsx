import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { AlertDialogFrame } from '../internal/dialog/AlertDialogFrame.tsx';
import { FailureNote } from '../internal/dialog/FailureNote.tsx';
import { type ConfirmAction, useConfirmAction } from '../internal/dialog/useConfirmAction.ts';
import { useControllableState } from '../internal/useControllableState.ts';

export interface AlertDialogProps {
  /** The heading, which is also the dialog's accessible name. */
  title: ReactNode;
  /** What the user must know; announced with the title. */
  message: ReactNode;
  /** The one button's text; 'OK' by default. */
  confirmLabel?: string;
  /** Runs on the button; a promise keeps the dialog open (button busy) until it resolves. */
  onConfirm?: ConfirmAction;
  /** Shown when `onConfirm` fails; the dialog stays open. */
  failureMessage?: ReactNode | ((error: unknown) => ReactNode);
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A modal message with a single button: the user must acknowledge it (e.g. "viewing is available
 * after disaster mode ends", screens.md §2.5). Escape also acknowledges it.
 */
export function AlertDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  failureMessage,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: AlertDialogProps) {
  const t = useT();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
    name: 'AlertDialog `open`',
  });
  const { pending, failure, run } = useConfirmAction(onConfirm, () => setOpen(false), isOpen);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogFrame
      slot="alert-dialog"
      title={title}
      message={message}
      trigger={trigger}
      open={isOpen}
      onOpenChange={setOpen}
      busy={pending}
      initialFocus={confirmRef}
      actions={
        <Button ref={confirmRef} loading={pending} onClick={run} data-slot="alert-dialog-confirm">
          {confirmLabel ?? t('alertDialog.confirm')}
        </Button>
      }
    >
      {children}
      <FailureNote failure={failure} message={failureMessage} />
    </AlertDialogFrame>
  );
}
