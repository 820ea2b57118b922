import { describe, expect, it } from 'vitest';
import { moveCalls } from './treeMoves.ts';

const groups = [
  { groupIdx: 1, upGroupIdx: 0, groupName: '본원' },
  { groupIdx: 2, upGroupIdx: 1, groupName: '초등부' },
];

describe('moveCalls', () => {
  it('moves each user by its own SAVE with the target group', () => {
    expect(moveCalls({ userIdxs: [7, 9], groupIdxs: [], toGroupIdx: 2 }, groups)).toEqual([
      { name: 'user.SAVE', params: { userIdx: 7, groupIdx: 2 } },
      { name: 'user.SAVE', params: { userIdx: 9, groupIdx: 2 } },
    ]);
  });

  it('moves a group by saving it whole under its new parent, name kept', () => {
    expect(moveCalls({ userIdxs: [], groupIdxs: [2], toGroupIdx: 0 }, groups)).toEqual([
      {
        name: 'group.SAVE',
        params: { group: { groupIdx: 2, upGroupIdx: 0, groupName: '초등부' } },
      },
    ]);
  });

  it('leaves out a group the list no longer holds', () => {
    expect(moveCalls({ userIdxs: [3], groupIdxs: [99], toGroupIdx: 1 }, groups)).toEqual([
      { name: 'user.SAVE', params: { userIdx: 3, groupIdx: 1 } },
    ]);
  });
});
