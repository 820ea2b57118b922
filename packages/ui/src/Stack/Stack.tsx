import { LayoutBox, type LayoutProps } from '../internal/layout.tsx';
import styles from './Stack.module.css';

export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

export interface StackProps extends LayoutProps {
  /** Where the children sit across the column; `stretch` (default) gives them its width. */
  align?: StackAlign;
}

/**
 * Children one under another, a step of the spacing scale apart (`gap`, `--space-4` by default):
 * a form's fields, a panel's sections, a card's lines. The order on screen is the DOM order, so
 * reading and focus follow it.
 */
export function Stack({ gap = 4, align = 'stretch', className, ...rest }: StackProps) {
  return (
    <LayoutBox
      {...rest}
      slot="stack"
      gap={gap}
      align={align}
      className={[styles.stack, className].filter(Boolean).join(' ')}
    />
  );
}
