import { describe, expect, it } from 'vitest';
import {
  demoGroups,
  demoUsers,
  generateStressData,
} from '../internal/testing/groupTree.fixture.ts';
import {
  ancestorsOf,
  buildTreeIndex,
  filterTreeIndex,
  GROUP_ANCESTOR,
  GROUP_HIT,
  groupsInTreeOrder,
  searchKey,
  usersUnder,
} from './treeIndex.ts';
import { buildRows, type TreeRow } from './treeRows.ts';

const index = buildTreeIndex(demoGroups, demoUsers);
const posOf = (groupIdx: number) => index.groupPos.get(groupIdx) as number;
const everythingOpen = { scope: 'f', isOpen: () => true };
const nothingOpen = { scope: 't0', isOpen: () => false };
const namesOf = (rows: readonly TreeRow[]): unknown[] =>
  rows.map((row) => (row.children ? [row.name, namesOf(row.children)] : row.name));

describe('buildTreeIndex', () => {
  it('puts upGroupIdx 0 at the top and links children to parents', () => {
    expect(index.topGroups.map((pos) => index.groups[pos]?.groupName)).toEqual([
      '서울 본원',
      '부산 분원',
      '강사진',
    ]);
    expect(ancestorsOf(index, posOf(3)).map((pos) => index.groups[pos]?.groupIdx)).toEqual([
      3, 2, 1,
    ]);
    expect(index.groupUsers[posOf(3)]?.length).toBe(3);
  });

  it('lifts a group whose parent chain loops to the top instead of hanging', () => {
    const looped = buildTreeIndex(
      [
        { groupIdx: 1, upGroupIdx: 2, groupName: 'A' },
        { groupIdx: 2, upGroupIdx: 1, groupName: 'B' },
        { groupIdx: 3, upGroupIdx: 99, groupName: 'orphan' },
      ],
      [],
    );
    expect(looped.topGroups.length).toBe(2);
    expect(groupsInTreeOrder(looped).length).toBe(3);
  });

  it('shows users of an unknown group at the top', () => {
    const loose = buildTreeIndex(demoGroups, [
      { userIdx: 1, userId: 'a', userName: '가', userType: 12, groupIdx: 999 },
    ]);
    expect(loose.looseUsers).toEqual([0]);
  });
});

