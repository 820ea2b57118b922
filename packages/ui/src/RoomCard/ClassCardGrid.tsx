import { Children, type HTMLAttributes, type ReactNode } from 'react';
import styles from './RoomCard.module.css';

export interface ClassCardGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The cards, each one a child (a fragment counts as one card); empty children are skipped. */
  children: ReactNode;
}

/**
 * The grid of the class page's cards (the invite join card, the instant class card, the room
 * cards): one column on a phone (390 px and up, no sideways scroll), as many as fit on a wider
 * screen, each row as high as its tallest card. A list, so a screen reader says how many there are.
 */
export function ClassCardGrid({ children, className, ...rest }: ClassCardGridProps) {
  return (
    <ul
      className={[styles.grid, className].filter(Boolean).join(' ')}
      data-slot="class-card-grid"
      {...rest}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined ? null : <li>{child}</li>,
      )}
    </ul>
  );
}
