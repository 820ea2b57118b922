import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode, RefObject } from 'react';
import { usePortalContainer } from '../../theme/index.ts';
import styles from './alertDialog.module.css';
import dialogStyles from './dialog.module.css';

export interface AlertDialogFrameProps {
  title: ReactNode;
  /** The message; screen readers announce it with the title when the dialog opens. */
  message: ReactNode;
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true, Escape does not close: an async confirm is still running. */
  busy?: boolean;
  /** Where focus goes on open; Radix's default is the Cancel button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra content under the message (e.g. the failure of the last try). */
  children?: ReactNode;
  /** The buttons. */
  actions: ReactNode;
  /** A name for theming: `data-slot` parts are prefixed with it. */
  slot: string;
}

/**
 * The shared frame of ConfirmDialog, AlertDialog and ErrorModal: a Radix alert dialog (role
 * alertdialog, focus trapped and returned, no close on an outside click) dressed in Dialog's
 * styles and tokens, so all modals share one size rule (foundation.md §9 minimum 300x200,
 * full-screen up to 576 px).
 */
export function AlertDialogFrame({
  title,
  message,
  trigger,
  open,
  onOpenChange,
  busy = false,
  initialFocus,
  children,
  actions,
  slot,
}: AlertDialogFrameProps) {
  const container = usePortalContainer();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal container={container}>
        <RadixAlertDialog.Overlay className={dialogStyles.overlay} data-slot={`${slot}-overlay`} />
        <RadixAlertDialog.Content
          className={dialogStyles.content}
          data-slot={`${slot}-content`}
          aria-busy={busy || undefined}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus({ preventScroll: true });
          }}
        >
          <header className={dialogStyles.header} data-slot={`${slot}-header`}>
            <RadixAlertDialog.Title className={dialogStyles.title} data-slot={`${slot}-title`}>
              {title}
            </RadixAlertDialog.Title>
          </header>
          <div className={dialogStyles.body} data-slot={`${slot}-body`}>
            <RadixAlertDialog.Description asChild>
              <div className={styles.message} data-slot={`${slot}-message`}>
                {message}
              </div>
            </RadixAlertDialog.Description>
            {children}
          </div>
          <footer className={dialogStyles.footer} data-slot={`${slot}-footer`}>
            {actions}
          </footer>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

/** Radix's cancel part: closes the dialog and is where focus lands on open. */
export const AlertDialogCancel = RadixAlertDialog.Cancel;
