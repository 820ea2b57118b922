import {
  BOOK_STATUS,
  canRemoveHomework,
  formatWireDateTime,
  PAGE_SIZE,
  TASK_USER_STATUS,
  USER_TYPE,
  validateHomeworkPeriod,
  validatePageRange,
  validateTitle,
} from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import { bookByIdx, bookOf } from '../db/areas/books.ts';
import {
  type MockTask,
  type MockTaskUser,
  TASK_REMOVED,
  taskCounts,
  taskOf,
  taskUserOf,
  taskUsersOf,
  wireTime,
} from '../db/areas/tasks.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { userByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { inSearchRange, isStaff, matchesKeyword, requireStaff } from './bookAccess.ts';

/*
 * The task and task-user calls (foundation.md §7 Task: "{api}/task: POST ADD; DELETE (task with
 * taskIdx); POST SEND_HURRY (taskIdx, userIdxList); GET LIST, VIEW. GET {api}/taskUser LIST";
 * screens.md §5 "Homework name required max 50, at least one submitter, start not after deadline,
 * deadline min now. Page range ...; Homework cannot be removed when submitUserCount > 0"; §8
 * "WB-400-302 on task submit or delete").
 */

/** The task part of ADD and ADD_DEPLOY, as the contract's taskInput reads it. */
export interface TaskInput {
  taskName: string;
  bookIdx?: number | undefined;
  startDatetime: string;
  submitLimitDatetime: string;
  autoReview?: 0 | 1 | undefined;
  startPage?: number | undefined;
  endPage?: number | undefined;
}

const parseWire = (datetime: string) => new Date(datetime.replace(' ', 'T'));

/**
 * Deploys homework from a book's page range to students (ADD, and the book's ADD_DEPLOY). Every
 * rule of screens.md §5 is checked; a broken one is WB-400-212. assumed: the submitters are the
 * institution's students; without a page range the whole book is given; a deadline may be the
 * current minute (the form's "min now" is checked to the minute).
 */
export function deployTask(me: MockUser, input: TaskInput, userIdxList: number[]): MockTask {
  requireStaff(me);
  const now = new Date();
  if (validateTitle(input.taskName)) refuse(MOCK_ERROR.badRequest);
  const book = input.bookIdx === undefined ? undefined : bookOf(db, me.companyIdx, input.bookIdx);
  if (!book) refuse(MOCK_ERROR.badRequest);
  const startPage = input.startPage ?? 1;
  const endPage = input.endPage ?? book.pageCount;
  if (
    Object.keys(validatePageRange({ start: startPage, end: endPage, total: book.pageCount }))
      .length > 0
  ) {
    refuse(MOCK_ERROR.badRequest);
  }
  const minute = new Date(now);
  minute.setSeconds(0, 0);
  const period = validateHomeworkPeriod({
    start: parseWire(input.startDatetime),
    deadline: parseWire(input.submitLimitDatetime),
    now: minute,
  });
  if (Object.keys(period).length > 0) refuse(MOCK_ERROR.badRequest);
  const submitters = [...new Set(userIdxList)].map((userIdx) => userByIdx(db, userIdx));
  if (
    submitters.length === 0 ||
    submitters.some(
      (user) => !user || user.companyIdx !== me.companyIdx || user.userType !== USER_TYPE.STUDENT,
    )
  ) {
    refuse(MOCK_ERROR.badRequest);
  }
  const task: MockTask = {
    taskIdx: nextIdx(db, 'taskIdx'),
    companyIdx: me.companyIdx,
    taskName: input.taskName.trim(),
    bookIdx: book.bookIdx,
    startPage,
    endPage,
    regUserIdx: me.userIdx,
    regDatetime: formatWireDateTime(now),
    startDatetime: input.startDatetime,
    submitLimitDatetime: input.submitLimitDatetime,
    autoReview: input.autoReview ?? 0,
    deleteYn: 'N',
  };
  db.tasks.push(task);
  for (const user of submitters) {
    if (!user) continue;
    db.taskUsers.push({
      taskIdx: task.taskIdx,
      userIdx: user.userIdx,
      taskStatus: TASK_USER_STATUS.NOT_STARTED,
      noteIdx: null,
      startDatetime: null,
      submitDatetime: null,
      wrongCount: null,
      hurryDatetime: null,
    });
  }
  // A book homework is deployed from is in use (screens.md §3 book status "used").
  book.bookStatus = BOOK_STATUS.USED;
  return task;
}

