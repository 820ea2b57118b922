import { ACCOUNT_STATUS, USER_TYPE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, db, SPECIAL_ACCOUNTS } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Body = {
  success: boolean;
  result: Record<string, unknown> & { completeCount?: number };
  resultPage: { content: Record<string, unknown>[]; totalElements: number };
  resultList: Record<string, unknown>[];
};

async function as(userId: string) {
  const { token } = await login(userId);
  return (name: Parameters<typeof callEndpoint>[0], fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
}

const demo = (userId: string) => {
  const user = db.users.find(
    (candidate) => candidate.companyId === 'demo' && candidate.userId === userId,
  );
  if (!user) throw new Error(`no ${userId}`);
  return user;
};

const newUser = {
  userId: 'new.student',
  userName: '한가람',
  userType: USER_TYPE.STUDENT,
  password: 'Fresh#8024',
  phone: '01055556666',
  phone2: '01077778888',
  email: 'new.student@example.com',
};

describe('user.LIST', () => {
  it('pages the institution, 30 a page, newest first, by name or ID', async () => {
    const call = await as('admin');
    const { body } = await call('user.LIST', { page: 0, size: 30, order: 'regDatetime desc' });
    expect(body.resultPage.content).toHaveLength(30);
    expect(body.resultPage.totalElements).toBeGreaterThan(300);
    const dates = body.resultPage.content.map((user) => String(user.regDatetime));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.resultPage.content.every((user) => user.companyId === 'demo')).toBe(true);
    const byName = await call('user.LIST', { searchKeyword: '김민지', size: 100 });
    expect(byName.body.resultPage.content.some((user) => user.userId === 'teacher')).toBe(true);
    const byId = await call('user.LIST', { searchKeyword: 'OPENTEACHER' });
    expect(byId.body.resultPage.content.map((user) => user.userId)).toContain('openteacher');
  });

  it('filters by status list and type list, leaves withdrawn accounts out, and lists all with paging false', async () => {
    const call = await as('admin');
    const paused = await call('user.LIST', { userStatus: [ACCOUNT_STATUS.PAUSED], paging: false });
    expect(paused.body.resultList.length).toBeGreaterThan(0);
    expect(paused.body.resultList.every((user) => user.userStatus === ACCOUNT_STATUS.PAUSED)).toBe(
      true,
    );
    const teachers = await call('user.LIST', {
      userType: `${USER_TYPE.TEACHER},${USER_TYPE.OPEN_TEACHER}`,
      paging: false,
    });
    expect(
      teachers.body.resultList.every((user) =>
        [USER_TYPE.TEACHER, USER_TYPE.OPEN_TEACHER].includes(user.userType as 11 | 13),
      ),
    ).toBe(true);
    const all = await call('user.LIST', { paging: false });
    expect(all.body.resultList.some((user) => user.userId === SPECIAL_ACCOUNTS.withdrawn)).toBe(
      false,
    );
  });

  it('shows a caller without the user-view permission no contact details', async () => {
    const { body } = await (await as('student'))('user.LIST', { searchKeyword: 'teacher' });
    const [first] = body.resultPage.content;
    expect(first).toBeDefined();
    expect(first).not.toHaveProperty('phone');
    expect(first).not.toHaveProperty('email');
  });

  it('refuses an order it cannot sort by (WB-400-212)', async () => {
    expect((await errorOf((await as('admin'))('user.LIST', { order: 'password desc' }))).code).toBe(
      'WB-400-212',
    );
  });
});

describe('user detail (GET, GET_USER_ID)', () => {
  it('answers a user of the institution to a viewer, without secrets', async () => {
    const call = await as('teacher');
    const { body } = await call('user.GET', { userIdx: demo('student').userIdx });
    expect(body.result).toMatchObject({ userId: 'student', userName: '박서윤' });
    expect(body.result).not.toHaveProperty('password');
    const byId = await call('user.GET_USER_ID', {
      userId: 'student',
      companyIdx: demo('student').companyIdx,
    });
    expect(byId.body.result.userIdx).toBe(demo('student').userIdx);
  });

  it('refuses the detail to a caller without the user-view permission (WB-403-102), but not their own', async () => {
    const monitor = await as('monitor');
    expect(await errorOf(monitor('user.GET', { userIdx: demo('student').userIdx }))).toEqual({
      status: 403,
      code: 'WB-403-102',
    });
    expect((await errorOf(monitor('user.GET_USER_ID', { userId: 'student' }))).code).toBe(
      'WB-403-102',
    );
    expect((await monitor('user.GET', { userIdx: demo('monitor').userIdx })).status).toBe(200);
  });

  it('answers a user of another institution, or none, as unknown (WB-400-212)', async () => {
    const call = await as('admin');
    const other = db.users.find((user) => user.companyId === 'hanbit');
    expect((await errorOf(call('user.GET', { userIdx: other?.userIdx }))).code).toBe('WB-400-212');
    expect((await errorOf(call('user.GET', { userIdx: 999999 }))).code).toBe('WB-400-212');
    expect(
      (await errorOf(call('user.GET_USER_ID', { userId: 'student', companyIdx: 2 }))).code,
    ).toBe('WB-400-212');
  });
});

