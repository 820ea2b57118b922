import type { HTMLAttributes, ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative picture; hidden from screen readers, since the title says it all. */
  icon?: ReactNode;
  /** What is empty: each list passes its own text (the `empty.*` keys). */
  title: ReactNode;
  description?: ReactNode;
  /** The way forward, e.g. an "Add memo" button. */
  action?: ReactNode;
  /** The element of the title: a heading where the empty state stands for a page section. */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
}

/**
 * What a list or a panel shows when it has nothing to show (screens.md §8 "Empty states for each
 * list: no results, no memos, no unit prices, no book index, no note image, no homework").
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'p',
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div
      className={[styles.empty, className].filter(Boolean).join(' ')}
      data-slot="empty-state"
      {...rest}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true" data-slot="empty-state-icon">
          {icon}
        </span>
      )}
      <Title className={styles.title} data-slot="empty-state-title">
        {title}
      </Title>
      {description && (
        <p className={styles.description} data-slot="empty-state-description">
          {description}
        </p>
      )}
      {action && (
        <div className={styles.action} data-slot="empty-state-action">
          {action}
        </div>
      )}
    </div>
  );
}
