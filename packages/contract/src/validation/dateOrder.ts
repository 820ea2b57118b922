import { toDate } from '../dates/wire.ts';
import { type ValidationFault, validationFault } from './messages.ts';

type DateInput = Date | string | null | undefined;

/**
 * foundation.md §5: "the start date must be before the end date"; screens.md §5 words the same
 * rule "start not after end" (board), "end not before start" (unit price). assumed: equal is
 * allowed (a one-day period), unless `strict` is set. Values are Dates or wire strings; a
 * missing or unreadable one is `valid.required`.
 */
export function validateDateOrder(
  start: DateInput,
  end: DateInput,
  options: { strict?: boolean } = {},
): ValidationFault | null {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return validationFault('valid.required');
  const ordered = options.strict ? from < to : from <= to;
  return ordered ? null : validationFault('valid.dateOrder');
}

export type HomeworkPeriodFaults = Partial<Record<'start' | 'deadline', ValidationFault>>;

/**
 * Homework, foundation.md §5: "The start datetime cannot be after the submit deadline"; screens.md
 * §5: "deadline min now".
 */
export function validateHomeworkPeriod(input: {
  start: DateInput;
  deadline: DateInput;
  now: Date;
}): HomeworkPeriodFaults {
  const faults: HomeworkPeriodFaults = {};
  const start = toDate(input.start);
  const deadline = toDate(input.deadline);
  if (!start) faults.start = validationFault('valid.required');
  if (!deadline) faults.deadline = validationFault('valid.required');
  else if (deadline < input.now) faults.deadline = validationFault('valid.deadlinePast');
  if (start && deadline && start > deadline)
    faults.start = validationFault('valid.startAfterDeadline');
  return faults;
}

/** screens.md §5: "Time input: hour 0-23, minute 0-59". */
export function validateHour(hour: number): ValidationFault | null {
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? null : validationFault('valid.hour');
}

export function validateMinute(minute: number): ValidationFault | null {
  return Number.isInteger(minute) && minute >= 0 && minute <= 59
    ? null
    : validationFault('valid.minute');
}
