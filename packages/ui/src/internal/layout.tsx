import type { ElementType, HTMLAttributes, Ref } from 'react';
import styles from './layout.module.css';

/** The steps of the spacing scale: each is a `--space-*` token (4 is `--space-4`, 16 px). */
export const SPACE_STEPS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;
export type SpaceStep = (typeof SPACE_STEPS)[number];

/** The elements a layout primitive may be, so that it can carry a list's or a region's meaning. */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'form'
  | 'ul'
  | 'ol'
  | 'li';

export interface LayoutProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /** The element rendered; `ul` and `ol` lose their bullets and indent. */
  as?: LayoutElement;
  /** The space between the children, a step of the spacing scale. */
  gap?: SpaceStep;
}

interface LayoutBoxProps extends LayoutProps {
  slot: string;
  gap: SpaceStep;
  align: string;
  justify?: string;
}

/** The element under Stack and Inline: the spacing and alignment rules live in one place. */
export function LayoutBox({
  as = 'div',
  slot,
  gap,
  align,
  justify,
  className,
  ...rest
}: LayoutBoxProps) {
  // One element of a fixed list: widened so that the ref typed for any HTMLElement fits.
  const Element = as as ElementType;
  return (
    <Element
      {...rest}
      className={[styles.layout, className].filter(Boolean).join(' ')}
      data-slot={slot}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
    />
  );
}