describe('filterTreeIndex', () => {
  it('is no filter for a blank query', () => {
    expect(filterTreeIndex(index, '   ')).toBeNull();
  });

  it('matches names (Korean) and keeps every ancestor of a matching user', () => {
    const filter = filterTreeIndex(index, '서연');
    expect(filter?.userHits.map((pos) => index.users[pos]?.userName)).toEqual(['이서연']);
    expect(filter?.keptGroups[posOf(3)]).toBe(GROUP_ANCESTOR);
    expect(filter?.keptGroups[posOf(2)]).toBe(GROUP_ANCESTOR);
    expect(filter?.keptGroups[posOf(1)]).toBe(GROUP_ANCESTOR);
    expect(filter?.keptGroups[posOf(6)]).toBe(0);
    const rows = buildRows(index, { ...everythingOpen, filter, view: 'tree', showUsers: true });
    expect(namesOf(rows)).toEqual([['서울 본원', [['중등부', [['중1 수학', ['이서연']]]]]]]);
    const closed = buildRows(index, { ...nothingOpen, filter, view: 'tree', showUsers: true });
    expect(namesOf(closed)).toEqual([['서울 본원', []]]);
    expect(closed[0]?.hasContent).toBe(true);
  });

  it('matches IDs case-insensitively', () => {
    const filter = filterTreeIndex(index, 'TEACHER.');
    expect(filter?.userHits.map((pos) => index.users[pos]?.userIdx)).toEqual([201, 202]);
  });

  it('marks a group that matches by name as a hit above its kept ancestors', () => {
    const filter = filterTreeIndex(index, '중2');
    expect(filter?.keptGroups[posOf(4)]).toBe(GROUP_HIT);
    expect(filter?.keptGroups[posOf(1)]).toBe(GROUP_ANCESTOR);
    expect(filter?.groupHitCount).toBe(1);
  });

  it('compares one Unicode form: decomposed jamo find composed names', () => {
    expect(searchKey('김민준'.normalize('NFD'))).toBe('김민준');
    expect(filterTreeIndex(index, '김민준'.normalize('NFD'))?.userHits.length).toBe(1);
  });

  it('finds a user once when both name and ID match, and never across two users', () => {
    const mixed = buildTreeIndex(demoGroups, [
      { userIdx: 1, userId: 'ab', userName: 'ab', userType: 12, groupIdx: 1 },
      { userIdx: 2, userId: 'cd', userName: 'ef', userType: 12, groupIdx: 1 },
    ]);
    expect(filterTreeIndex(mixed, 'ab')?.userHits).toEqual([0]);
    expect(filterTreeIndex(mixed, 'bc')?.userHits).toEqual([]);
    expect(filterTreeIndex(mixed, 'bef')?.userHits).toEqual([]);
    expect(filterTreeIndex(mixed, 'ef')?.userHits).toEqual([1]);
  });

  it('still finds names whose lower case changes length (keyed one by one then)', () => {
    const turkish = buildTreeIndex(demoGroups, [
      { userIdx: 1, userId: 'x1', userName: 'İlker', userType: 12, groupIdx: 1 },
      { userIdx: 2, userId: 'x2', userName: 'Ayşe', userType: 12, groupIdx: 1 },
    ]);
    expect(filterTreeIndex(turkish, 'ayş')?.userHits).toEqual([1]);
    expect(filterTreeIndex(turkish, 'x1')?.userHits).toEqual([0]);
  });

  it('ignores users when the tree shows groups only', () => {
    const filter = filterTreeIndex(index, '서연', false);
    expect(filter?.userHits).toEqual([]);
    expect(filter?.keptGroups.every((kept) => kept === 0)).toBe(true);
  });

  it('keeps the ancestors of every hit in a generated set of 20,000 users', () => {
    const stress = generateStressData({ users: 20_000, groups: 400 });
    const big = buildTreeIndex(stress.groups, stress.users);
    const filter = filterTreeIndex(big, '00012');
    expect(filter?.userHits.length).toBe(11); // 000012 and 000120-000129
    for (const pos of filter?.userHits ?? []) {
      expect(big.users[pos]?.userId).toContain('00012');
      for (const ancestor of ancestorsOf(big, big.userGroupPos[pos] ?? -1)) {
        expect(filter?.keptGroups[ancestor]).toBeGreaterThan(0);
      }
    }
  });
});

describe('buildRows', () => {
  it('hands over a closed group without its rows, and numbers siblings for aria-posinset', () => {
    const rows = buildRows(index, {
      scope: 't0',
      isOpen: (id) => id === 't0/g1',
      filter: null,
      view: 'tree',
      showUsers: true,
    });
    expect(rows.map((row) => [row.name, row.posInSet, row.setSize])).toEqual([
      ['서울 본원', 1, 3],
      ['부산 분원', 2, 3],
      ['강사진', 3, 3],
    ]);
    expect(rows[0]?.children?.map((row) => row.name)).toEqual(['중등부', '고등부']);
    expect(rows[0]?.children?.[0]?.children).toEqual([]);
    expect(rows[1]?.children).toEqual([]);
  });

  it('lists users only, flat, when tree mode is hidden', () => {
    const rows = buildRows(index, { ...nothingOpen, filter: null, view: 'list', showUsers: true });
    expect(rows.length).toBe(demoUsers.length);
    expect(rows.every((row) => row.kind === 'user' && row.setSize === demoUsers.length)).toBe(true);
  });

  it('counts every user below a group', () => {
    expect(usersUnder(index, posOf(1)).length).toBe(7);
  });
});
