import type { ErrorContext } from '@platform/contract';
import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { AlertDialogFrame } from '../internal/dialog/AlertDialogFrame.tsx';
import { type ConfirmAction, useConfirmAction } from '../internal/dialog/useConfirmAction.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import styles from './ErrorModal.module.css';
import { errorModalText } from './errorModalText.ts';

export interface ErrorModalProps {
  /** The error code (WB-400-401, `WE_5003`, ...); without one the modal shows a dash. */
  code?: string | null;
  /** A message that replaces the code's text (e.g. one the server sent). */
  message?: string;
  /** The call the error came from, for codes that mean different things on different calls. */
  context?: ErrorContext;
  /** The heading; 'Error' by default. */
  title?: ReactNode;
  /** Runs on confirm (may be async); the modal closes when it has finished. */
  onConfirm?: ConfirmAction;
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The generic error modal (foundation.md §8 "error modal with the code"; screens.md §2.6 "Generic
 * error modal: message, or default text with code and an instruction to contact the
 * administrator, plus confirm").
 */
export function ErrorModal({
  code,
  message,
  context,
  title,
  onConfirm,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: ErrorModalProps) {
  const t = useT();
  const { locale } = useLocale();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
    name: 'ErrorModal `open`',
  });
  const { pending, run } = useConfirmAction(onConfirm, () => setOpen(false), isOpen);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const { lines, codeLine } = errorModalText(code, { locale, context, message });
  return (
    <AlertDialogFrame
      slot="error-modal"
      title={title ?? t('errorModal.title')}
      message={
        <>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {codeLine && (
            <p className={styles.code} data-slot="error-modal-code">
              {t('errorModal.code', { code: codeLine })}
            </p>
          )}
        </>
      }
      trigger={trigger}
      open={isOpen}
      onOpenChange={setOpen}
      busy={pending}
      initialFocus={confirmRef}
      actions={
        <Button ref={confirmRef} loading={pending} onClick={run} data-slot="error-modal-confirm">
          {t('errorModal.confirm')}
        </Button>
      }
    />
  );
}