/** The note reference of a row, from the notes area's table when it has the note. */
function noteRef(row: MockTaskUser) {
  if (row.noteIdx === null) return null;
  const notes = (db as unknown as { notes?: Array<Record<string, unknown>> }).notes ?? [];
  const note = notes.find((candidate) => candidate.noteIdx === row.noteIdx);
  const pick = (key: string) => (note?.[key] as never) ?? null;
  return {
    noteIdx: row.noteIdx,
    companyIdx: pick('companyIdx'),
    meetIdx: pick('meetIdx'),
    noteDir: pick('noteDir'),
  };
}

interface WireOptions {
  now: Date;
  joinBook?: boolean | undefined;
  joinRegUser?: boolean | undefined;
}

/**
 * The task as the wire shows it: counts always; the book and the author when joined (VIEW always
 * joins); the submitters' list for staff; the caller's own row (taskUser) for a submitter.
 */
export function wireTask(task: MockTask, me: MockUser, options: WireOptions) {
  const book = bookByIdx(db, task.bookIdx);
  const own = taskUserOf(db, task.taskIdx, me.userIdx);
  const author = userByIdx(db, task.regUserIdx);
  return {
    taskIdx: task.taskIdx,
    taskName: task.taskName,
    bookIdx: task.bookIdx,
    startPage: task.startPage,
    endPage: task.endPage,
    regDatetime: wireTime(task.regDatetime, options.now),
    startDatetime: wireTime(task.startDatetime, options.now),
    submitLimitDatetime: wireTime(task.submitLimitDatetime, options.now),
    ...taskCounts(db, task.taskIdx),
    autoReview: task.autoReview,
    deleteYn: task.deleteYn,
    ...(options.joinBook && book
      ? {
          book: {
            bookIdx: book.bookIdx,
            bookName: book.bookName,
            pageCount: book.pageCount,
            questionCount: book.questionCount,
          },
        }
      : {}),
    ...(options.joinRegUser ? { regUser: { userName: author?.userName ?? null } } : {}),
    ...(isStaff(me)
      ? { userIdxList: taskUsersOf(db, task.taskIdx).map((row) => row.userIdx) }
      : {}),
    ...(own
      ? { taskUser: { taskStatus: own.taskStatus, noteIdx: own.noteIdx, note: noteRef(own) } }
      : {}),
  };
}

/** A task the caller may see: staff see the institution's, a student only those given to them. */
function visibleTask(me: MockUser, taskIdx: number): MockTask {
  const task = taskOf(db, me.companyIdx, taskIdx);
  if (!task) refuse(MOCK_ERROR.badRequest);
  if (!isStaff(me) && !taskUserOf(db, taskIdx, me.userIdx)) refuse(MOCK_ERROR.badRequest);
  return task;
}

/** `order` as "field direction" or "field,direction" (assumed; default deploy time, newest first). */
function ordering(order: string | undefined): (a: Row, b: Row) => number {
  const [field = 'regDatetime', direction = 'desc'] = (order ?? '').split(/[\s,]+/).filter(Boolean);
  const key =
    (['regDatetime', 'startDatetime', 'submitLimitDatetime', 'taskName'] as const).find(
      (candidate) => candidate === field,
    ) ?? 'regDatetime';
  const sign = direction.toLowerCase() === 'asc' ? 1 : -1;
  return (a, b) =>
    a[key] < b[key] ? -sign : a[key] > b[key] ? sign : sign * (a.taskIdx - b.taskIdx);
}

type Row = ReturnType<typeof wireTask>;

/** The start lookup of a student (screens.md §7: "start lookup (searchType 3, taskIdx, bookIdx)"). */
const START_LOOKUP = 3;

