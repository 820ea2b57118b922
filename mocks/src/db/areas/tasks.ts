import {
  formatWireDateTime,
  TASK_USER_STATUS,
  type TaskUserStatus,
  USER_TYPE,
} from '@platform/contract';
import { MockApiError } from '../../api.ts';
import { MOCK_ERROR } from '../../errors.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import type { MockDb, MockUser } from '../types.ts';
import { ordinaryDemoUsers, SEED_QUESTIONS_PER_PAGE } from './books.ts';
import type { SeedArea } from './types.ts';

/**
 * assumed: the spec gives no server code for a task that is already removed (the screens find
 * out from deleteYn and show valid.alreadyRemovedTask); the mock refuses a write on one with the
 * bad-request code.
 */
export const TASK_REMOVED = 'WB-400-212';

/**
 * A time of the mock's tables: a wire datetime, or (seed only) hours from the moment it is read.
 * The seed never reads the clock, yet its homework must stay "deadline soon", "starts later" and
 * "deadline passed" whenever the demo is opened, so those times are kept relative.
 */
export type MockTime = string | { hoursFromNow: number };

/** A MockTime as a wire datetime, at `now` (relative times are rounded down to the minute). */
export function wireTime(time: MockTime, now: Date = new Date()): string {
  if (typeof time === 'string') return time;
  const at = new Date(now.getTime() + time.hoursFromNow * 3_600_000);
  at.setSeconds(0, 0);
  return formatWireDateTime(at);
}

/**
 * A task, homework deployed from a book's page range (foundation.md §3 Task; screens.md §3:
 * taskIdx, taskName, bookIdx, book, regUser, regDatetime, startDatetime, submitLimitDatetime,
 * submitUserCount, totalUserCount, autoReview, deleteYn, userIdxList, taskUser). The counts,
 * the book and the caller's taskUser are joined on the way out.
 */
export interface MockTask {
  taskIdx: number;
  companyIdx: number;
  taskName: string;
  bookIdx: number;
  /** The page range of the book the homework covers (assumed fields, see the contract's taskInput). */
  startPage: number;
  endPage: number;
  regUserIdx: number;
  regDatetime: MockTime;
  startDatetime: MockTime;
  submitLimitDatetime: MockTime;
  /** 1 = on (foundation.md §3). */
  autoReview: 0 | 1;
  /** 'Y' once removed; a removed task stays, so a student's start finds it removed. */
  deleteYn: 'Y' | 'N';
}

/**
 * A submitter of a task (screens.md §3 Task user: user, taskStatus, note{submitDatetime,
 * wrongCount}; the task's own taskUser{taskStatus, noteIdx, note}). One row per submitter from
 * the moment the task is deployed.
 */
export interface MockTaskUser {
  taskIdx: number;
  userIdx: number;
  /** 0 not started, 1 in progress, 2 submitted (TASK_USER_STATUS). */
  taskStatus: TaskUserStatus;
  /** The note the student works in, once started (the notes area keeps the note itself). */
  noteIdx: number | null;
  startDatetime: MockTime | null;
  submitDatetime: MockTime | null;
  /** The wrong answers of the submitted note (auto review), or null before review. */
  wrongCount: number | null;
  /** When the teacher last sent a reminder (SEND_HURRY) to this submitter. */
  hurryDatetime: string | null;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Homework (foundation.md §3 Task). */
    tasks: MockTask[];
    /** The submitters of each task and their state (GET /taskUser LIST). */
    taskUsers: MockTaskUser[];
  }
}

/** A task of an institution, removed or not. */
export function taskOf(db: MockDb, companyIdx: number, taskIdx: number): MockTask | undefined {
  return db.tasks.find((task) => task.taskIdx === taskIdx && task.companyIdx === companyIdx);
}

/** The submitters' rows of a task. */
export function taskUsersOf(db: MockDb, taskIdx: number): MockTaskUser[] {
  return db.taskUsers.filter((row) => row.taskIdx === taskIdx);
}

/** One submitter's row of a task, or undefined when the user is not a submitter. */
export function taskUserOf(db: MockDb, taskIdx: number, userIdx: number): MockTaskUser | undefined {
  return db.taskUsers.find((row) => row.taskIdx === taskIdx && row.userIdx === userIdx);
}

/** totalUserCount and submitUserCount of a task (screens.md §3). */
export function taskCounts(
  db: MockDb,
  taskIdx: number,
): { totalUserCount: number; submitUserCount: number } {
  const rows = taskUsersOf(db, taskIdx);
  return {
    totalUserCount: rows.length,
    submitUserCount: rows.filter((row) => row.taskStatus === TASK_USER_STATUS.SUBMITTED).length,
  };
}

