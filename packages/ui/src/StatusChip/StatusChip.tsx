import type { HTMLAttributes } from 'react';
import styles from './StatusChip.module.css';

export const STATUS_CHIP_TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusChipTone = (typeof STATUS_CHIP_TONES)[number];

export interface StatusChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The status in words (e.g. `t(noteStatusLabelKey(status, viewer))`); the tone only adds colour. */
  label: string;
  tone?: StatusChipTone;
}

/**
 * A status in a row or a header: a note's marking status, an account's status. The label carries
 * the meaning; the tone is decoration, so colour is never the only cue.
 */
export function StatusChip({ label, tone = 'neutral', className, ...rest }: StatusChipProps) {
  return (
    <span
      className={[styles.chip, className].filter(Boolean).join(' ')}
      data-slot="status-chip"
      data-tone={tone}
      {...rest}
    >
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
