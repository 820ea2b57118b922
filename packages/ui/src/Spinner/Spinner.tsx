import type { HTMLAttributes } from 'react';
import { useT } from '../i18n/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './Spinner.module.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  size?: SpinnerSize;
  /** What is loading; 'Loading' by default. Read by screen readers, shown when `showLabel`. */
  label?: string;
  /** Shows the label beside the ring instead of only to screen readers. */
  showLabel?: boolean;
}

/** A busy indicator for a wait of unknown length; a status message named by its label. */
export function Spinner({
  size = 'md',
  label,
  showLabel = false,
  className,
  ...rest
}: SpinnerProps) {
  const t = useT();
  const text = label ?? t('spinner.loading');
  return (
    <span
      role="status"
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      data-slot="spinner"
      data-size={size}
      {...rest}
    >
      <span className={styles.ring} aria-hidden="true" data-slot="spinner-ring" />
      {showLabel ? (
        <span className={styles.label} data-slot="spinner-label">
          {text}
        </span>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </span>
  );
}
