/** The largest count shown in full; more reads as '99+' (assumed: the spec does not say). */
export const BADGE_MAX_DEFAULT = 99;

/** The visible text of a count badge: the count, or `{max}+` past the maximum. */
export function badgeCountText(count: number, max: number, overflow: (max: number) => string) {
  return count > max ? overflow(max) : String(count);
}

/** Whether a badge has anything to show: a dot, or a count above zero (or zero when asked). */
export function badgeVisible(count: number | undefined, dot: boolean, showZero: boolean): boolean {
  if (dot) return true;
  if (count === undefined || !Number.isFinite(count)) return false;
  return count > 0 || (showZero && count === 0);
}
