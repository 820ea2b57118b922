import {
  endOfDay,
  formatDisplayDate,
  formatWireDate,
  formatWireDateTime,
  maxPeriodEnd,
  parseWireDate,
  type QuickRange,
  quickRange,
  startOfDay,
  type TextParams,
  validateDateOrder,
} from '@platform/contract';
import type { TextKey } from '../i18n/index.ts';

/**
 * A date range as the picker holds it: two wire dates `YYYY-MM-DD` (the form of
 * `<input type="date">` and of the contract's `searchStartDate`/`searchEndDate`), '' when empty.
 */
export interface DateRangeValue {
  start: string;
  end: string;
}

/** Inclusive bounds as wire dates; either may be left open. */
export interface DateBounds {
  min?: string;
  max?: string;
}

/** A message to show: a contract `valid.*` key or a `dates.*` key, with its parameters. */
export interface DateFault {
  key: TextKey;
  params?: TextParams;
}

export const EMPTY_RANGE: DateRangeValue = { start: '', end: '' };

/**
 * The bound of the board publish period and the room use period (screens.md §5 "Period picker
 * from today to one year ahead"; §9 "max 1 year").
 */
export function periodBounds(now: Date): Required<DateBounds> {
  return { min: formatWireDate(now), max: formatWireDate(maxPeriodEnd(now)) };
}

/** A quick range (contract `quickRange`: one week, 30 days, ending today) as wire dates. */
export function quickRangeValue(kind: QuickRange, now: Date): DateRangeValue {
  const range = quickRange(kind, now);
  return { start: formatWireDate(range.start), end: formatWireDate(range.end) };
}

/**
 * Whether a wire date lies within the bounds; the fault names the bounds in the display form.
 * An empty or unreadable date is not this check's business (the input holds no date yet).
 */
export function checkBounds(date: string, bounds: DateBounds, now: Date): DateFault | null {
  const value = parseWireDate(date);
  if (!value) return null;
  const min = bounds.min ? parseWireDate(bounds.min) : null;
  const max = bounds.max ? parseWireDate(bounds.max) : null;
  const tooEarly = min !== null && value < min;
  const tooLate = max !== null && value > max;
  if (!tooEarly && !tooLate) return null;
  const shown = (bound: Date) => formatDisplayDate(bound, now);
  if (min && max)
    return { key: 'dates.bounds.between', params: { min: shown(min), max: shown(max) } };
  return min
    ? { key: 'dates.bounds.notBefore', params: { min: shown(min) } }
    : { key: 'dates.bounds.notAfter', params: { max: shown(max as Date) } };
}

/**
 * The order rule of the contract (`validateDateOrder`: "start not after end", equal allowed),
 * applied once both dates are there; with `required`, a missing date is `valid.required`.
 */
export function checkOrder(value: DateRangeValue, required = false): DateFault | null {
  if (!value.start || !value.end) return required ? { key: 'valid.required' } : null;
  return validateDateOrder(value.start, value.end);
}

/**
 * The range as the server takes a period: start at 00:00:00, end at 23:59:59 (screens.md §5
 * "saved start 'YYYY-MM-DD HH:mm:ss', end at 23:59:59"). Null while either date is missing.
 */
export function toWireDateTimeRange(value: DateRangeValue): { start: string; end: string } | null {
  const start = parseWireDate(value.start);
  const end = parseWireDate(value.end);
  if (!start || !end) return null;
  return {
    start: formatWireDateTime(startOfDay(start)),
    end: formatWireDateTime(endOfDay(end)),
  };
}
