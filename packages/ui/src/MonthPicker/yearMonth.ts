/**
 * Year-months as the wire writes them: `YYYY-MM` (the contract's `wireYearMonth`, statistics
 * `searchYm`). Plain string arithmetic on local calendar months, no time zones.
 */
export type YearMonth = string;

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Months since year 0, or null for text that is not a `YYYY-MM` month. */
function monthIndex(value: YearMonth): number | null {
  const match = YEAR_MONTH.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return Number(match[1]) * 12 + month - 1;
}

function fromIndex(index: number): YearMonth {
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export function isYearMonth(value: unknown): value is YearMonth {
  return typeof value === 'string' && monthIndex(value) !== null;
}

/** The month a date falls in. */
export function yearMonthOf(date: Date): YearMonth {
  return fromIndex(date.getFullYear() * 12 + date.getMonth());
}

/** The month `delta` months later (earlier when negative). */
export function shiftYearMonth(value: YearMonth, delta: number): YearMonth {
  const index = monthIndex(value);
  if (index === null) throw new RangeError(`Not a year-month: ${value}`);
  return fromIndex(index + delta);
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return (monthIndex(a) ?? 0) - (monthIndex(b) ?? 0);
}

/** `value` moved into `[min, max]`. */
export function clampYearMonth(value: YearMonth, min: YearMonth, max: YearMonth): YearMonth {
  if (compareYearMonth(value, max) > 0) return max;
  if (compareYearMonth(value, min) < 0) return min;
  return value;
}

/** Every month from `max` back to `min`, newest first (the order of the select). */
export function monthsNewestFirst(min: YearMonth, max: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let month = max; compareYearMonth(month, min) >= 0; month = shiftYearMonth(month, -1)) {
    months.push(month);
  }
  return months;
}

/**
 * How far back the picker goes when not told: January five years ago. assumed: screens.md §10
 * names only the upper cap ("capped at current month").
 */
export function defaultFirstMonth(now: Date): YearMonth {
  return `${pad(now.getFullYear() - 5, 4)}-01`;
}

/** The Date of a month's first day, for `Intl.DateTimeFormat`. */
export function firstDayOf(value: YearMonth): Date {
  const index = monthIndex(value) ?? 0;
  return new Date(Math.floor(index / 12), index % 12, 1);
}
