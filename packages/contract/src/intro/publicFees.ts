import type { EnquiryGrade } from '../schemas/enquiry.ts';

/**
 * The public site's fee tables, screens.md §9 "Public fees (monthly, KRW; discounted / list)",
 * typed once here for the fee pages and whatever else quotes a fee. Every figure is the spec's;
 * the tests pin each one against the spec's table. Fees are monthly and paid after the first
 * lesson (§9 "Fees monthly, paid after the first lesson").
 */

/** A monthly fee in won: what is charged (`discounted`) and the list price it is cut from. */
export interface PublicFee {
  readonly discounted: number;
  readonly list: number;
}

/** The class lengths of the one-to-one fee table, in minutes, in the spec's column order. */
export const PERSONAL_CLASS_MINUTES = [60, 90, 120] as const;
export type PersonalClassMinutes = (typeof PERSONAL_CLASS_MINUTES)[number];

/** Weekly classes of the one-to-one fee table: once, twice, three times, in the spec's order. */
export const PERSONAL_CLASS_WEEKLY = [1, 2, 3] as const;
export type PersonalClassWeekly = (typeof PERSONAL_CLASS_WEEKLY)[number];

/** The levels of the one-to-one fee table, in the spec's order (the enquiry's grade values). */
export const PERSONAL_CLASS_LEVELS = [
  'high',
  'middle',
  'elementary',
] as const satisfies readonly EnquiryGrade[];

/** One level's fees: per weekly classes, per class length; null where that length is not offered. */
type LevelFees = Readonly<
  Record<PersonalClassWeekly, Readonly<Record<PersonalClassMinutes, PublicFee | null>>>
>;

const fee = (discounted: number, list: number): PublicFee => ({ discounted, list });

/**
 * One-to-one class fees (screens.md §9 table and the elementary line after it). Elementary
 * classes are 60 minutes only (§5 "Elementary: only 60 minutes"), so its 90 and 120 are null.
 * assumed: the spec gives the elementary figures "in order of weekly frequency once, twice, three
 * times; the mapping of frequency is presumed", and that presumed mapping is the one kept here.
 */
export const PERSONAL_CLASS_FEES: Readonly<Record<EnquiryGrade, LevelFees>> = {
  high: {
    1: { 60: fee(210_000, 250_000), 90: fee(250_000, 300_000), 120: fee(300_000, 360_000) },
    2: { 60: fee(400_000, 480_000), 90: fee(440_000, 530_000), 120: fee(540_000, 650_000) },
    3: { 60: fee(550_000, 660_000), 90: fee(630_000, 750_000), 120: fee(790_000, 950_000) },
  },
  middle: {
    1: { 60: fee(190_000, 230_000), 90: fee(230_000, 270_000), 120: fee(290_000, 350_000) },
    2: { 60: fee(320_000, 380_000), 90: fee(400_000, 480_000), 120: fee(520_000, 620_000) },
    3: { 60: fee(440_000, 530_000), 90: fee(550_000, 660_000), 120: fee(730_000, 870_000) },
  },
  elementary: {
    1: { 60: fee(170_000, 200_000), 90: null, 120: null },
    2: { 60: fee(280_000, 330_000), 90: null, 120: null },
    3: { 60: fee(380_000, 450_000), 90: null, 120: null },
  },
};

/** The one-to-one fee of a level, weekly classes and class length; null when not offered. */
export function personalClassFee(
  level: EnquiryGrade,
  weekly: PersonalClassWeekly,
  minutes: PersonalClassMinutes,
): PublicFee | null {
  return PERSONAL_CLASS_FEES[level][weekly][minutes];
}

/**
 * Individual-pace class (screens.md §9): middle school only, 120-minute classes, a weekend test
 * hour included in the weekly hours. The spec gives one monthly figure per row, no list price.
 */
export const INDIVIDUAL_PACE_LEVEL = 'middle' as const satisfies EnquiryGrade;
export const INDIVIDUAL_PACE_CLASS_MINUTES = 120;
/** The weekend test hour, in hours ("weekend test hour included"). */
export const INDIVIDUAL_PACE_TEST_HOURS = 1;

export interface IndividualPaceFee {
  readonly weeklyClasses: number;
  /** Hours a week, the weekend test hour included, as the spec states them. */
  readonly weeklyHours: number;
  /** The monthly fee in won. */
  readonly fee: number;
}

/** "twice a week 400,000 (5 hours), three times 550,000 (7 hours), four times 680,000 (9 hours)" */
export const INDIVIDUAL_PACE_FEES: readonly IndividualPaceFee[] = [
  { weeklyClasses: 2, weeklyHours: 5, fee: 400_000 },
  { weeklyClasses: 3, weeklyHours: 7, fee: 550_000 },
  { weeklyClasses: 4, weeklyHours: 9, fee: 680_000 },
];

/** Group discount (screens.md §9 "2 people 20%, 3 or more 30%"), by the smallest group it fits. */
export const GROUP_DISCOUNTS = [
  { people: 2, percent: 20 },
  { people: 3, percent: 30 },
] as const;

/** The group discount in percent for a class of `people` students: 0 for one alone. */
export function groupDiscountPercent(people: number): number {
  if (!Number.isInteger(people) || people < 1) {
    throw new RangeError(`A class has a whole number of students, at least one: ${people}`);
  }
  return GROUP_DISCOUNTS.findLast((discount) => people >= discount.people)?.percent ?? 0;
}

/**
 * Each student's monthly fee in a group of `people`: `fee` (the charged, discounted price)
 * less the group discount. assumed: the discount applies to each student's charged fee, not to
 * the list price, and a fraction of a won is dropped (rounded down, in the family's favour); with
 * the spec's figures, all multiples of 10,000 won, no fraction arises.
 */
export function groupFee(fee: number, people: number): number {
  if (!Number.isSafeInteger(fee) || fee < 0) {
    throw new RangeError(`A fee is a whole number of won: ${fee}`);
  }
  // Integer arithmetic first: fee * (100 - percent) is exact, and one division rounds once.
  return Math.floor((fee * (100 - groupDiscountPercent(people))) / 100);
}