/**
 * The row a student writes in: the task must exist and not be removed (TASK_REMOVED) and the
 * student must be a submitter (WB-400-212) who has not submitted (WB-400-302).
 */
function openRow(db: MockDb, taskIdx: number, userIdx: number): MockTaskUser {
  const task = db.tasks.find((candidate) => candidate.taskIdx === taskIdx);
  if (!task || task.deleteYn === 'Y') throw new MockApiError(TASK_REMOVED);
  const row = taskUserOf(db, taskIdx, userIdx);
  if (!row) throw new MockApiError('WB-400-212');
  if (row.taskStatus === TASK_USER_STATUS.SUBMITTED)
    throw new MockApiError(MOCK_ERROR.alreadySubmitted);
  return row;
}

/**
 * A student starts (or resumes) a task in the classroom client, writing in note `noteIdx`: the row
 * becomes in progress. Throws MockApiError (TASK_REMOVED, WB-400-302) as the server would answer.
 */
export function startTaskUser(
  db: MockDb,
  taskIdx: number,
  userIdx: number,
  noteIdx: number,
  now: Date = new Date(),
): MockTaskUser {
  const row = openRow(db, taskIdx, userIdx);
  row.taskStatus = TASK_USER_STATUS.IN_PROGRESS;
  row.noteIdx = noteIdx;
  row.startDatetime ??= formatWireDateTime(now);
  return row;
}

/**
 * A student submits note `noteIdx` for a task (the classroom client's submission, which the fake
 * local agent plays): the row becomes submitted. A second submission is refused with WB-400-302
 * (screens.md §8 "WB-400-302 on task submit"), a removed task with TASK_REMOVED.
 */
export function submitTaskUser(
  db: MockDb,
  taskIdx: number,
  userIdx: number,
  noteIdx: number,
  options: { wrongCount?: number | null; now?: Date } = {},
): MockTaskUser {
  const row = openRow(db, taskIdx, userIdx);
  const now = options.now ?? new Date();
  row.taskStatus = TASK_USER_STATUS.SUBMITTED;
  row.noteIdx = noteIdx;
  row.startDatetime ??= formatWireDateTime(now);
  row.submitDatetime = formatWireDateTime(now);
  row.wrongCount = options.wrongCount ?? null;
  return row;
}

/**
 * Links a seeded row to its note (the notes area seeds the notes of the seeded in-progress and
 * submitted rows after this area, and calls this for each).
 */
export function linkTaskUserNote(
  db: MockDb,
  taskIdx: number,
  userIdx: number,
  noteIdx: number,
): void {
  const row = taskUserOf(db, taskIdx, userIdx);
  if (row) row.noteIdx = noteIdx;
}

interface SeedTask {
  name: string;
  /** Which seeded book, by its position among the demo institution's books. */
  book: number;
  pages: [number, number];
  owner: 'teacher' | 'openteacher';
  reg: MockTime;
  start: MockTime;
  deadline: MockTime;
  autoReview: 0 | 1;
  removed?: boolean;
  /** The demo student's state; the other submitters follow `others`. */
  student: TaskUserStatus;
  others: readonly TaskUserStatus[];
}

const { NOT_STARTED, IN_PROGRESS, SUBMITTED } = TASK_USER_STATUS;
const hours = (hoursFromNow: number): MockTime => ({ hoursFromNow });

/**
 * The seed's homework: every state a student and a teacher see (screens.md §4 "Task user status:
 * 1 in progress (continue), 2 submitted, else not started (start)"; start on a deleted task;
 * a future start time; screens.md §9: a deadline within 1 day or passed is highlighted). Times
 * that the screens judge against now are relative to the moment they are read, and every task
 * was deployed within the last 7 days, the student list's default range (screens.md §9).
 */
