import { TOP_GROUP_IDX, validateGroupName, validateName, validateUserId } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { seedOf } from '../random.ts';
import { createDb } from './index.ts';
import { addStressSet, createStressSet, STRESS_SET_SIZE, type StressSet } from './stress.ts';

/** A short fingerprint of a set (FNV-1a over every field that varies), to compare two runs cheaply. */
function fingerprint(set: StressSet): number {
  let hash = 0x811c9dc5;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  };
  for (const group of set.groups) add(`${group.groupIdx}|${group.upGroupIdx}|${group.groupName};`);
  for (const user of set.users) {
    add(
      `${user.userIdx}|${user.userId}|${user.userName}|${user.userType}|${user.userStatus}|${user.groupIdx};`,
    );
  }
  return hash >>> 0;
}

describe('the group tree stress set (issue 7 item 3)', () => {
  const set = createStressSet();

  it('has 100,000 users in 2,000 groups, three levels under the top', () => {
    expect(STRESS_SET_SIZE).toEqual({ users: 100_000, groups: 2_000 });
    expect(set.users).toHaveLength(100_000);
    expect(set.groups).toHaveLength(2_000);
    const byIdx = new Map(set.groups.map((group) => [group.groupIdx, group]));
    const depth = (groupIdx: number): number => {
      const group = byIdx.get(groupIdx);
      return !group || group.upGroupIdx === TOP_GROUP_IDX ? 1 : 1 + depth(group.upGroupIdx);
    };
    expect(Math.max(...set.groups.map((group) => depth(group.groupIdx)))).toBe(3);
    for (const group of set.groups) {
      if (group.upGroupIdx !== TOP_GROUP_IDX) expect(byIdx.has(group.upGroupIdx)).toBe(true);
    }
    expect(set.users.every((user) => byIdx.has(user.groupIdx ?? -1))).toBe(true);
    expect(new Set(set.users.map((user) => user.userId)).size).toBe(100_000);
  });

  it('writes names and ids the contract accepts', () => {
    for (const user of set.users.slice(0, 2_000)) {
      expect(validateUserId(user.userId), user.userId).toBeNull();
      expect(validateName(user.userName), user.userName).toBeNull();
    }
    for (const group of set.groups)
      expect(validateGroupName(group.groupName), group.groupName).toBeNull();
  });

  it('is the same on every run, and another seed gives another set', { timeout: 30_000 }, () => {
    expect(fingerprint(createStressSet())).toBe(fingerprint(set));
    const other = createStressSet({ seed: seedOf('another stress set'), users: 1_000, groups: 50 });
    expect(other.users).toHaveLength(1_000);
    expect(other.groups).toHaveLength(50);
    const firstThousand = { groups: [], users: set.users.slice(0, 1_000) };
    expect(fingerprint({ groups: [], users: other.users })).not.toBe(fingerprint(firstThousand));
  });

  it('adds to an institution after its own data, keeping the seed and the sequences going', () => {
    const db = createDb();
    const before = db.users.length;
    const teacher = db.users.find((user) => user.userId === 'teacher');
    const added = addStressSet(db, 'demo', { users: 5_000, groups: 100 });
    expect(db.users).toHaveLength(before + 5_000);
    expect(db.users.find((user) => user.userId === 'teacher')).toBe(teacher);
    const lastUserIdx = added.users.at(-1)?.userIdx ?? 0;
    expect(db.sequences.userIdx).toBe(lastUserIdx + 1);
    const idxs = db.users.map((user) => user.userIdx);
    expect(new Set(idxs).size).toBe(idxs.length);
    const groupIdxs = db.groups.map((group) => group.groupIdx);
    expect(new Set(groupIdxs).size).toBe(groupIdxs.length);
  });
});
