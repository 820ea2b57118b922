import {
  AGENT_COMMAND,
  type AgentLaunch,
  BOOK_PAGE_RANGE_SIZE,
  deadlineStateOf,
  type Locale,
  PLATFORM,
  TASK_USER_STATUS,
  type Task,
  type TaskUser,
  taskUserStatusOf,
  toDate,
} from '@platform/contract';

/** Who has not submitted yet (totalUserCount minus submitUserCount, never below 0). */
export function notSubmittedCount(task: Task): number {
  return Math.max(0, (task.totalUserCount ?? 0) - (task.submitUserCount ?? 0));
}

/**
 * screens.md §9: "A deadline within 1 day or passed is highlighted (teachers only when some have
 * not submitted)": the highlight says which of the two it is ('past' reads past due, 'soon' due
 * soon), or null for none. assumed: for a student the deadline is highlighted while their own
 * homework is not submitted.
 */
export function deadlineHighlightOf(
  task: Task,
  now: Date,
  as: 'teacher' | 'student',
): 'past' | 'soon' | null {
  const deadline = toDate(task.submitLimitDatetime);
  if (!deadline) return null;
  const state = deadlineStateOf(deadline, now);
  if (state === 'open') return null;
  const waiting =
    as === 'teacher'
      ? notSubmittedCount(task) > 0
      : taskUserStatusOf(task.taskUser?.taskStatus) !== TASK_USER_STATUS.SUBMITTED;
  return waiting ? state : null;
}

/** What the student's row offers (screens.md §4 "Task user status"). */
export type StudentAction =
  | { kind: 'start' }
  | { kind: 'continue' }
  | { kind: 'submitted' }
  /** "Future start time shows the time instead of a button." */
  | { kind: 'startsAt'; at: Date };

export function studentActionOf(task: Task, now: Date): StudentAction {
  const status = taskUserStatusOf(task.taskUser?.taskStatus);
  if (status === TASK_USER_STATUS.SUBMITTED) return { kind: 'submitted' };
  const start = toDate(task.startDatetime);
  if (start && start > now) return { kind: 'startsAt', at: start };
  return status === TASK_USER_STATUS.IN_PROGRESS ? { kind: 'continue' } : { kind: 'start' };
}

/**
 * The start lookup's verdict (screens.md §4): a task gone or deleted shows the already-removed
 * modal, a submitted one the error and a refresh, anything else starts.
 */
export function startVerdict(found: Task | null | undefined): 'removed' | 'submitted' | 'start' {
  if (!found || found.deleteYn === 'Y') return 'removed';
  if (taskUserStatusOf(found.taskUser?.taskStatus) === TASK_USER_STATUS.SUBMITTED) {
    return 'submitted';
  }
  return 'start';
}

/** The pages of a task: its own range when the server sends one, else the whole book. */
export function taskPages(task: Task): { from: number; to: number } {
  const extra = task as Task & { startPage?: unknown; endPage?: unknown };
  const count = task.book?.pageCount ?? 0;
  const from = typeof extra.startPage === 'number' && extra.startPage >= 1 ? extra.startPage : 1;
  const to = typeof extra.endPage === 'number' && extra.endPage >= from ? extra.endPage : count;
  return { from, to: Math.max(from, to) };
}

/** The 100-page calls that cover pages `from`..`to` (screens.md §7: "100 per call"). */
export function pageCalls(from: number, to: number): { fromPage: number; toPage: number }[] {
  const calls: { fromPage: number; toPage: number }[] = [];
  for (let fromPage = from; fromPage <= to; fromPage += BOOK_PAGE_RANGE_SIZE) {
    calls.push({ fromPage, toPage: Math.min(to, fromPage + BOOK_PAGE_RANGE_SIZE - 1) });
  }
  return calls;
}

export interface TaskLaunchInput {
  task: Task;
  user: { userIdx: number; userName: string; userType: number; companyIdx: number };
  language: Locale;
  /**
   * The page images of the task's pages, in order. assumed: the "page document url" is the
   * first page's image address, and the client is also given every page's (`pageUrlList`), as
   * the spec shows neither the document nor its form.
   */
  pageUrls: readonly string[];
}

/**
 * The launch of a homework session: resume with the note when the student has one in progress,
 * else a new start with the page document and the task.
 */
export function taskLaunch({ task, user, language, pageUrls }: TaskLaunchInput): AgentLaunch {
  const note = task.taskUser?.note;
  const noteIdx = task.taskUser?.noteIdx ?? note?.noteIdx;
  const resumes =
    taskUserStatusOf(task.taskUser?.taskStatus) === TASK_USER_STATUS.IN_PROGRESS &&
    typeof noteIdx === 'number';
  const room = resumes
    ? {
        taskIdx: task.taskIdx,
        noteIdx,
        companyIdx: note?.companyIdx ?? user.companyIdx,
        meetIdx: note?.meetIdx ?? null,
        noteDir: note?.noteDir ?? null,
      }
    : {
        taskIdx: task.taskIdx,
        bookIdx: task.bookIdx ?? task.book?.bookIdx ?? null,
        pageDocumentUrl: pageUrls[0] ?? null,
        pageUrlList: [...pageUrls],
      };
  return {
    command: resumes ? AGENT_COMMAND.RESUME : AGENT_COMMAND.NEW_START,
    room,
    user: { ...user },
    platform: PLATFORM.APP,
    language,
  };
}

/** screens.md §10: the non-submitter list holds only those who have not submitted. */
export function splitTaskUsers(users: readonly TaskUser[]): {
  submitted: TaskUser[];
  notSubmitted: TaskUser[];
} {
  const submitted: TaskUser[] = [];
  const notSubmitted: TaskUser[] = [];
  for (const user of users) {
    if (taskUserStatusOf(user.taskStatus) === TASK_USER_STATUS.SUBMITTED) submitted.push(user);
    else notSubmitted.push(user);
  }
  return { submitted, notSubmitted };
}
