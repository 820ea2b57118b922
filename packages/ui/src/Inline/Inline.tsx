import { LayoutBox, type LayoutProps } from '../internal/layout.tsx';
import styles from './Inline.module.css';

export const INLINE_ALIGNS = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];
export const INLINE_JUSTIFIES = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof INLINE_JUSTIFIES)[number];

export interface InlineProps extends LayoutProps {
  /** Where the children sit across the row: `center` by default, `baseline` for text and fields. */
  align?: InlineAlign;
  /** Where the row's children gather; `between` pushes the first and last to the edges. */
  justify?: InlineJustify;
  /** Keeps the children on one line instead of wrapping them onto the next (default false). */
  nowrap?: boolean;
}

/**
 * Children side by side, a step of the spacing scale apart (`gap`, `--space-2` by default), that
 * wrap onto the next line when the row is too narrow: a toolbar, a dialog's buttons, filters.
 * Wrapping keeps the DOM order, so reading and focus follow what is seen.
 */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  nowrap = false,
  className,
  ...rest
}: InlineProps) {
  return (
    <LayoutBox
      {...rest}
      slot="inline"
      gap={gap}
      align={align}
      justify={justify}
      data-nowrap={nowrap || undefined}
      className={[styles.inline, className].filter(Boolean).join(' ')}
    />
  );
}
