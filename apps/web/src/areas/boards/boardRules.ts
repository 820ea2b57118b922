import {
  addDays,
  BOARD_TYPE,
  type BoardPost,
  type BoardType,
  endOfDay,
  formatWireDate,
  formatWireDateTime,
  parseWireDate,
  startOfDay,
  toDate,
} from '@platform/contract';

/** The two board screens: notices (manage/notice/list) and the board (manage/board/list). */
export type BoardScreenKind = 'notice' | 'board';

/** The types the board screen lists, one at a time (its type filter): posts and inquiries. */
export const BOARD_LIST_TYPES = [BOARD_TYPE.BOARD, BOARD_TYPE.INQUIRY] as const;

/**
 * Whether the editor writes posts of this type: notices and posts (screens.md §3 "the public
 * editor handles notice and post"); inquiries are read and removed, not written, here.
 */
export const isEditorType = (boardType: BoardType) => boardType !== BOARD_TYPE.INQUIRY;

/** A publishing period as the date picker holds it: two wire dates, '' while empty. */
export interface PeriodValue {
  start: string;
  end: string;
}

/** The period a post was saved with, as days; null when it has none. */
export function periodOfPost(post: Pick<BoardPost, 'publishStartDatetime' | 'publishEndDatetime'>) {
  const start = toDate(post.publishStartDatetime);
  const end = toDate(post.publishEndDatetime);
  if (!start || !end) return null;
  return { start: formatWireDate(start), end: formatWireDate(end) };
}

/**
 * The period offered when one is switched on. assumed: today to a week ahead (the spec gives
 * the bounds, today to one year ahead, not a default).
 */
export function defaultPeriod(now: Date): PeriodValue {
  return { start: formatWireDate(now), end: formatWireDate(addDays(now, 7)) };
}

/**
 * The period as the server takes it (screens.md §5: "saved start 'YYYY-MM-DD HH:mm:ss', end at
 * 23:59:59"): the start day's 00:00:00, or the saved start itself when its day is kept (a
 * modified notice keeps the time it started), and the end day's 23:59:59.
 */
export function publishPeriodWire(
  period: PeriodValue,
  savedStart: string | null | undefined,
): { publishStartDatetime: string; publishEndDatetime: string } | null {
  const start = parseWireDate(period.start);
  const end = parseWireDate(period.end);
  if (!start || !end) return null;
  const saved = toDate(savedStart);
  const keepsSaved = saved && startOfDay(saved).getTime() === start.getTime();
  return {
    publishStartDatetime:
      keepsSaved && savedStart ? formatWireDateTime(saved) : formatWireDateTime(start),
    publishEndDatetime: formatWireDateTime(endOfDay(end)),
  };
}

/** The earliest day the picker offers: today, or a kept start that has passed. */
export function periodMin(now: Date, savedStart: string | null | undefined): string {
  const saved = toDate(savedStart);
  const today = startOfDay(now);
  return formatWireDate(saved && saved < today ? saved : today);
}
