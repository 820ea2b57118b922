import { describe, expect, it } from 'vitest';
import { demoGroups, demoUsers } from '../internal/testing/groupTree.fixture.ts';
import { canMoveGroupTo, planMove, splitRowIds } from './moves.ts';
import { buildTreeIndex } from './treeIndex.ts';

const index = buildTreeIndex(demoGroups, demoUsers);

describe('planMove', () => {
  it('moves users to another group and leaves out those already there', () => {
    expect(planMove(index, { userIdxs: [101, 104, 104], groupIdxs: [], toGroupIdx: 4 })).toEqual({
      userIdxs: [101],
      groupIdxs: [],
      toGroupIdx: 4,
    });
  });

  it('is nothing to do when every user is already in the target', () => {
    expect(planMove(index, { userIdxs: [104, 105], groupIdxs: [], toGroupIdx: 4 })).toBeNull();
  });

  it('never puts a user at the top level or in an unknown group', () => {
    expect(planMove(index, { userIdxs: [101], groupIdxs: [], toGroupIdx: 0 })).toBeNull();
    expect(planMove(index, { userIdxs: [101], groupIdxs: [], toGroupIdx: 999 })).toBeNull();
  });

  it('refuses a group into itself or its own subgroups, allows elsewhere and the top', () => {
    expect(canMoveGroupTo(index, 2, 2)).toBe(false);
    expect(canMoveGroupTo(index, 1, 3)).toBe(false);
    expect(canMoveGroupTo(index, 2, 6)).toBe(true);
    expect(planMove(index, { userIdxs: [], groupIdxs: [1], toGroupIdx: 3 })).toBeNull();
    expect(planMove(index, { userIdxs: [], groupIdxs: [2], toGroupIdx: 0 })).toEqual({
      userIdxs: [],
      groupIdxs: [2],
      toGroupIdx: 0,
    });
  });

  it('leaves out a group already under the target', () => {
    expect(planMove(index, { userIdxs: [], groupIdxs: [3], toGroupIdx: 2 })).toBeNull();
  });
});

describe('splitRowIds', () => {
  it('splits tree row ids into user and group indexes', () => {
    expect(splitRowIds(['u101', 't0/g3', 'x', 'f:a/b/g', 'u102'])).toEqual({
      userIdxs: [101, 102],
      groupIdxs: [3],
    });
  });
});
