import { AGENT_COMMAND, ApiError, PLATFORM, type Task } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { isAlreadySubmitted } from '../../shared/apiErrors.ts';
import {
  deadlineHighlightOf,
  notSubmittedCount,
  pageCalls,
  splitTaskUsers,
  startVerdict,
  studentActionOf,
  taskLaunch,
  taskPages,
} from './taskRules.ts';

const NOW = new Date(2026, 2, 4, 10, 0, 0);

const task = (change: Partial<Task> & Record<string, unknown> = {}): Task => ({
  taskIdx: 5,
  taskName: '일차방정식',
  bookIdx: 7,
  book: { bookIdx: 7, pageCount: 40, bookName: '중등 수학' },
  startDatetime: '2026-03-03 09:00:00',
  submitLimitDatetime: '2026-03-08 17:00:00',
  totalUserCount: 4,
  submitUserCount: 1,
  deleteYn: 'N',
  ...change,
});

describe('deadline highlight', () => {
  it('marks a deadline within a day or past for teachers only while some have not submitted', () => {
    const near = task({ submitLimitDatetime: '2026-03-05 09:00:00' });
    expect(deadlineHighlightOf(near, NOW, 'teacher')).toBe('soon');
    expect(deadlineHighlightOf({ ...near, submitUserCount: 4 }, NOW, 'teacher')).toBeNull();
    const past = task({ submitLimitDatetime: '2026-03-01 09:00:00' });
    expect(deadlineHighlightOf(past, NOW, 'teacher')).toBe('past');
    expect(deadlineHighlightOf({ ...past, submitUserCount: 4 }, NOW, 'teacher')).toBeNull();
    expect(deadlineHighlightOf(task(), NOW, 'teacher')).toBeNull();
    expect(deadlineHighlightOf(task({ submitLimitDatetime: null }), NOW, 'teacher')).toBeNull();
  });

  it('marks it for a student until they submit', () => {
    const near = task({ submitLimitDatetime: '2026-03-05 09:00:00' });
    expect(deadlineHighlightOf(near, NOW, 'student')).toBe('soon');
    expect(
      deadlineHighlightOf({ ...near, taskUser: { taskStatus: 2 } }, NOW, 'student'),
    ).toBeNull();
  });

  // Issue 16 item 5: a passed deadline read "Due soon" in both lists.
  it('reads past due once the deadline has passed, due soon up to it', () => {
    const aMinuteAgo = task({ submitLimitDatetime: '2026-03-04 09:59:00' });
    const exactly = task({ submitLimitDatetime: '2026-03-04 10:00:00' });
    const inAMinute = task({ submitLimitDatetime: '2026-03-04 10:01:00' });
    for (const as of ['teacher', 'student'] as const) {
      expect(deadlineHighlightOf(aMinuteAgo, NOW, as)).toBe('past');
      expect(deadlineHighlightOf(exactly, NOW, as)).toBe('soon');
      expect(deadlineHighlightOf(inAMinute, NOW, as)).toBe('soon');
    }
    // A day ahead is still soon, a minute more is not highlighted.
    expect(
      deadlineHighlightOf(task({ submitLimitDatetime: '2026-03-05 10:00:00' }), NOW, 'teacher'),
    ).toBe('soon');
    expect(
      deadlineHighlightOf(task({ submitLimitDatetime: '2026-03-05 10:01:00' }), NOW, 'teacher'),
    ).toBeNull();
  });

  it('counts non-submitters, never below zero', () => {
    expect(notSubmittedCount(task())).toBe(3);
    expect(notSubmittedCount(task({ totalUserCount: null, submitUserCount: 2 }))).toBe(0);
  });
});

describe('student actions', () => {
  it('offers start, continue or submitted, and a start time still ahead instead', () => {
    expect(studentActionOf(task(), NOW)).toEqual({ kind: 'start' });
    expect(studentActionOf(task({ taskUser: { taskStatus: 1 } }), NOW)).toEqual({
      kind: 'continue',
    });
    expect(studentActionOf(task({ taskUser: { taskStatus: 2 } }), NOW)).toEqual({
      kind: 'submitted',
    });
    expect(studentActionOf(task({ startDatetime: '2026-03-05 00:00:00' }), NOW)).toEqual({
      kind: 'startsAt',
      at: new Date(2026, 2, 5, 0, 0, 0),
    });
  });

  it('judges the start lookup', () => {
    expect(startVerdict(null)).toBe('removed');
    expect(startVerdict(task({ deleteYn: 'Y' }))).toBe('removed');
    expect(startVerdict(task({ taskUser: { taskStatus: 2 } }))).toBe('submitted');
    expect(startVerdict(task({ taskUser: { taskStatus: 1 } }))).toBe('start');
  });

  it('reads WB-400-302 as already submitted', () => {
    expect(
      isAlreadySubmitted(
        new ApiError({ kind: 'status', status: 400, code: 'WB-400-302', endpoint: 'task.delete' }),
      ),
    ).toBe(true);
    expect(
      isAlreadySubmitted(
        new ApiError({ kind: 'status', status: 400, code: 'WB-400-212', endpoint: 'task.delete' }),
      ),
    ).toBe(false);
    expect(isAlreadySubmitted(new Error('x'))).toBe(false);
  });
});

describe('launch', () => {
  const user = { userIdx: 30, userName: '김학생', userType: 12, companyIdx: 1 };

  it('starts anew with the pages and the task', () => {
    const launch = taskLaunch({ task: task(), user, language: 'ko', pageUrls: ['p1', 'p2'] });
    expect(launch).toEqual({
      command: AGENT_COMMAND.NEW_START,
      room: { taskIdx: 5, bookIdx: 7, pageDocumentUrl: 'p1', pageUrlList: ['p1', 'p2'] },
      user,
      platform: PLATFORM.APP,
      language: 'ko',
    });
  });

  it('resumes the note in progress', () => {
    const inProgress = task({
      taskUser: {
        taskStatus: 1,
        noteIdx: 88,
        note: { companyIdx: 1, meetIdx: 3, noteDir: 'n/88', noteIdx: 88 },
      },
    });
    const launch = taskLaunch({ task: inProgress, user, language: 'en', pageUrls: [] });
    expect(launch.command).toBe(AGENT_COMMAND.RESUME);
    expect(launch.room).toEqual({
      taskIdx: 5,
      noteIdx: 88,
      companyIdx: 1,
      meetIdx: 3,
      noteDir: 'n/88',
    });
  });
});

describe('pages', () => {
  it('uses the task range when sent, else the whole book', () => {
    expect(taskPages(task())).toEqual({ from: 1, to: 40 });
    expect(taskPages(task({ startPage: 3, endPage: 12 }))).toEqual({ from: 3, to: 12 });
  });

  it('asks 100 pages a call', () => {
    expect(pageCalls(1, 250)).toEqual([
      { fromPage: 1, toPage: 100 },
      { fromPage: 101, toPage: 200 },
      { fromPage: 201, toPage: 250 },
    ]);
    expect(pageCalls(3, 12)).toEqual([{ fromPage: 3, toPage: 12 }]);
  });

  it('splits submitters from the rest', () => {
    const rows = [
      { user: { userIdx: 1 }, taskStatus: 2 },
      { user: { userIdx: 2 }, taskStatus: 1 },
      { user: { userIdx: 3 } },
    ];
    const { submitted, notSubmitted } = splitTaskUsers(rows);
    expect(submitted.map((row) => row.user.userIdx)).toEqual([1]);
    expect(notSubmitted.map((row) => row.user.userIdx)).toEqual([2, 3]);
  });
});