describe('user.EXIST_USER_ID', () => {
  it('says whether an ID is taken, ignoring case', async () => {
    const call = await as('admin');
    expect((await call('user.EXIST_USER_ID', { userId: 'Teacher' })).body.result).toBe(true);
    expect((await call('user.EXIST_USER_ID', { userId: 'nobody.here' })).body.result).toBe(false);
    expect((await errorOf(call('user.EXIST_USER_ID', { userId: 'a' }))).code).toBe('WB-400-212');
    expect(
      (await errorOf((await as('teacher'))('user.EXIST_USER_ID', { userId: 'x1' }))).code,
    ).toBe('WB-403-102');
  });
});

describe('user.SAVE', () => {
  it('registers a user who can then sign in, and refuses the ID a second time', async () => {
    const call = await as('admin');
    const group = db.groups.find((candidate) => candidate.groupName === '중1 B반');
    const saved = await call('user.SAVE', { ...newUser, groupIdx: group?.groupIdx });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      userId: 'new.student',
      groupIdx: group?.groupIdx,
      userStatus: 1,
    });
    await expect(login('new.student', { password: 'Fresh#8024' })).resolves.toBeTruthy();
    expect((await errorOf(call('user.SAVE', { ...newUser, userName: '두번째' }))).code).toBe(
      'WB-400-212',
    );
  });

  it('refuses what the rules refuse (WB-400-212)', async () => {
    const call = await as('openteacher');
    const bad: Record<string, unknown>[] = [
      { userId: 'a' },
      { userName: '' },
      { userName: '가'.repeat(21) },
      { password: 'abc123' },
      { phone: '010-5555' },
      { phone: '' },
      { email: 'no-at' },
      { userType: USER_TYPE.TEACHER, phone2: '01012341234' },
      { userType: USER_TYPE.TEACHER, userRole: 2 },
      { groupIdx: 987654 },
    ];
    for (const change of bad) {
      expect(
        (await errorOf(call('user.SAVE', { ...newUser, ...change }))).code,
        JSON.stringify(change),
      ).toBe('WB-400-212');
    }
    expect(db.users.some((user) => user.userId === 'new.student')).toBe(false);
  });

  it('modifies a user (2-20 character name) and moves them to another group', async () => {
    const call = await as('admin');
    const student = demo('student');
    const target = db.groups.find((group) => group.groupName === '중2 A반');
    const moved = await call('user.SAVE', { userIdx: student.userIdx, groupIdx: target?.groupIdx });
    expect(moved.body.result.groupIdx).toBe(target?.groupIdx);
    expect(demo('student').groupIdx).toBe(target?.groupIdx);
    expect(
      (await call('user.SAVE', { userIdx: student.userIdx, userName: '박서윤이' })).body.result
        .userName,
    ).toBe('박서윤이');
    expect(
      (await errorOf(call('user.SAVE', { userIdx: student.userIdx, userName: '박' }))).code,
    ).toBe('WB-400-212');
    expect(
      (await errorOf(call('user.SAVE', { userIdx: student.userIdx, userId: 'teacher' }))).code,
    ).toBe('WB-400-212');
    expect(
      (await errorOf(call('user.SAVE', { userIdx: student.userIdx, password: 'Fresh#8024' }))).code,
    ).toBe('WB-400-212');
  });

  it('is refused to a caller who may not edit users (WB-403-102)', async () => {
    for (const userId of ['teacher', 'operator', 'student']) {
      expect((await errorOf((await as(userId))('user.SAVE', newUser))).code, userId).toBe(
        'WB-403-102',
      );
    }
  });
});

