import { formatWireDate } from '@platform/contract';

/*
 * The days of a statistics month (screens.md §9 "today's chart appears the next day"): every day
 * of the month is on the chart's axis, the days that have passed with their figures (0 when the
 * server sent no row), today and later without figures, so that the widget can warn when one of
 * them is chosen (screens.md §8 "future chart day warns").
 */

/** One day of a chart, in the shape the chart widget takes (StatsChartDatum). */
export interface StatsDay {
  /** `YYYY-MM-DD`. */
  key: string;
  /** `MM.DD`, the short date form of the current year (foundation.md §9 "Date display"). */
  label: string;
  values: Record<string, number | null>;
}

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** The `YYYY-MM-DD` of every day of a `YYYY-MM` month, in order. */
export function daysOfMonth(yearMonth: string): string[] {
  const match = YEAR_MONTH.exec(yearMonth);
  if (!match) throw new RangeError(`Not a year-month: ${yearMonth}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const count = new Date(year, month, 0).getDate();
  return Array.from({ length: count }, (_, index) =>
    formatWireDate(new Date(year, month - 1, index + 1)),
  );
}

/** The first day without figures: today (its figures appear tomorrow). */
export const firstDayWithoutFigures = (now: Date): string => formatWireDate(now);

/** `MM.DD` of a `YYYY-MM-DD` day. */
export const dayLabel = (day: string): string => `${day.slice(5, 7)}.${day.slice(8, 10)}`;

/**
 * A month's chart days from the server's rows: `figuresOf` reads a row's value of each series.
 * A day before today without a row counts 0 of everything; today and later have null figures.
 */
export function chartDays<Row extends { logDate: string }>(
  yearMonth: string,
  rows: readonly Row[],
  seriesKeys: readonly string[],
  figuresOf: (row: Row) => Record<string, number | null | undefined>,
  now: Date,
): StatsDay[] {
  const byDay = new Map(rows.map((row) => [row.logDate.slice(0, 10), row]));
  const firstFuture = firstDayWithoutFigures(now);
  return daysOfMonth(yearMonth).map((day) => {
    const row = byDay.get(day);
    const figures = row ? figuresOf(row) : {};
    const values: Record<string, number | null> = {};
    for (const key of seriesKeys) values[key] = day >= firstFuture ? null : (figures[key] ?? 0);
    return { key: day, label: dayLabel(day), values };
  });
}

/** The first and last day of a `YYYY-MM` month. */
export function monthBounds(yearMonth: string): { first: string; last: string } {
  const days = daysOfMonth(yearMonth);
  return { first: days[0] as string, last: days[days.length - 1] as string };
}
