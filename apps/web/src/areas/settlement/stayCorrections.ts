import type { FeeRow } from '@platform/contract';
import { secondsBetween } from '../history/logSearch.ts';

/**
 * One stay of a student in a class, as the fee row's entry and exit history gives it, or as a
 * manager corrects it in manage mode (issue 21 item 6: "entry and exit times use the time
 * input"). Wire datetimes; '' where the time input is not complete.
 */
export interface Stay {
  joinDatetime: string;
  quitDatetime: string;
}

/** Why a corrected stay cannot be applied, as a text key; null when it can. */
export type StayFault = 'settlement.times.incomplete' | 'settlement.times.exitBeforeEntry';

/** The stays a fee row records, in order. */
export const recordedStays = (row: FeeRow): Stay[] =>
  (row.logMeetUser?.logMeetUserJoinList ?? []).map((stay) => ({
    joinDatetime: stay.joinDatetime ?? '',
    quitDatetime: stay.quitDatetime ?? '',
  }));

export function stayFault(stay: Stay): StayFault | null {
  const seconds = secondsBetween(stay.joinDatetime, stay.quitDatetime);
  if (seconds === null) return 'settlement.times.incomplete';
  return stay.quitDatetime < stay.joinDatetime ? 'settlement.times.exitBeforeEntry' : null;
}

/** The time in class of the stays: what the complete ones add up to. */
export const secondsOfStays = (stays: readonly Stay[]) =>
  stays.reduce((sum, stay) => sum + (secondsBetween(stay.joinDatetime, stay.quitDatetime) ?? 0), 0);

/**
 * The amount the corrected time is worth, or null when the row does not say (no unit price, or
 * no class length). assumed: the spec saves only an amount (logMeetFee.SAVE), so a correction of
 * the times reaches the server as the amount it works out to: the unit price for the whole
 * class, in proportion to the time in class below that, rounded to the won.
 */
export function amountForTime(row: FeeRow, seconds: number): number | null {
  const price = row.price?.price;
  const classSeconds = secondsBetween(row.startDatetime, row.endDatetime);
  if (price == null || !classSeconds) return null;
  return Math.round(price * Math.min(1, seconds / classSeconds));
}
