import { describe, expect, it } from 'vitest';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Memo = { memoIdx: number; userIdx: number; content: string; regUserName?: string };
type Body = {
  result: Memo;
  resultList: Memo[];
  resultPage: { content: Memo[]; totalElements: number };
};

async function as(userId: string) {
  const { token, user } = await login(userId);
  const call = (name: Parameters<typeof callEndpoint>[0], fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
  return { call, me: user };
}

const demo = (userId: string) => {
  const user = db.users.find(
    (candidate) => candidate.companyId === 'demo' && candidate.userId === userId,
  );
  if (!user) throw new Error(`no ${userId}`);
  return user;
};

describe('memos (screens.md §5 "Memo required max 200")', () => {
  it('lists the seeded memos newest first, whole or paged', async () => {
    const { call } = await as('teacher');
    const student = demo('student');
    const { body } = await call('memo.LIST', { userIdx: student.userIdx });
    expect(body.resultList.length).toBe(2);
    expect(body.resultList[0]?.regUserName).toBeTruthy();
    const paged = await call('memo.LIST', { userIdx: student.userIdx, page: 0, size: 1 });
    expect(paged.body.resultPage.content).toHaveLength(1);
    expect(paged.body.resultPage.totalElements).toBe(2);
    expect((await call('memo.LIST', { userIdx: demo('teacher').userIdx })).body.resultList).toEqual(
      [],
    );
  });

  it('adds, reads, edits and deletes a memo of up to 200 characters', async () => {
    const { call, me } = await as('teacher');
    const student = demo('student');
    const content = '가'.repeat(200);
    const added = await call('memo.SAVE', {
      userIdx: student.userIdx,
      regUserIdx: me.userIdx,
      content,
    });
    expect(added.body.result).toMatchObject({ content, regUserName: '김민지' });
    const memoIdx = added.body.result.memoIdx;
    expect((await call('memo.VIEW', { memoIdx })).body.result.content).toBe(content);
    expect(
      (await call('memo.LIST', { userIdx: student.userIdx })).body.resultList[0]?.memoIdx,
    ).toBe(memoIdx);
    expect((await call('memo.MOD', { memoIdx, content: '수정한 메모' })).body.result.content).toBe(
      '수정한 메모',
    );
    expect((await call('memo.DEL', { memoIdx })).status).toBe(200);
    expect((await errorOf(call('memo.VIEW', { memoIdx }))).code).toBe('WB-400-212');
  });

  it('refuses an empty or too long memo and another author (WB-400-212)', async () => {
    const { call, me } = await as('teacher');
    const userIdx = demo('student').userIdx;
    for (const content of ['', '   ', '가'.repeat(201)]) {
      expect(
        (await errorOf(call('memo.SAVE', { userIdx, regUserIdx: me.userIdx, content }))).code,
      ).toBe('WB-400-212');
    }
    expect(
      (
        await errorOf(
          call('memo.SAVE', { userIdx, regUserIdx: demo('admin').userIdx, content: '메모' }),
        )
      ).code,
    ).toBe('WB-400-212');
  });

  it('refuses a caller without the user-view permission, and a change by someone not the author or a manager (WB-403-102)', async () => {
    const userIdx = demo('student').userIdx;
    const monitor = await as('monitor');
    expect((await errorOf(monitor.call('memo.LIST', { userIdx }))).code).toBe('WB-403-102');
    expect(
      (
        await errorOf(
          monitor.call('memo.SAVE', { userIdx, regUserIdx: monitor.me.userIdx, content: '메모' }),
        )
      ).code,
    ).toBe('WB-403-102');
    const byAdmin = db.memos.find((memo) => memo.regUserIdx !== demo('teacher').userIdx);
    const teacher = await as('teacher');
    expect(
      (await errorOf(teacher.call('memo.MOD', { memoIdx: byAdmin?.memoIdx, content: '바꿈' })))
        .code,
    ).toBe('WB-403-102');
    expect((await errorOf(teacher.call('memo.DEL', { memoIdx: byAdmin?.memoIdx }))).code).toBe(
      'WB-403-102',
    );
    // A manager may change anyone's memo.
    const admin = await as('openteacher');
    expect((await admin.call('memo.DEL', { memoIdx: byAdmin?.memoIdx })).status).toBe(200);
  });
});
