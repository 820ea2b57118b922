import type { HTMLAttributes } from 'react';
import { useT } from '../i18n/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './Badge.module.css';
import { BADGE_MAX_DEFAULT, badgeCountText, badgeVisible } from './badgeText.ts';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number to show; nothing is shown for 0 unless `showZero`. */
  count?: number;
  /** A plain mark without a number, e.g. the message icon's unread highlight. */
  dot?: boolean;
  /** Counts above this show as `{max}+`. */
  max?: number;
  showZero?: boolean;
  /** What the badge means, for screen readers: '{count} unread' (or 'Unread' for a dot) by default. */
  label?: string;
}

/**
 * A count or a dot beside something (the unread mark of the header's message icon, screens.md
 * §2.5). The visible number is hidden from screen readers, which read the label instead, so that
 * "3" is heard as "3 unread".
 */
export function Badge({
  count,
  dot = false,
  max = BADGE_MAX_DEFAULT,
  showZero = false,
  label,
  className,
  ...rest
}: BadgeProps) {
  const t = useT();
  if (!badgeVisible(count, dot, showZero)) return null;
  const value = count ?? 0;
  const text = label ?? (dot ? t('badge.unreadDot') : t('badge.unread', { count: value }));
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      data-slot="badge"
      data-dot={dot || undefined}
      {...rest}
    >
      {!dot && (
        <span aria-hidden="true" data-slot="badge-count">
          {badgeCountText(value, max, (limit) => t('badge.overflow', { max: limit }))}
        </span>
      )}
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
