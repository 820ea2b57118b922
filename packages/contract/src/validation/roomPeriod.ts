import {
  addMonths,
  type DateRange,
  endOfDay,
  startOfDay,
  unlimitedPeriodEnd,
} from '../dates/ranges.ts';
import { isUnlimitedDate, toDate } from '../dates/wire.ts';
import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

type DateInput = Date | string | null | undefined;

/**
 * The last day a room's use period may end for a given start: screens.md §9 "Room default period
 * 6 months, max 1 year" read as the period's length (one year after its start, at 23:59:59).
 * assumed: §5's "use period today to one year ahead" is the same rule for a period starting
 * today; a period starting later may end a year after that later start.
 */
export function roomPeriodMaxEnd(start: Date): Date {
  return endOfDay(addMonths(start, LIMITS.ROOM_PERIOD_MAX_MONTHS));
}

export interface RoomPeriodInput {
  start: DateInput;
  /** Not read when `unlimited`. */
  end: DateInput;
  /** "Use period: unlimited sets end year 9999" (screens.md §4). */
  unlimited: boolean;
  now: Date;
  /**
   * The start the room was saved with (modify). assumed: a room already running keeps its start
   * even though that day has passed; only a start that is changed must be today or later.
   */
  savedStart?: DateInput;
}

export type RoomPeriodFaults = Partial<Record<'start' | 'end', ValidationFault>>;

const sameDay = (a: Date, b: Date) => startOfDay(a).getTime() === startOfDay(b).getTime();

/**
 * A room's use period (screens.md §5 "Rooms and attendees": "use period today to one year
 * ahead"; §9 "Room default period 6 months, max 1 year, unlimited year 9999"): a start from today
 * on, an end not before the start and at most a year after it, or unlimited. Days are compared,
 * not times: the period runs from the start's 00:00:00 to the end's 23:59:59.
 */
export function validateRoomPeriod(input: RoomPeriodInput): RoomPeriodFaults {
  const faults: RoomPeriodFaults = {};
  const start = toDate(input.start);
  const saved = toDate(input.savedStart);
  if (!start) faults.start = validationFault('valid.required');
  else if (startOfDay(start) < startOfDay(input.now) && !(saved && sameDay(saved, start))) {
    faults.start = validationFault('valid.startBeforeToday');
  }
  if (input.unlimited) return faults;
  const end = toDate(input.end);
  if (!end) faults.end = validationFault('valid.required');
  else if (start && startOfDay(end) < startOfDay(start)) {
    faults.end = validationFault('valid.dateOrder');
  } else if (start && endOfDay(end) > roomPeriodMaxEnd(start)) {
    faults.end = validationFault('valid.roomPeriodMax', {
      months: LIMITS.ROOM_PERIOD_MAX_MONTHS,
    });
  }
  return faults;
}

/**
 * The period as the room carries it (`showDatetime`, `showEndDatetime`): the start's 00:00:00 and
 * the end's 23:59:59, or the unlimited end (year 9999, `unlimitedPeriodEnd`).
 */
export function roomPeriodRange(start: Date, end: Date | null): DateRange {
  if (end === null || isUnlimitedDate(end)) {
    return { start: startOfDay(start), end: unlimitedPeriodEnd() };
  }
  return { start: startOfDay(start), end: endOfDay(end) };
}