export const taskImplementations = [
  /**
   * Staff see the institution's homework, a student the homework given to them; removed homework
   * is left out except in the start lookup (searchType 3), which finds it so the screen can say
   * it was removed. assumed: searchType 2 searches the registrant's name, others the homework
   * name; the date range is the deploy time; size 20 by default (screens.md §9).
   */
  implementAuthorised('task.LIST', ({ me, fields }) => {
    const now = new Date();
    const lookup = fields.searchType === START_LOOKUP;
    const rows = db.tasks
      .filter(
        (task) =>
          task.companyIdx === me.companyIdx &&
          (isStaff(me) || taskUserOf(db, task.taskIdx, me.userIdx) !== undefined) &&
          (lookup || task.deleteYn === 'N') &&
          (fields.taskIdx === undefined || task.taskIdx === fields.taskIdx) &&
          (fields.bookIdx === undefined || task.bookIdx === fields.bookIdx) &&
          (lookup || inSearchRange(wireTime(task.regDatetime, now), fields)) &&
          (lookup ||
            matchesKeyword(
              fields.searchType === 2
                ? (userByIdx(db, task.regUserIdx)?.userName ?? '')
                : task.taskName,
              fields.searchKeyword,
            )),
      )
      .map((task) =>
        wireTask(task, me, { now, joinBook: fields.joinBook, joinRegUser: fields.joinRegUser }),
      )
      .sort(ordering(fields.order));
    if (fields.paging === false) return okList(rows);
    return okPage(pageOf(rows, fields.page ?? 0, fields.size ?? PAGE_SIZE.HOMEWORK));
  }),

  implementAuthorised('task.VIEW', ({ me, fields }) =>
    ok(
      wireTask(visibleTask(me, fields.taskIdx), me, {
        now: new Date(),
        joinBook: true,
        joinRegUser: true,
      }),
    ),
  ),

  implementAuthorised('task.ADD', ({ me, fields }) => {
    const task = deployTask(me, fields.task, fields.userIdxList);
    return ok(wireTask(task, me, { now: new Date(), joinBook: true, joinRegUser: true }));
  }),

  /**
   * Removal (screens.md §5 "Homework cannot be removed when submitUserCount > 0"): WB-400-302
   * once anyone submitted; a task already removed is TASK_REMOVED.
   */
  implementAuthorised('task.delete', ({ me, fields }) => {
    requireStaff(me);
    const task = taskOf(db, me.companyIdx, fields.task.taskIdx);
    if (!task || task.deleteYn === 'Y') refuse(TASK_REMOVED);
    if (!canRemoveHomework(taskCounts(db, task.taskIdx))) refuse(MOCK_ERROR.alreadySubmitted);
    task.deleteYn = 'Y';
    return ok(null);
  }),

  /**
   * A reminder to the chosen non-submitters (screens.md §10: "the non-submitter list has send
   * notification"). assumed: every chosen user must be a submitter of the task who has not
   * submitted yet, else WB-400-212; the reminder is recorded per row.
   */
  implementAuthorised('task.SEND_HURRY', ({ me, fields }) => {
    requireStaff(me);
    const task = taskOf(db, me.companyIdx, fields.taskIdx);
    if (!task || task.deleteYn === 'Y') refuse(TASK_REMOVED);
    const rows = [...new Set(fields.userIdxList)].map((userIdx) =>
      taskUserOf(db, task.taskIdx, userIdx),
    );
    if (rows.some((row) => !row || row.taskStatus === TASK_USER_STATUS.SUBMITTED)) {
      refuse(MOCK_ERROR.badRequest);
    }
    const sent = formatWireDateTime(new Date());
    for (const row of rows) if (row) row.hurryDatetime = sent;
    return ok(null);
  }),

  /**
   * The submitters of a task for staff (screens.md §3 Task user). assumed: taskStatus 2 lists
   * the submitters, any other value the non-submitters (not started and in progress), none all;
   * the whole list unless page or size is sent.
   */
  implementAuthorised('taskUser.LIST', ({ me, fields }) => {
    requireStaff(me);
    const task = taskOf(db, me.companyIdx, fields.taskIdx);
    if (!task) refuse(MOCK_ERROR.badRequest);
    const now = new Date();
    const wanted = fields.taskStatus;
    const rows = taskUsersOf(db, task.taskIdx)
      .filter((row) =>
        wanted === undefined
          ? true
          : wanted === TASK_USER_STATUS.SUBMITTED
            ? row.taskStatus === TASK_USER_STATUS.SUBMITTED
            : row.taskStatus !== TASK_USER_STATUS.SUBMITTED,
      )
      .flatMap((row) => {
        const user = userByIdx(db, row.userIdx);
        if (!user) return [];
        return [
          {
            user: { userIdx: user.userIdx, userName: user.userName, phone: user.phone ?? null },
            taskStatus: row.taskStatus,
            note: {
              noteIdx: row.noteIdx,
              submitDatetime:
                row.submitDatetime === null ? null : wireTime(row.submitDatetime, now),
              wrongCount: row.wrongCount,
            },
          },
        ];
      })
      .sort((a, b) => (a.user.userName ?? '').localeCompare(b.user.userName ?? '', 'ko'));
    const paged =
      fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
    return paged
      ? okPage(pageOf(rows, fields.page ?? 0, fields.size ?? PAGE_SIZE.HOMEWORK))
      : okList(rows);
  }),
];
