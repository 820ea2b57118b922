export { Badge, type BadgeProps } from './Badge.tsx';
export { BADGE_MAX_DEFAULT } from './badgeText.ts';
