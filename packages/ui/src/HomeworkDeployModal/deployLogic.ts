import {
  defaultHomeworkDeadline,
  formatWireDateTime,
  LOCAL_SETTING_KEY,
  toDate,
  type ValidationFault,
  validateHomeworkPeriod,
  validatePageRange,
  validateTitle,
  validationFault,
} from '@platform/contract';
import type { PageRange } from '../PageRangePicker/index.ts';

/** screens.md §4 "Homework start mode: now, daily (midnight of due date), custom". */
export type HomeworkStartMode = 'now' | 'daily' | 'custom';

/** What the modal hands over on deploy: the task part of task.ADD / book.ADD_DEPLOY. */
export interface HomeworkDeployValues {
  taskName: string;
  /** The submitters (at least one). */
  userIdxList: number[];
  startMode: HomeworkStartMode;
  /** Wire datetimes `YYYY-MM-DD HH:mm:ss`. */
  startDatetime: string;
  submitLimitDatetime: string;
  autoReview: 0 | 1;
  /** The page range; absent when the modal was opened without a book to pick pages from. */
  startPage?: number;
  endPage?: number;
}

/** The form while it is edited. */
export interface DeployDraft {
  taskName: string;
  userIdxList: readonly number[];
  startMode: HomeworkStartMode;
  /** The custom start; '' while incomplete. */
  customStart: string;
  deadline: string;
  autoReview: boolean;
  range: PageRange;
}

export type DeployFaults = Partial<
  Record<
    'taskName' | 'submitters' | 'start' | 'deadline' | 'pageStart' | 'pageEnd',
    ValidationFault
  >
>;

/** The part of Storage the modal uses; the browser's localStorage by default. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: SettingsStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: SettingsStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage switched off (private modes): the choice is simply not remembered.
  }
}

/**
 * The deadline the form opens with: the one remembered from the last deploy (foundation.md §9
 * local setting "submit-limit datetime") while it is still ahead, else the spec's default, two
 * days ahead at 17:00 (screens.md §9). assumed: a remembered deadline already passed is not
 * offered, since the rule "deadline min now" would refuse it at once.
 */
export function initialDeadline(now: Date, storage?: SettingsStorage): string {
  const remembered = toDate(read(storage, LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME));
  if (remembered && remembered > now) return formatWireDateTime(remembered);
  return formatWireDateTime(defaultHomeworkDeadline(now));
}

/** The remembered auto-review choice (foundation.md §9); off when nothing is stored. */
export function initialAutoReview(storage?: SettingsStorage): boolean {
  return read(storage, LOCAL_SETTING_KEY.AUTO_REVIEW) === '1';
}

/** Keeps the choices the spec stores locally, after a deploy was asked for. */
export function rememberChoices(values: HomeworkDeployValues, storage?: SettingsStorage): void {
  write(storage, LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME, values.submitLimitDatetime);
  write(storage, LOCAL_SETTING_KEY.AUTO_REVIEW, String(values.autoReview));
}

/**
 * The start datetime of a mode: now is the moment of deploying, daily the midnight that begins
 * the due date (screens.md §4), custom what was typed ('' when incomplete).
 */
export function startOf(draft: DeployDraft, now: Date): string {
  if (draft.startMode === 'now') return formatWireDateTime(now);
  if (draft.startMode === 'custom') return draft.customStart;
  const deadline = toDate(draft.deadline);
  if (!deadline) return '';
  return formatWireDateTime(
    new Date(deadline.getFullYear(), deadline.getMonth(), deadline.getDate(), 0, 0, 0),
  );
}

/**
 * screens.md §5 "Books and homework": homework name required max 50, at least one submitter,
 * start not after deadline, deadline min now; the page range rules when a book is given.
 */
export function validateDeploy(
  draft: DeployDraft,
  now: Date,
  pageCount: number | undefined,
): DeployFaults {
  const faults: DeployFaults = {};
  const name = validateTitle(draft.taskName);
  if (name) faults.taskName = name;
  if (draft.userIdxList.length === 0) faults.submitters = validationFault('valid.noSelectedUser');
  const period = validateHomeworkPeriod({
    start: startOf(draft, now),
    deadline: draft.deadline,
    now,
  });
  if (period.start) faults.start = period.start;
  if (period.deadline) faults.deadline = period.deadline;
  if (pageCount !== undefined) {
    const range = validatePageRange({
      start: draft.range.start,
      end: draft.range.end,
      total: pageCount,
    });
    if (range.start) faults.pageStart = range.start;
    if (range.end) faults.pageEnd = range.end;
  }
  return faults;
}

/** The form's faults by its fields, for `contractResolver` (the rules stay `validateDeploy`'s). */
export type DeployFormFaults = Partial<
  Record<'taskName' | 'userIdxList' | 'customStart' | 'deadline' | 'range', ValidationFault>
>;

/**
 * `validateDeploy`'s faults on the form's fields: the submitters on the picked list, the start on
 * the custom start, the page range's first fault on the range. A start that is not custom is made
 * from the deadline (now, or midnight of the due date): its fault is the deadline's, shown there.
 */
export function deployFormFaults(
  draft: DeployDraft,
  now: Date,
  pageCount: number | undefined,
): DeployFormFaults {
  const faults = validateDeploy(draft, now, pageCount);
  const form: DeployFormFaults = {};
  if (faults.taskName) form.taskName = faults.taskName;
  if (faults.submitters) form.userIdxList = faults.submitters;
  if (faults.start && draft.startMode === 'custom') form.customStart = faults.start;
  const deadline = faults.deadline ?? (draft.startMode === 'custom' ? undefined : faults.start);
  if (deadline) form.deadline = deadline;
  const range = faults.pageStart ?? faults.pageEnd;
  if (range) form.range = range;
  return form;
}

/** The values handed over, once `validateDeploy` found nothing. */
export function toDeployValues(
  draft: DeployDraft,
  now: Date,
  withRange: boolean,
): HomeworkDeployValues {
  return {
    taskName: draft.taskName.trim(),
    userIdxList: [...draft.userIdxList],
    startMode: draft.startMode,
    startDatetime: startOf(draft, now),
    submitLimitDatetime: draft.deadline,
    autoReview: draft.autoReview ? 1 : 0,
    ...(withRange && draft.range.start !== null && draft.range.end !== null
      ? { startPage: draft.range.start, endPage: draft.range.end }
      : {}),
  };
}
