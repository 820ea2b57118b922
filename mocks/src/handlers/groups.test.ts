import { TOP_GROUP_IDX } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_IDX, db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Body = {
  result: { groupIdx: number; upGroupIdx: number; groupName: string; completeCount?: number };
  resultList: { groupIdx: number; upGroupIdx: number; groupName: string }[];
};

async function as(userId: string) {
  const { token } = await login(userId);
  return (name: Parameters<typeof callEndpoint>[0], fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
}

const groupNamed = (groupName: string) => {
  const group = db.groups.find(
    (candidate) => candidate.companyIdx === DEMO_COMPANY_IDX && candidate.groupName === groupName,
  );
  if (!group) throw new Error(`no group ${groupName}`);
  return group;
};
const usersIn = (groupIdx: number) => db.users.filter((user) => user.groupIdx === groupIdx);

describe('group.LIST', () => {
  it("lists the caller's institution's tree (companyIdx, searchType 2)", async () => {
    const { body } = await (await as('student'))('group.LIST', {
      companyIdx: DEMO_COMPANY_IDX,
      searchType: 2,
    });
    expect(body.resultList.map((group) => group.groupName)).toContain('중1 A반');
    expect(body.resultList.some((group) => group.upGroupIdx === TOP_GROUP_IDX)).toBe(true);
    expect(body.resultList.map((group) => group.groupName)).not.toContain('5학년 1반');
  });
  it('refuses another institution and an unknown searchType (WB-400-212)', async () => {
    const call = await as('admin');
    expect((await errorOf(call('group.LIST', { companyIdx: 2, searchType: 2 }))).code).toBe(
      'WB-400-212',
    );
    expect((await errorOf(call('group.LIST', { searchType: 7 }))).code).toBe('WB-400-212');
  });
});

describe('group.SAVE', () => {
  it('adds a subgroup and renames it', async () => {
    const call = await as('admin');
    const parent = groupNamed('중등부');
    const added = await call('group.SAVE', {
      group: { upGroupIdx: parent.groupIdx, groupName: '중3 A반' },
    });
    expect(added.body.result).toMatchObject({ upGroupIdx: parent.groupIdx, groupName: '중3 A반' });
    const renamed = await call('group.SAVE', {
      group: {
        groupIdx: added.body.result.groupIdx,
        upGroupIdx: parent.groupIdx,
        groupName: '중3 심화반',
      },
    });
    expect(renamed.body.result.groupName).toBe('중3 심화반');
    expect(groupNamed('중3 심화반').groupIdx).toBe(added.body.result.groupIdx);
  });

  it('refuses a name outside 2-20 of the pattern, a sibling twin, a cycle and a foreign parent', async () => {
    const call = await as('admin');
    const parent = groupNamed('중등부');
    for (const groupName of ['A', '가'.repeat(21), '중3#반', '중1 A반']) {
      expect(
        (await errorOf(call('group.SAVE', { group: { upGroupIdx: parent.groupIdx, groupName } })))
          .code,
        groupName,
      ).toBe('WB-400-212');
    }
    const top = groupNamed('본원');
    expect(
      (
        await errorOf(
          call('group.SAVE', {
            group: { groupIdx: top.groupIdx, upGroupIdx: parent.groupIdx, groupName: '본원' },
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    const foreign = db.groups.find((group) => group.companyIdx !== DEMO_COMPANY_IDX);
    expect(
      (
        await errorOf(
          call('group.SAVE', { group: { upGroupIdx: foreign?.groupIdx, groupName: '새 그룹' } }),
        )
      ).code,
    ).toBe('WB-400-212');
  });

  it('is refused to a teacher (WB-403-102)', async () => {
    expect(
      (
        await errorOf(
          (
            await as('teacher')
          )('group.SAVE', { group: { upGroupIdx: 0, groupName: '새 그룹' } }),
        )
      ).code,
    ).toBe('WB-403-102');
  });
});

describe('deleting groups and their users', () => {
  it('DEL removes one group; its subgroups and users move up to its parent', async () => {
    const call = await as('admin');
    const middle = groupNamed('중등부');
    const classA = groupNamed('중1 A반');
    const students = usersIn(classA.groupIdx).length;
    expect((await call('group.DEL', { groupIdx: middle.groupIdx })).status).toBe(200);
    expect(db.groups.some((group) => group.groupIdx === middle.groupIdx)).toBe(false);
    expect(groupNamed('중1 A반').upGroupIdx).toBe(middle.upGroupIdx);
    expect(usersIn(classA.groupIdx)).toHaveLength(students);
  });

  it('DEL_USER deletes the users of the group and keeps the group', async () => {
    const call = await as('admin');
    const classB = groupNamed('중1 B반');
    const count = usersIn(classB.groupIdx).length;
    expect(count).toBeGreaterThan(0);
    const { body } = await call('group.DEL_USER', { groupIdx: classB.groupIdx });
    expect(body.result.completeCount).toBe(count);
    expect(usersIn(classB.groupIdx)).toHaveLength(0);
    expect(groupNamed('중1 B반')).toBeTruthy();
  });

  it('DEL_USER with userIdxList deletes only those users', async () => {
    const call = await as('admin');
    const classB = groupNamed('중1 B반');
    const [first, second] = usersIn(classB.groupIdx);
    const { body } = await call('group.DEL_USER', {
      groupIdx: classB.groupIdx,
      userIdxList: [first?.userIdx],
    });
    expect(body.result.completeCount).toBe(1);
    expect(usersIn(classB.groupIdx).map((user) => user.userIdx)).toContain(second?.userIdx);
  });

  it('DEL_ALL deletes the group, its subgroups and all their users', async () => {
    const call = await as('admin');
    const elementary = groupNamed('초등부');
    const below = db.groups.filter((group) => group.upGroupIdx === elementary.groupIdx);
    const doomed = [elementary, ...below].flatMap((group) => usersIn(group.groupIdx));
    const { body } = await call('group.DEL_ALL', { groupIdx: elementary.groupIdx });
    expect(body.result.completeCount).toBe(doomed.length);
    expect(db.groups.some((group) => below.includes(group) || group === elementary)).toBe(false);
    expect(db.users.some((user) => doomed.includes(user))).toBe(false);
  });

  it('refuses a teacher (WB-403-102) and a group of another institution (WB-400-212)', async () => {
    const classB = groupNamed('중1 B반');
    for (const name of ['group.DEL', 'group.DEL_ALL', 'group.DEL_USER'] as const) {
      expect(
        (await errorOf((await as('teacher'))(name, { groupIdx: classB.groupIdx }))).code,
        name,
      ).toBe('WB-403-102');
      const foreign = db.groups.find((group) => group.companyIdx !== DEMO_COMPANY_IDX);
      expect(
        (await errorOf((await as('admin'))(name, { groupIdx: foreign?.groupIdx }))).code,
        name,
      ).toBe('WB-400-212');
    }
  });
});
