import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayDateTimeFull,
  isUnlimitedDate,
  toDate,
} from '@platform/contract';
import { useT } from '../i18n/index.ts';
import styles from './DateText.module.css';

export const DATE_TEXT_FORMS = ['dateTime', 'dateTimeFull', 'date'] as const;
export type DateTextForm = (typeof DATE_TEXT_FORMS)[number];

export interface DateTextProps {
  /** A Date or what the server sends (wire datetime, wire date, ISO-like text). */
  value: Date | string | null | undefined;
  /**
   * `dateTime` (default): YY.MM.DD HH:mm, short within the current year; `dateTimeFull`: always
   * with the year; `date`: the day alone.
   */
  form?: DateTextForm;
  /** Today, which decides the current year; injectable for tests. */
  now?: Date;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The machine-readable form for `<time dateTime>`: a valid HTML local date and time. */
function machineDateTime(date: Date, form: DateTextForm): string {
  const day = `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (form === 'date') return day;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * A date shown through the contract's display formats (foundation.md §9 "YY.MM.DD HH:mm, short
 * form within the current year"; "A year-9999 date means no limit"). Unreadable values show
 * nothing, as an empty table cell.
 */
export function DateText({ value, form = 'dateTime', now: nowProp, className }: DateTextProps) {
  const t = useT();
  const date = toDate(value);
  if (!date) return null;
  const now = nowProp ?? new Date();
  const text = isUnlimitedDate(date)
    ? t('date.unlimited')
    : form === 'date'
      ? formatDisplayDate(date, now)
      : form === 'dateTimeFull'
        ? formatDisplayDateTimeFull(date)
        : formatDisplayDateTime(date, now);
  return (
    <time
      className={[styles.root, className].filter(Boolean).join(' ')}
      dateTime={machineDateTime(date, form)}
      data-slot="date-text"
      data-unlimited={isUnlimitedDate(date) || undefined}
    >
      {text}
    </time>
  );
}
