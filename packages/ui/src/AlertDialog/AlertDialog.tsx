import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { AlertDialogFrame } from './AlertDialogFrame.tsx';
import { type ConfirmAction, useConfirmAction } from './useConfirmAction.ts';
import { useControllableOpen } from './useControllableOpen.ts';

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
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const { pending, failure, run } = useConfirmAction(onConfirm, () => setOpen(false));
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

/** The note under the message after a failed confirm; nothing when there is none to show. */
export function FailureNote({
  failure,
  message,
}: {
  failure: { error: unknown } | undefined;
  message: AlertDialogProps['failureMessage'];
}) {
  if (!failure || message === undefined) return null;
  const text = typeof message === 'function' ? message(failure.error) : message;
  return (
    <InlineAlert tone="danger" data-slot="dialog-failure">
      {text}
    </InlineAlert>
  );
}