const SEED_TASKS: readonly SeedTask[] = [
  {
    name: '일차방정식 기본 문제',
    book: 0,
    pages: [1, 4],
    owner: 'teacher',
    reg: hours(-48),
    start: hours(-47),
    deadline: hours(72),
    autoReview: 1,
    student: NOT_STARTED,
    others: [NOT_STARTED, IN_PROGRESS, SUBMITTED],
  },
  {
    name: '연립방정식 응용 (예약)',
    book: 0,
    pages: [9, 14],
    owner: 'teacher',
    reg: hours(-2),
    start: hours(30),
    deadline: hours(96),
    autoReview: 0,
    student: NOT_STARTED,
    others: [NOT_STARTED, NOT_STARTED],
  },
  {
    name: '일차방정식 활용 (진행 중)',
    book: 0,
    pages: [5, 8],
    owner: 'teacher',
    reg: hours(-72),
    start: hours(-70),
    deadline: hours(20),
    autoReview: 1,
    student: IN_PROGRESS,
    others: [NOT_STARTED, SUBMITTED, IN_PROGRESS],
  },
  {
    name: '방정식 단원 정리 (제출 완료)',
    book: 0,
    pages: [1, 10],
    owner: 'teacher',
    reg: hours(-150),
    start: hours(-149),
    deadline: hours(-100),
    autoReview: 1,
    student: SUBMITTED,
    others: [SUBMITTED, SUBMITTED, NOT_STARTED],
  },
  {
    name: '영어 시제 복습 (삭제됨)',
    book: 2,
    pages: [1, 6],
    owner: 'teacher',
    reg: hours(-100),
    start: hours(-99),
    deadline: hours(48),
    autoReview: 0,
    removed: true,
    student: NOT_STARTED,
    others: [NOT_STARTED],
  },
  {
    name: '함수 개념 확인 (마감 지남)',
    book: 0,
    pages: [17, 24],
    owner: 'teacher',
    reg: hours(-120),
    start: hours(-119),
    deadline: hours(-3),
    autoReview: 0,
    student: NOT_STARTED,
    others: [SUBMITTED, NOT_STARTED],
  },
  {
    name: '다항식 기출 1회',
    book: 3,
    pages: [1, 10],
    owner: 'openteacher',
    reg: hours(-30),
    start: hours(-29),
    deadline: hours(120),
    autoReview: 1,
    student: NOT_STARTED,
    others: [IN_PROGRESS, NOT_STARTED],
  },
];

function seedTasks({ db, nextIdx }: SeedContext): void {
  const demo = db.users.filter((user) => user.companyId === DEMO_COMPANY_ID);
  const byLogin = (userId: string) => demo.find((user) => user.userId === userId);
  const student = byLogin('student');
  const owners = { teacher: byLogin('teacher'), openteacher: byLogin('openteacher') };
  const otherStudents: MockUser[] = ordinaryDemoUsers(db, USER_TYPE.STUDENT);
  const books = db.books.filter((book) => student && book.companyIdx === student.companyIdx);
  if (!student) return;
  for (const seed of SEED_TASKS) {
    const owner = owners[seed.owner];
    const book = books[seed.book];
    if (!owner || !book) continue;
    const task: MockTask = {
      taskIdx: nextIdx('taskIdx'),
      companyIdx: owner.companyIdx,
      taskName: seed.name,
      bookIdx: book.bookIdx,
      startPage: seed.pages[0],
      endPage: Math.min(seed.pages[1], book.pageCount),
      regUserIdx: owner.userIdx,
      regDatetime: seed.reg,
      startDatetime: seed.start,
      submitLimitDatetime: seed.deadline,
      autoReview: seed.autoReview,
      deleteYn: seed.removed ? 'Y' : 'N',
    };
    db.tasks.push(task);
    const submitters: [MockUser, TaskUserStatus][] = [
      [student, seed.student],
      ...seed.others.flatMap((status, i): [MockUser, TaskUserStatus][] => {
        const user = otherStudents[i];
        return user ? [[user, status]] : [];
      }),
    ];
    const start = typeof seed.start === 'string' ? 0 : seed.start.hoursFromNow;
    const questions = (task.endPage - task.startPage + 1) * SEED_QUESTIONS_PER_PAGE;
    submitters.forEach(([user, status], i) => {
      const started = status !== NOT_STARTED;
      const submitted = status === SUBMITTED;
      db.taskUsers.push({
        taskIdx: task.taskIdx,
        userIdx: user.userIdx,
        taskStatus: status,
        // The notes area seeds these notes and links them (linkTaskUserNote).
        noteIdx: null,
        startDatetime: started ? hours(start + 1 + i) : null,
        submitDatetime: submitted ? hours(start + 2 + i) : null,
        wrongCount: submitted && task.autoReview === 1 ? (i * 3) % Math.max(1, questions) : null,
        hurryDatetime: null,
      });
    });
  }
}

/** The tasks area: after the books (its tasks come from them) and before the notes. */
export const tasksArea: SeedArea = {
  name: 'tasks',
  init: (db) => {
    db.tasks = [];
    db.taskUsers = [];
  },
  seed: seedTasks,
};
