/** What the tab bar knows of a group when it decides where the group goes. */
export interface MeasuredGroup {
  id: string;
  /** The group's width in the row, in px. */
  width: number;
}

export interface FoldInput {
  /** The groups in their order, each with its measured width. */
  groups: readonly MeasuredGroup[];
  /** The width the row has for groups, in px. */
  available: number;
  /** The gap between two groups, in px. */
  gap: number;
  /** The width the "more" menu button takes, its gap included. */
  moreWidth: number;
  /** The group of the current page: it stays in the row whatever else folds. */
  activeGroupId?: string;
}

/**
 * Which groups leave the row for the "more" menu: none when they all fit; otherwise the row
 * keeps the current page's group and then, in order, each other group that still fits beside
 * the menu button. A group is wholly in the row or wholly in the menu, so no tab shows twice.
 * When the current group alone is wider than the row, the row scrolls sideways (phones).
 */
export function foldGroups({
  groups,
  available,
  gap,
  moreWidth,
  activeGroupId,
}: FoldInput): Set<string> {
  const total = groups.reduce((sum, group, index) => sum + group.width + (index ? gap : 0), 0);
  if (total <= available) return new Set();

  const room = available - moreWidth;
  const active = groups.find((group) => group.id === activeGroupId);
  let used = active ? active.width : 0;
  const kept = new Set(active ? [active.id] : []);
  for (const group of groups) {
    if (kept.has(group.id)) continue;
    const next = used + (kept.size ? gap : 0) + group.width;
    if (next > room) continue;
    kept.add(group.id);
    used = next;
  }
  return new Set(groups.filter((group) => !kept.has(group.id)).map((group) => group.id));
}
