import {
  formatWireDateTime,
  parseWireDate,
  parseWireDateTime,
  type ValidationFault,
  validateHour,
  validateMinute,
} from '@platform/contract';

/** What the three inputs hold, as typed: a wire date `YYYY-MM-DD`, an hour and a minute. */
export interface DateTimeParts {
  date: string;
  hour: string;
  minute: string;
}

export const EMPTY_PARTS: DateTimeParts = { date: '', hour: '', minute: '' };

/** The parts of a wire datetime `YYYY-MM-DD HH:mm:ss`; empty parts when it cannot be read. */
export function splitWireDateTime(value: string | null | undefined): DateTimeParts {
  const date = value ? parseWireDateTime(value) : null;
  if (!date) return EMPTY_PARTS;
  const [day = '', time = ''] = (value as string).split(' ');
  const [hour = '', minute = ''] = time.split(':');
  return { date: day, hour, minute };
}

/**
 * The contract's time rules (screens.md §5 "Time input: hour 0-23, minute 0-59") on what was
 * typed. Empty is not a fault here: the value is just incomplete. A number input gives '' for
 * text it cannot read, so nonsense never reaches this check as a number.
 */
export function checkHour(text: string): ValidationFault | null {
  return text === '' ? null : validateHour(Number(text));
}

export function checkMinute(text: string): ValidationFault | null {
  return text === '' ? null : validateMinute(Number(text));
}

/**
 * The wire datetime of complete, valid parts (seconds 00), or '' when a part is missing or
 * wrong. foundation.md §9: "Datetimes are sent as YYYY-MM-DD HH:mm:ss".
 */
export function joinWireDateTime(parts: DateTimeParts): string {
  const day = parseWireDate(parts.date);
  if (!day || parts.hour === '' || parts.minute === '') return '';
  if (checkHour(parts.hour) || checkMinute(parts.minute)) return '';
  day.setHours(Number(parts.hour), Number(parts.minute), 0);
  return formatWireDateTime(day);
}
