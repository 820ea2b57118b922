import { type Locale, translate } from '../i18n/index.ts';
import { dateTexts } from './texts.ts';
import { isUnlimitedDate, toDate } from './wire.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Date display, foundation.md §9: "YY.MM.DD HH:mm, short form within the current year".
 * assumed short form: `MM.DD HH:mm` (the year dropped). `now` decides the current year, so the
 * function is pure. Unreadable input gives '' (an empty cell rather than "Invalid Date").
 */
export function formatDisplayDateTime(value: Date | string | null | undefined, now: Date): string {
  const date = toDate(value);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${formatDisplayDate(date, now)} ${time}`;
}

/** The full form `YY.MM.DD HH:mm`, whatever the year (for exports, tooltips). */
export function formatDisplayDateTimeFull(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${fullDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The date part alone: `YY.MM.DD`, or `MM.DD` within the current year (assumed, as above). */
export function formatDisplayDate(value: Date | string | null | undefined, now: Date): string {
  const date = toDate(value);
  if (!date) return '';
  const short = `${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
  return date.getFullYear() === now.getFullYear() ? short : fullDate(date);
}

function fullDate(date: Date): string {
  return `${pad(date.getFullYear() % 100)}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/**
 * The end of a period (room use period, `showEndDatetime`): "Unlimited" in the locale for a
 * year-9999 date (foundation.md §9 "A year-9999 date means no limit"), else the display form.
 */
export function formatDisplayPeriodEnd(
  value: Date | string | null | undefined,
  now: Date,
  locale: Locale,
): string {
  return isUnlimitedDate(value)
    ? translate(dateTexts, locale, 'date.unlimited')
    : formatDisplayDateTime(value, now);
}
