import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import type { FeedbackTone } from '../internal/feedbackTones.ts';
import { ToneIcon } from '../internal/icons/ToneIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './InlineAlert.module.css';

export interface InlineAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: FeedbackTone;
  /** A short bold lead, e.g. the subject of the warning. */
  title?: ReactNode;
  /** An action beside the text, e.g. a retry button. */
  action?: ReactNode;
  children?: ReactNode;
}

/**
 * A message inside the content it is about (a form, a section, a dialog). Only `danger` is an
 * alert that interrupts a screen reader; the other tones are polite status messages.
 */
export function InlineAlert({
  tone = 'info',
  title,
  action,
  children,
  className,
  ...rest
}: InlineAlertProps) {
  const t = useT();
  return (
    <div
      className={[styles.alert, className].filter(Boolean).join(' ')}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-slot="inline-alert"
      data-tone={tone}
      {...rest}
    >
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.text} data-slot="inline-alert-text">
        <VisuallyHidden>{`${t(`tone.${tone}`)}: `}</VisuallyHidden>
        {title && (
          <strong className={styles.title} data-slot="inline-alert-title">
            {title}
          </strong>
        )}
        {children && <div data-slot="inline-alert-message">{children}</div>}
      </div>
      {action && (
        <div className={styles.action} data-slot="inline-alert-action">
          {action}
        </div>
      )}
    </div>
  );
}
