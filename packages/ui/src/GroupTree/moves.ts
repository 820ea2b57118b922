import { TOP_GROUP_IDX } from '@platform/contract';
import { type GroupTreeIndex, isWithin } from './treeIndex.ts';
import { parseRowId } from './treeRows.ts';

/** A move the app carries out: users into a group, groups under a group (0 = top level). */
export interface GroupTreeMove {
  userIdxs: number[];
  groupIdxs: number[];
  /** The target group; TOP_GROUP_IDX (0) for the top level, which only groups can go to. */
  toGroupIdx: number;
}

/** The dragged or cut row ids split into user and group indexes (unknown ids dropped). */
export function splitRowIds(ids: readonly string[]): { userIdxs: number[]; groupIdxs: number[] } {
  const userIdxs: number[] = [];
  const groupIdxs: number[] = [];
  for (const id of ids) {
    const parsed = parseRowId(id);
    if (parsed?.kind === 'user') userIdxs.push(parsed.idx);
    else if (parsed?.kind === 'group') groupIdxs.push(parsed.idx);
  }
  return { userIdxs, groupIdxs };
}

/** Whether a group may go under `toGroupIdx`: not into itself, nor into its own subgroups. */
export function canMoveGroupTo(index: GroupTreeIndex, groupIdx: number, toGroupIdx: number) {
  const pos = index.groupPos.get(groupIdx);
  if (pos === undefined) return false;
  if (toGroupIdx === TOP_GROUP_IDX) return true;
  const target = index.groupPos.get(toGroupIdx);
  return target !== undefined && !isWithin(index, target, pos);
}

/**
 * What actually changes when these users and groups go to `toGroupIdx`: users already in that
 * group and groups already under it are left out, a group cannot go into itself or below
 * itself, and users cannot go to the top level (a user always has a group). Null when nothing
 * would change, so the caller does not call the app for a no-op.
 */
export function planMove(
  index: GroupTreeIndex,
  request: { userIdxs: readonly number[]; groupIdxs: readonly number[]; toGroupIdx: number },
): GroupTreeMove | null {
  const { toGroupIdx } = request;
  const toTop = toGroupIdx === TOP_GROUP_IDX;
  if (!toTop && !index.groupPos.has(toGroupIdx)) return null;
  const userIdxs = toTop
    ? []
    : unique(request.userIdxs).filter((userIdx) => {
        const pos = index.userPos.get(userIdx);
        return pos !== undefined && index.users[pos]?.groupIdx !== toGroupIdx;
      });
  const groupIdxs = unique(request.groupIdxs).filter((groupIdx) => {
    const pos = index.groupPos.get(groupIdx);
    if (pos === undefined) return false;
    const currentParent = index.groups[pos]?.upGroupIdx ?? TOP_GROUP_IDX;
    return currentParent !== toGroupIdx && canMoveGroupTo(index, groupIdx, toGroupIdx);
  });
  return userIdxs.length + groupIdxs.length > 0 ? { userIdxs, groupIdxs, toGroupIdx } : null;
}

function unique(values: readonly number[]): number[] {
  return [...new Set(values)];
}
