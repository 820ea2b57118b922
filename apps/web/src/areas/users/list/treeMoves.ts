import type { ApiParams, Group } from '@platform/contract';
import type { GroupTreeMove } from '@platform/ui';

/** One call of a move: a user's SAVE with its new group, or a group's SAVE with its new parent. */
export type MoveCall =
  | { name: 'user.SAVE'; params: ApiParams<'user.SAVE'> }
  | { name: 'group.SAVE'; params: ApiParams<'group.SAVE'> };

/**
 * The calls that carry out a move of the tree: "move to group (userIdx, groupIdx)" (screens.md §7)
 * for each user, and for each group a SAVE with its new `upGroupIdx` and its own name (the save
 * takes all three fields). A group the list no longer holds is left out.
 */
export function moveCalls(move: GroupTreeMove, groups: readonly Group[]): MoveCall[] {
  const calls: MoveCall[] = move.userIdxs.map((userIdx) => ({
    name: 'user.SAVE',
    params: { userIdx, groupIdx: move.toGroupIdx },
  }));
  for (const groupIdx of move.groupIdxs) {
    const group = groups.find((candidate) => candidate.groupIdx === groupIdx);
    if (!group) continue;
    calls.push({
      name: 'group.SAVE',
      params: { group: { groupIdx, upGroupIdx: move.toGroupIdx, groupName: group.groupName } },
    });
  }
  return calls;
}
