import { UNLIMITED_YEAR } from './wire.ts';

/** A date range: start at 00:00:00 of its first day, end at 23:59:59 of its last (local time). */
export interface DateRange {
  start: Date;
  end: Date;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0);
}

/** screens.md §5: a saved period end is "at 23:59:59". */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}

/** The same time `days` calendar days later (earlier when negative). */
export function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}

/**
 * The same day `months` months later, clamped to the month's last day (Jan 31 + 1 month is
 * Feb 28 or 29, not Mar 3 as `setMonth` would give).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), lastDay));
  return result;
}

function dayRange(first: Date, last: Date): DateRange {
  return { start: startOfDay(first), end: endOfDay(last) };
}

/**
 * The quick range buttons of foundation.md §9 / screens.md §10: "one week and 30 days".
 * assumed: each ends today and starts that many days before today (one week: 7 days back, as
 * the "1 week" buttons of date pickers commonly do).
 */
export const QUICK_RANGE = { ONE_WEEK: 'oneWeek', THIRTY_DAYS: 'thirtyDays' } as const;
export type QuickRange = (typeof QUICK_RANGE)[keyof typeof QUICK_RANGE];

export function quickRange(kind: QuickRange, now: Date): DateRange {
  return dayRange(addDays(now, kind === QUICK_RANGE.ONE_WEEK ? -7 : -30), now);
}

/**
 * The default search ranges of screens.md §9: "last 7 days (notes, student lists, whiteboard),
 * one month (teacher homework, history, fees default current month), previous year to today
 * (textbooks)". assumed: "last 7 days" is the one-week quick range; "one month" starts on the
 * same day a month earlier; "previous year to today" starts on the same day a year earlier;
 * fees take the current calendar month.
 */
export const DEFAULT_SEARCH_RANGE = {
  notes: 'lastSevenDays',
  studentLists: 'lastSevenDays',
  whiteboard: 'lastSevenDays',
  teacherHomework: 'oneMonth',
  history: 'oneMonth',
  fees: 'currentMonth',
  textbooks: 'previousYearToToday',
} as const;
export type SearchScreen = keyof typeof DEFAULT_SEARCH_RANGE;

export function defaultSearchRange(screen: SearchScreen, now: Date): DateRange {
  switch (DEFAULT_SEARCH_RANGE[screen]) {
    case 'lastSevenDays':
      return quickRange(QUICK_RANGE.ONE_WEEK, now);
    case 'oneMonth':
      return dayRange(addMonths(now, -1), now);
    case 'currentMonth':
      return monthRange(now);
    case 'previousYearToToday':
      return dayRange(addMonths(now, -12), now);
  }
}

/** The calendar month of a date: its first day to its last (the fee month picker). */
export function monthRange(date: Date): DateRange {
  return dayRange(
    new Date(date.getFullYear(), date.getMonth(), 1),
    new Date(date.getFullYear(), date.getMonth() + 1, 0),
  );
}

/** screens.md §9: "Room default period 6 months, max 1 year, unlimited year 9999". */
export function defaultRoomPeriod(now: Date): DateRange {
  return dayRange(now, addMonths(now, 6));
}

/** The last day a room's use period (or a board publish period) may end: one year ahead. */
export function maxPeriodEnd(now: Date): Date {
  return endOfDay(addMonths(now, 12));
}

/** The end of an unlimited use period (year 9999, assumed Dec 31 23:59:59). */
export function unlimitedPeriodEnd(): Date {
  const end = new Date(2000, 11, 31, 23, 59, 59);
  end.setFullYear(UNLIMITED_YEAR);
  return end;
}

/** screens.md §9: "Default homework due: 2 days ahead at 17:00". */
export function defaultHomeworkDeadline(now: Date): Date {
  const day = addDays(now, 2);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 17, 0, 0);
}

/** How close a deadline is: gone, within a day, or further off. */
export type DeadlineState = 'past' | 'soon' | 'open';

/** screens.md §9: "A deadline within 1 day" is near. */
export const DEADLINE_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * screens.md §9: "A deadline within 1 day or passed is highlighted": both are highlighted, but a
 * passed one must not read as "due soon" (issue 16 item 5), so the two are told apart. assumed:
 * the deadline itself still counts as open for submission (past only once now is after it), as
 * the deploy form's "deadline min now" accepts a deadline equal to now.
 */
export function deadlineStateOf(deadline: Date, now: Date): DeadlineState {
  const left = deadline.getTime() - now.getTime();
  if (left < 0) return 'past';
  return left <= DEADLINE_SOON_MS ? 'soon' : 'open';
}

/** screens.md §9: "A deadline within 1 day or passed is highlighted". */
export function isDeadlineNear(deadline: Date, now: Date): boolean {
  return deadlineStateOf(deadline, now) !== 'open';
}