describe('user.MODIFY_PWD', () => {
  it('lets an open teacher or admin set a password by the policy', async () => {
    const call = await as('openteacher');
    const student = demo('student');
    expect(
      (await errorOf(call('user.MODIFY_PWD', { userIdx: student.userIdx, newPassword: 'short' })))
        .code,
    ).toBe('WB-400-212');
    expect(
      (await call('user.MODIFY_PWD', { userIdx: student.userIdx, newPassword: 'Fresh#8024' }))
        .status,
    ).toBe(200);
    await expect(login('student')).rejects.toThrow('WB-400-601');
    await expect(login('student', { password: 'Fresh#8024' })).resolves.toBeTruthy();
  });

  it('is refused to a teacher (WB-403-102)', async () => {
    const refused = await errorOf(
      (await as('teacher'))('user.MODIFY_PWD', {
        userIdx: demo('student').userIdx,
        newPassword: 'Fresh#8024',
      }),
    );
    expect(refused).toEqual({ status: 403, code: 'WB-403-102' });
    await expect(login('student', { password: DEMO_PASSWORD })).resolves.toBeTruthy();
  });
});

describe('account actions', () => {
  it('MODIFY_STATUS_MULTI changes the status and counts only the users it changed', async () => {
    const call = await as('admin');
    const ids = ['student', 'teacher', 'admin'].map((userId) => demo(userId).userIdx);
    const paused = await call('user.MODIFY_STATUS_MULTI', {
      userIdxList: ids,
      userStatus: ACCOUNT_STATUS.PAUSED,
    });
    // The admin is the caller and is left alone.
    expect(paused.body.result.completeCount).toBe(2);
    expect(demo('student').userStatus).toBe(ACCOUNT_STATUS.PAUSED);
    await expect(login('student')).rejects.toThrow('WB-400-007');
    const again = await call('user.MODIFY_STATUS_MULTI', {
      userIdxList: ids,
      userStatus: ACCOUNT_STATUS.PAUSED,
    });
    expect(again.body.result.completeCount).toBe(0);
    const active = await call('user.MODIFY_STATUS_MULTI', {
      userIdxList: ids,
      userStatus: ACCOUNT_STATUS.IN_USE,
    });
    expect(active.body.result.completeCount).toBe(2);
    expect(
      (
        await errorOf(
          call('user.MODIFY_STATUS_MULTI', {
            userIdxList: ids,
            userStatus: ACCOUNT_STATUS.INCOMPLETE,
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    expect(
      (
        await errorOf(
          (
            await as('teacher')
          )('user.MODIFY_STATUS_MULTI', { userIdxList: ids, userStatus: 2 }),
        )
      ).code,
    ).toBe('WB-403-102');
  });

  it('MODIFY_MULTI_UNLOCK unlocks locked accounts and counts them', async () => {
    const call = await as('admin');
    const locked = demo(SPECIAL_ACCOUNTS.locked);
    const { body } = await call('user.MODIFY_MULTI_UNLOCK', {
      userIdxList: [locked.userIdx, demo('student').userIdx],
    });
    expect(body.result.completeCount).toBe(1);
    await expect(login(SPECIAL_ACCOUNTS.locked)).resolves.toBeTruthy();
    expect(
      (
        await errorOf(
          (
            await as('operator')
          )('user.MODIFY_MULTI_UNLOCK', { userIdxList: [locked.userIdx] }),
        )
      ).code,
    ).toBe('WB-403-102');
  });

  it('REMOVE_MULTI deletes users with their memos and prices, never the caller', async () => {
    const call = await as('admin');
    const student = demo('student');
    expect(db.memos.some((memo) => memo.userIdx === student.userIdx)).toBe(true);
    const { body } = await call('user.REMOVE_MULTI', {
      userIdxList: [student.userIdx, demo('admin').userIdx],
    });
    expect(body.result.completeCount).toBe(1);
    expect(db.users.some((user) => user.userIdx === student.userIdx)).toBe(false);
    expect(db.memos.some((memo) => memo.userIdx === student.userIdx)).toBe(false);
    expect(db.prices.some((price) => price.userIdx === student.userIdx)).toBe(false);
    expect((await errorOf(call('user.GET', { userIdx: student.userIdx }))).code).toBe('WB-400-212');
    expect(
      (
        await errorOf(
          (
            await as('teacher')
          )('user.REMOVE_MULTI', { userIdxList: [demo('teacher').userIdx] }),
        )
      ).code,
    ).toBe('WB-403-102');
  });
});
