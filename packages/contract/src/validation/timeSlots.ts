import {
  type EnquiryDay,
  type EnquiryGrade,
  type EnquiryTimeSlot,
  enquiryDayValue,
} from '../schemas/enquiry.ts';
import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

/**
 * The enquiry's weekly time grid, screens.md §5 Enquiry: "Time grid Mon-Fri, 30-minute slots
 * 18:30-23:00; one click picks four consecutive slots (two-hour class), click again unselects;
 * last start 21:00; max 4 classes; choosing a block replaces other blocks that day", and
 * "Elementary: only 60 minutes". A selection is the wire's list of classes, one entry a class:
 * its day and its first slot (`enquiryTimeSlotSchema`). The widget (TimeSlotGrid) and the mock
 * server share these rules, so the server accepts exactly what the grid can make.
 *
 * assumed: the spec states the two-hour block and the 60-minute elementary class without
 * reconciling them; for an elementary grade a class is two slots (60 minutes), otherwise four.
 */

/** Monday to Friday, in order. */
export const ENQUIRY_DAYS: readonly EnquiryDay[] = enquiryDayValue.options;

const HH_MM = /^(\d{2}):(\d{2})$/;

/** Minutes since midnight of an `HH:mm`, or null when it is no time of day. */
function minutesOf(time: string): number | null {
  const match = HH_MM.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

function timeOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const FROM = minutesOf(LIMITS.ENQUIRY_SLOTS_FROM) ?? 0;
const UNTIL = minutesOf(LIMITS.ENQUIRY_SLOTS_UNTIL) ?? 0;

/** The start of every 30-minute slot of the grid: 18:30, 19:00, ... 22:30 (nine, ending 23:00). */
export const ENQUIRY_SLOT_STARTS: readonly string[] = Array.from(
  { length: (UNTIL - FROM) / LIMITS.ENQUIRY_SLOT_MINUTES },
  (_, index) => timeOf(FROM + index * LIMITS.ENQUIRY_SLOT_MINUTES),
);

/** Whether a time is the start of one of the grid's slots. */
export function isEnquirySlotStart(time: string): boolean {
  return ENQUIRY_SLOT_STARTS.includes(time);
}

/**
 * A class's length. No grade yet counts as the two-hour class (assumed: the form may show the
 * grid before a grade is chosen; choosing elementary then shortens the classes already chosen).
 */
export function classMinutes(grade?: EnquiryGrade | null): number {
  return grade === 'elementary'
    ? LIMITS.ENQUIRY_ELEMENTARY_CLASS_MINUTES
    : LIMITS.ENQUIRY_CLASS_MINUTES;
}

/** How many slots one click picks: four (two hours), two for an elementary grade (assumed). */
export function classSlotCount(grade?: EnquiryGrade | null): number {
  return classMinutes(grade) / LIMITS.ENQUIRY_SLOT_MINUTES;
}

/**
 * The latest start of a class that still ends by 23:00: the spec's "last start 21:00" for the
 * two-hour class (LIMITS.ENQUIRY_LAST_START), and, assumed, 22:00 for the one-hour elementary
 * class by the same rule (the spec's 21:00 is read as the two-hour case).
 */
export function lastClassStart(grade?: EnquiryGrade | null): string {
  return timeOf(UNTIL - classMinutes(grade));
}

/** When a class starting at `start` ends (`HH:mm`). */
export function classEnd(start: string, grade?: EnquiryGrade | null): string {
  return timeOf((minutesOf(start) ?? 0) + classMinutes(grade));
}

/** The slots a class starting at `start` covers, from its first; those past 23:00 left out. */
export function classSlotStarts(start: string, grade?: EnquiryGrade | null): string[] {
  const first = ENQUIRY_SLOT_STARTS.indexOf(start);
  if (first < 0) return [];
  return ENQUIRY_SLOT_STARTS.slice(first, first + classSlotCount(grade));
}

/** The chosen class that covers a slot of a day, or null. */
export function classAt(
  selection: readonly EnquiryTimeSlot[],
  day: EnquiryDay,
  slotStart: string,
  grade?: EnquiryGrade | null,
): EnquiryTimeSlot | null {
  return (
    selection.find(
      (chosen) => chosen.day === day && classSlotStarts(chosen.start, grade).includes(slotStart),
    ) ?? null
  );
}

/** Every slot the chosen classes cover, as `{ day, start }` of the slot. */
export function slotsOfSelection(
  selection: readonly EnquiryTimeSlot[],
  grade?: EnquiryGrade | null,
): EnquiryTimeSlot[] {
  return selection.flatMap((chosen) =>
    classSlotStarts(chosen.start, grade).map((start) => ({ day: chosen.day, start })),
  );
}

/** Classes in the order of the week (one a day, so the day orders them). */
function byDay(selection: readonly EnquiryTimeSlot[]): EnquiryTimeSlot[] {
  return [...selection].sort((a, b) => ENQUIRY_DAYS.indexOf(a.day) - ENQUIRY_DAYS.indexOf(b.day));
}

/** Why a click picked nothing: the class would end after 23:00, or a fifth day was asked. */
export type TimeSlotRefusal = 'lastStart' | 'maxClasses';

/** What one click (or Enter or Space) on a slot did. */
export type TimeSlotPick =
  | {
      outcome: 'picked';
      selection: EnquiryTimeSlot[];
      /** The class picked. */
      slot: EnquiryTimeSlot;
      /** The class of the same day it replaced, if any. */
      replaced: EnquiryTimeSlot | null;
    }
  | { outcome: 'unpicked'; selection: EnquiryTimeSlot[]; slot: EnquiryTimeSlot }
  | { outcome: 'refused'; reason: TimeSlotRefusal };

/**
 * A click on a slot: inside a chosen class it unselects that class ("click again unselects");
 * elsewhere it picks the class starting at that slot (assumed: the clicked slot is the class's
 * first), which replaces the day's other class ("choosing a block replaces other blocks that
 * day"). A class that would end after 23:00 is refused ('lastStart'), and so is a class on a fifth
 * day ('maxClasses', "max 4 classes"). The selection comes back in the order of the week.
 */
export function pickTimeSlot(
  selection: readonly EnquiryTimeSlot[],
  day: EnquiryDay,
  slotStart: string,
  grade?: EnquiryGrade | null,
): TimeSlotPick {
  if (!isEnquirySlotStart(slotStart)) {
    throw new RangeError(`Not a slot of the enquiry grid: ${slotStart}`);
  }
  const covering = classAt(selection, day, slotStart, grade);
  if (covering) {
    return {
      outcome: 'unpicked',
      selection: byDay(selection.filter((chosen) => chosen !== covering)),
      slot: covering,
    };
  }
  if ((minutesOf(slotStart) ?? 0) > (minutesOf(lastClassStart(grade)) ?? 0)) {
    return { outcome: 'refused', reason: 'lastStart' };
  }
  const replaced = selection.find((chosen) => chosen.day === day) ?? null;
  const others = selection.filter((chosen) => chosen.day !== day);
  if (!replaced && others.length >= LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX) {
    return { outcome: 'refused', reason: 'maxClasses' };
  }
  const slot = { day, start: slotStart };
  return { outcome: 'picked', selection: byDay([...others, slot]), slot, replaced };
}

/**
 * The classes that still fit a grade: a form whose grade changes from elementary to another may
 * hold one-hour classes starting after 21:00, which a two-hour class cannot (assumed: they are
 * dropped rather than moved, so nothing is chosen that the user did not choose).
 */
export function classesFittingGrade(
  selection: readonly EnquiryTimeSlot[],
  grade?: EnquiryGrade | null,
): EnquiryTimeSlot[] {
  const last = minutesOf(lastClassStart(grade)) ?? 0;
  return selection.filter((chosen) => (minutesOf(chosen.start) ?? Infinity) <= last);
}

export interface EnquiryTimeSlotOptions {
  grade?: EnquiryGrade | null;
  /** The individual-pace tab: "min 2 weekly classes". */
  individualPace?: boolean;
}

/**
 * The submit-time check of the chosen classes, for the form and for the mock server: every class
 * on a weekday and a slot of the grid, ending by 23:00, one a day, at most four, and at least two
 * for individual-pace. A personal-class enquiry may choose none (assumed: screens.md §5 does not
 * list the time slots among the required fields). The first fault found is reported.
 */
export function validateEnquiryTimeSlots(
  selection: readonly EnquiryTimeSlot[],
  options: EnquiryTimeSlotOptions = {},
): ValidationFault | null {
  const last = lastClassStart(options.grade);
  const days = new Set<string>();
  for (const chosen of selection) {
    if (!ENQUIRY_DAYS.includes(chosen.day) || !isEnquirySlotStart(chosen.start)) {
      return validationFault('valid.enquiryTimeSlot');
    }
    if ((minutesOf(chosen.start) ?? 0) > (minutesOf(last) ?? 0)) {
      return validationFault('valid.enquiryLastStart', { time: last });
    }
    if (days.has(chosen.day)) return validationFault('valid.enquiryOneClassADay');
    days.add(chosen.day);
  }
  if (selection.length > LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX) {
    return validationFault('valid.enquiryClassesMax', { max: LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX });
  }
  const min = LIMITS.ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN;
  if (options.individualPace && selection.length < min) {
    return validationFault('valid.enquiryClassesMin', { min });
  }
  return null;
}
