import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import frame from '../internal/dialog/dialog.module.css';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { usePortalContainer } from '../theme/index.ts';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** The dialog's heading, which is also its accessible name. */
  title: ReactNode;
  /** A line under the title that screen readers announce with it. */
  description?: ReactNode;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Actions at the bottom, e.g. cancel and confirm buttons. */
  footer?: ReactNode;
  /** Hides the corner close button, for dialogs whose footer is the only way out. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog on Radix: focus is trapped inside and returns to the trigger, Escape and the
 * close button close it, the page behind is inert. At least 300x200 (foundation.md §9), and
 * full-screen on mobile widths.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  footer,
  hideCloseButton = false,
  children,
}: DialogProps) {
  const t = useT();
  const container = usePortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={frame.overlay} data-slot="dialog-overlay" />
        <RadixDialog.Content
          className={frame.content}
          data-slot="dialog-content"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          // Radix gives focus back only to its own trigger; a dialog opened by state (a picker
          // over a form, a popup from a table row) would leave it on the page's body.
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (trigger || !back?.isConnected) return;
            event.preventDefault();
            back.focus({ preventScroll: true });
          }}
          // Without a description Radix warns unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={frame.header} data-slot="dialog-header">
            <RadixDialog.Title className={frame.title} data-slot="dialog-title">
              {title}
            </RadixDialog.Title>
            {!hideCloseButton && (
              <RadixDialog.Close asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  data-slot="dialog-close"
                  label={t('dialog.close')}
                  icon={<CloseIcon />}
                />
              </RadixDialog.Close>
            )}
          </header>
          {description && (
            <RadixDialog.Description className={styles.description} data-slot="dialog-description">
              {description}
            </RadixDialog.Description>
          )}
          <div className={frame.body} data-slot="dialog-body">
            {children}
          </div>
          {footer && (
            <footer className={frame.footer} data-slot="dialog-footer">
              {footer}
            </footer>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button that should close the dialog when pressed (e.g. Cancel). */
export const DialogClose = RadixDialog.Close;
