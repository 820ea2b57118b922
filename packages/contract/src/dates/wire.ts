/**
 * Datetimes on the wire: "Datetimes are sent as YYYY-MM-DD HH:mm:ss" (foundation.md §9), in the
 * wall-clock time of the user (no zone; assumed: the server and its users share Korean time, as
 * the spec never mentions zones). All functions use the Date's local fields, so a value read
 * and written again is the same text in any time zone.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` of a Date's local time. */
export function formatWireDateTime(date: Date): string {
  return `${formatWireDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** `YYYY-MM-DD`, for date-only fields (unit price startDate/endDate, search dates). */
export function formatWireDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from local fields, or null when any field is out of range (Feb 30, 24:00). */
function fromFields(fields: number[]): Date | null {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields;
  const date = new Date(year, month - 1, day, hour, minute, second);
  // new Date(2026, 1, 30) rolls over to March; a strict reader refuses instead. The year is
  // set again because the constructor maps years 0-99 to 1900-1999.
  date.setFullYear(year, month - 1, day);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? date : null;
}

/** Reads `YYYY-MM-DD HH:mm:ss` exactly; null for anything else or an impossible date. */
export function parseWireDateTime(text: string): Date | null {
  const match = WIRE_DATE_TIME.exec(text);
  return match ? fromFields(match.slice(1).map(Number)) : null;
}

/** Reads `YYYY-MM-DD` exactly, at midnight; null otherwise. */
export function parseWireDate(text: string): Date | null {
  const match = WIRE_DATE.exec(text);
  return match ? fromFields(match.slice(1).map(Number)) : null;
}

/**
 * Reads what the server may send for display: a Date, the wire datetime, a wire date, or the
 * same with a `T` and optional fraction (`2026-03-01T09:00:00.000`, as Java serialisers write
 * it; assumed leniency, display only). Null when unreadable.
 */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace('T', ' ')
    .replace(/\.\d+$/, '');
  return parseWireDateTime(text) ?? parseWireDate(text) ?? parseWireDateTime(`${text}:00`);
}

/** "A year-9999 date means no limit" (foundation.md §9; room `showEndDatetime`). */
export const UNLIMITED_YEAR = 9999;

/** What "unlimited" is written as. assumed: the last second of year 9999. */
export const UNLIMITED_DATE_TIME = '9999-12-31 23:59:59';

/** Whether a date means "no limit" (year 9999). Unreadable values are not unlimited. */
export function isUnlimitedDate(value: Date | string | null | undefined): boolean {
  return toDate(value)?.getFullYear() === UNLIMITED_YEAR;
}
