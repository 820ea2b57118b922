import { BOOK_STATUS, formatWireDateTime, TASK_USER_STATUS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { MockApiError } from '../api.ts';
import { startTaskUser, submitTaskUser } from '../db/areas/tasks.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';
import { manualPdf } from './downloads.ts';

useMockServer();

type Task = {
  taskIdx: number;
  taskName: string;
  startDatetime: string;
  submitLimitDatetime: string;
  totalUserCount: number;
  submitUserCount: number;
  deleteYn: 'Y' | 'N';
  userIdxList?: number[];
  book?: { bookName: string; pageCount: number };
  regUser?: { userName: string };
  taskUser?: { taskStatus: number; noteIdx: number | null };
};
type TaskUser = {
  user: { userIdx: number; userName: string };
  taskStatus: number;
  note: { submitDatetime: string | null; wrongCount: number | null };
};
type Body = {
  result: Task & { bookName: string; pageCount: number; bookIdx: number };
  resultList: (Task & TaskUser)[];
  resultPage: { content: Task[]; totalElements: number; size: number };
};

async function as(userId: string) {
  const { token, user } = await login(userId);
  const call = (name: Parameters<typeof callEndpoint>[0], fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
  return { call, me: user };
}

const demo = (userId: string) => {
  const user = db.users.find((u) => u.companyId === 'demo' && u.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
};
const seededTask = (namePart: string) => {
  const task = db.tasks.find((t) => t.taskName.includes(namePart));
  if (!task) throw new Error(`no task ${namePart}`);
  return task;
};
const teacherWorkbook = () => {
  const book = db.books.find((b) => b.regUserIdx === demo('teacher').userIdx && b.questionCount);
  if (!book) throw new Error('no workbook');
  return book;
};
const wire = (date: Date) => formatWireDateTime(date);
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const students = () =>
  db.users.filter((u) => u.companyId === 'demo' && u.userType === 12).map((u) => u.userIdx);

describe('homework lists (screens.md §4 task user states, §9 deadlines)', () => {
  it('shows a student their homework in every state, without the removed one', async () => {
    const { call } = await as('student');
    const { body } = await call('task.LIST', { paging: false, joinBook: true });
    const byName = new Map(body.resultList.map((task) => [task.taskName, task]));
    expect(byName.has('영어 시제 복습 (삭제됨)')).toBe(false);
    const now = wire(new Date());
    const status = (name: string) => byName.get(name)?.taskUser?.taskStatus;
    expect(status('일차방정식 기본 문제')).toBe(TASK_USER_STATUS.NOT_STARTED);
    expect(status('일차방정식 활용 (진행 중)')).toBe(TASK_USER_STATUS.IN_PROGRESS);
    expect(status('방정식 단원 정리 (제출 완료)')).toBe(TASK_USER_STATUS.SUBMITTED);
    // A future start, a deadline within a day, and a passed one.
    expect((byName.get('연립방정식 응용 (예약)')?.startDatetime ?? '') > now).toBe(true);
    const soon = byName.get('일차방정식 활용 (진행 중)')?.submitLimitDatetime ?? '';
    expect(soon > now && soon < wire(inHours(24))).toBe(true);
    expect((byName.get('함수 개념 확인 (마감 지남)')?.submitLimitDatetime ?? '') < now).toBe(true);
    // A student does not get the submitter list of a task.
    expect(body.resultList.every((task) => task.userIdxList == null)).toBe(true);
    expect(body.resultList[0]?.book?.bookName).toBeTruthy();
  });

  it('finds a removed task in the start lookup (searchType 3)', async () => {
    const removed = seededTask('삭제됨');
    const { call } = await as('student');
    const { body } = await call('task.LIST', {
      searchType: 3,
      taskIdx: removed.taskIdx,
      bookIdx: removed.bookIdx,
      paging: false,
    });
    expect(body.resultList).toHaveLength(1);
    expect(body.resultList[0]?.deleteYn).toBe('Y');
  });

  it('shows staff the institution’s homework, 20 a page, with counts and joins', async () => {
    const { call } = await as('teacher');
    const { body } = await call('task.LIST', { page: 0, joinBook: true, joinRegUser: true });
    expect(body.resultPage.size).toBe(20);
    expect(body.resultPage.totalElements).toBe(db.tasks.filter((t) => t.deleteYn === 'N').length);
    const submitted = body.resultPage.content.find((t) => t.taskName.includes('제출 완료'));
    expect(submitted).toMatchObject({ totalUserCount: 4, submitUserCount: 3 });
    expect(submitted?.regUser?.userName).toBe(demo('teacher').userName);
    expect(submitted?.userIdxList).toHaveLength(4);
    const keyword = await call('task.LIST', { searchKeyword: '기출', paging: false });
    expect(keyword.body.resultList.map((t) => t.taskName)).toEqual(['다항식 기출 1회']);
    const plain = await call('task.LIST', { paging: false });
    expect(plain.body.resultList[0]?.book ?? null).toBe(null);
  });

  it('lists submitters and non-submitters to staff only', async () => {
    const task = seededTask('진행 중');
    const { call } = await as('teacher');
    const submitted = await call('taskUser.LIST', { taskIdx: task.taskIdx, taskStatus: 2 });
    expect(submitted.body.resultList).toHaveLength(1);
    expect(submitted.body.resultList[0]?.note.submitDatetime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const waiting = await call('taskUser.LIST', { taskIdx: task.taskIdx, taskStatus: 0 });
    expect(waiting.body.resultList.map((row) => row.taskStatus).sort()).toEqual([0, 1, 1]);
    const { call: asStudent } = await as('student');
    expect((await errorOf(asStudent('taskUser.LIST', { taskIdx: task.taskIdx }))).code).toBe(
      'WB-403-102',
    );
  });
});

describe('deploying homework (screens.md §5 "Books and homework")', () => {
  const input = () => ({
    taskName: '새 숙제',
    bookIdx: teacherWorkbook().bookIdx,
    startDatetime: wire(inHours(0.1)),
    submitLimitDatetime: wire(inHours(48)),
    autoReview: 1,
    startPage: 3,
    endPage: 12,
  });

  it('deploys a page range to students, who then see it not started', async () => {
    const { call } = await as('teacher');
    const userIdxList = students().slice(0, 2);
    const added = await call('task.ADD', { task: input(), userIdxList });
    expect(added.body.result).toMatchObject({
      taskName: '새 숙제',
      totalUserCount: 2,
      submitUserCount: 0,
      startPage: 3,
      endPage: 12,
    });
    expect(teacherWorkbook().bookStatus).toBe(BOOK_STATUS.USED);
    const { call: asStudent } = await as('student');
    const view = await asStudent('task.VIEW', { taskIdx: added.body.result.taskIdx });
    expect(view.body.result.taskUser?.taskStatus).toBe(TASK_USER_STATUS.NOT_STARTED);
  });

  it('refuses every broken rule with WB-400-212', async () => {
    const { call } = await as('teacher');
    const userIdxList = [demo('student').userIdx];
    const pageCount = teacherWorkbook().pageCount;
    const broken = [
      { ...input(), taskName: '' },
      { ...input(), taskName: '가'.repeat(51) },
      { ...input(), submitLimitDatetime: wire(inHours(-1)) },
      { ...input(), startDatetime: wire(inHours(50)) },
      { ...input(), startPage: 5, endPage: 4 },
      { ...input(), endPage: pageCount + 1 },
      { ...input(), bookIdx: 99_999 },
    ];
    for (const task of broken) {
      expect(
        (await errorOf(call('task.ADD', { task, userIdxList }))).code,
        JSON.stringify(task),
      ).toBe('WB-400-212');
    }
    expect((await errorOf(call('task.ADD', { task: input(), userIdxList: [] }))).code).toBe(
      'WB-400-212',
    );
    // Only students are submitters.
    const teacherIdx = demo('teacher').userIdx;
    expect(
      (await errorOf(call('task.ADD', { task: input(), userIdxList: [teacherIdx] }))).code,
    ).toBe('WB-400-212');
    const { call: asStudent } = await as('student');
    expect((await errorOf(asStudent('task.ADD', { task: input(), userIdxList }))).code).toBe(
      'WB-403-102',
    );
  });

  it('deploys from an existing book, or a new one, with ADD_DEPLOY', async () => {
    const { call } = await as('teacher');
    const { bookIdx, ...task } = input();
    const deployed = await call('book.ADD_DEPLOY', {
      bookIdx,
      task,
      userIdxList: [demo('student').userIdx],
    });
    expect(deployed.status).toBe(200);
    expect(db.tasks.filter((t) => t.taskName === '새 숙제' && t.bookIdx === bookIdx)).toHaveLength(
      1,
    );
    const fresh = await call('book.ADD_DEPLOY', {
      book: { bookName: '숙제용 새 교재', bookType: 2 },
      pageFile_0: new File([manualPdf('Homework')], 'homework.pdf', { type: 'application/pdf' }),
      task: { ...task, startPage: 1, endPage: 1 },
      userIdxList: [demo('student').userIdx],
    });
    expect(fresh.body.result).toMatchObject({ bookName: '숙제용 새 교재', pageCount: 1 });
    const newTask = db.tasks.find((t) => t.bookIdx === fresh.body.result.bookIdx);
    expect(newTask).toMatchObject({ startPage: 1, endPage: 1, taskName: '새 숙제' });
    // A deploy the task part refuses leaves no book behind.
    const books = db.books.length;
    const refused = await errorOf(
      call('book.ADD_DEPLOY', {
        book: { bookName: '남지 않을 교재', bookType: 2 },
        pageFile_0: new File([manualPdf('X')], 'x.pdf', { type: 'application/pdf' }),
        task: { ...task, taskName: '' },
        userIdxList: [demo('student').userIdx],
      }),
    );
    expect(refused.code).toBe('WB-400-212');
    expect(db.books.length).toBe(books);
  });
});

describe('removing and submitting (screens.md §8 WB-400-302)', () => {
  it('removes homework nobody submitted, once', async () => {
    const task = seededTask('예약');
    const { call } = await as('teacher');
    expect((await call('task.delete', { task: { taskIdx: task.taskIdx } })).status).toBe(200);
    expect(task.deleteYn).toBe('Y');
    expect((await errorOf(call('task.delete', { task: { taskIdx: task.taskIdx } }))).code).toBe(
      'WB-400-212',
    );
  });

  it('refuses to remove homework someone submitted (WB-400-302)', async () => {
    const task = seededTask('진행 중');
    const { call } = await as('teacher');
    expect((await errorOf(call('task.delete', { task: { taskIdx: task.taskIdx } }))).code).toBe(
      'WB-400-302',
    );
    expect(task.deleteYn).toBe('N');
  });

  it('counts a submission made through submitTaskUser, and refuses a second one', async () => {
    const task = seededTask('기본 문제');
    const student = demo('student');
    const { call } = await as('teacher');
    const before = (await call('task.VIEW', { taskIdx: task.taskIdx })).body.result;
    expect(before.submitUserCount).toBe(1);
    expect(startTaskUser(db, task.taskIdx, student.userIdx, 501).taskStatus).toBe(
      TASK_USER_STATUS.IN_PROGRESS,
    );
    submitTaskUser(db, task.taskIdx, student.userIdx, 501, { wrongCount: 2 });
    const after = (await call('task.VIEW', { taskIdx: task.taskIdx })).body.result;
    expect(after.submitUserCount).toBe(2);
    const rows = await call('taskUser.LIST', { taskIdx: task.taskIdx, taskStatus: 2 });
    expect(
      rows.body.resultList.find((row) => row.user.userIdx === student.userIdx)?.note,
    ).toMatchObject({ wrongCount: 2 });
    expect(() => submitTaskUser(db, task.taskIdx, student.userIdx, 501)).toThrow(
      new MockApiError('WB-400-302'),
    );
    const removed = seededTask('삭제됨');
    expect(() => startTaskUser(db, removed.taskIdx, student.userIdx, 502)).toThrow(
      new MockApiError('WB-400-212'),
    );
  });

  it('sends a reminder to non-submitters only', async () => {
    const task = seededTask('진행 중');
    const { call } = await as('teacher');
    const waiting = db.taskUsers.find(
      (row) => row.taskIdx === task.taskIdx && row.taskStatus === 0,
    );
    const done = db.taskUsers.find((row) => row.taskIdx === task.taskIdx && row.taskStatus === 2);
    expect(
      (await call('task.SEND_HURRY', { taskIdx: task.taskIdx, userIdxList: [waiting?.userIdx] }))
        .status,
    ).toBe(200);
    expect(waiting?.hurryDatetime).toMatch(/^\d{4}-/);
    expect(
      (
        await errorOf(
          call('task.SEND_HURRY', { taskIdx: task.taskIdx, userIdxList: [done?.userIdx] }),
        )
      ).code,
    ).toBe('WB-400-212');
    expect(
      (await errorOf(call('task.SEND_HURRY', { taskIdx: task.taskIdx, userIdxList: [] }))).code,
    ).toBe('WB-400-212');
  });
});
