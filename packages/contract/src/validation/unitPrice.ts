import { formatWireDate, parseWireDate } from '../dates/wire.ts';
import { isDigitsOnly } from './contact.ts';
import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';

/** The fields of a unit price that decide overlaps (foundation.md §3 "Unit price"). */
export interface UnitPricePeriod {
  /** Absent for a price not saved yet. */
  priceIdx?: number | null;
  userIdx: number;
  /** The classroom; absent, null or '' for a price of every classroom. */
  roomCode?: string | null;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`; absent, null or '' for an open-ended price. */
  endDate?: string | null;
}

const OPEN_END = '9999-12-31';

/**
 * Whether two unit prices overlap (foundation.md §5 "Unit price periods must not overlap";
 * WB-400-309). assumed, per issue 3: an overlap is per user and classroom; a price without a
 * classroom overlaps every classroom; an absent end date is open-ended; dates are inclusive
 * (a price ending 03-31 and one starting 03-31 overlap). A price never overlaps itself (same
 * priceIdx), so a modified price can be checked against the saved list.
 */
export function unitPricesOverlap(a: UnitPricePeriod, b: UnitPricePeriod): boolean {
  if (a.priceIdx != null && a.priceIdx === b.priceIdx) return false;
  if (a.userIdx !== b.userIdx) return false;
  const roomA = a.roomCode || null;
  const roomB = b.roomCode || null;
  if (roomA !== null && roomB !== null && roomA !== roomB) return false;
  // YYYY-MM-DD strings compare like the dates they name.
  const endA = a.endDate || OPEN_END;
  const endB = b.endDate || OPEN_END;
  return a.startDate <= endB && b.startDate <= endA;
}

/** The first saved price the candidate overlaps, or null. */
export function findOverlappingUnitPrice<T extends UnitPricePeriod>(
  candidate: UnitPricePeriod,
  saved: readonly T[],
): T | null {
  return saved.find((price) => unitPricesOverlap(candidate, price)) ?? null;
}

export type UnitPriceFaults = Partial<Record<'price' | 'startDate' | 'endDate', ValidationFault>>;

/**
 * The unit price form, screens.md §5: "digits only, > 0, start date required and not before
 * today, end not before start, classroom optional". `today` is a parameter to keep it pure.
 * assumed: the "not before today" rule holds for new prices only (`isNew`), since a saved price
 * that began last month must stay editable.
 */
export function validateUnitPrice(input: {
  price: string;
  startDate: string;
  endDate?: string | null;
  today: Date;
  isNew: boolean;
}): UnitPriceFaults {
  const faults: UnitPriceFaults = {};
  if (input.price === '') faults.price = validationFault('valid.required');
  else if (!isDigitsOnly(input.price)) faults.price = validationFault('valid.numberOnly');
  else if (Number(input.price) <= 0) faults.price = validationFault('valid.positiveNumber');

  const start = parseWireDate(input.startDate);
  if (!start) faults.startDate = validationFault('valid.required');
  else if (input.isNew && input.startDate < formatWireDate(input.today)) {
    faults.startDate = validationFault('valid.startBeforeToday');
  }
  if (input.endDate) {
    if (!parseWireDate(input.endDate)) faults.endDate = validationFault('valid.dateOrder');
    else if (start && input.endDate < input.startDate)
      faults.endDate = validationFault('valid.dateOrder');
  }
  return faults;
}

/** screens.md §5: "Fee amount digits only, max 9 digits". */
export function validateFeeAmount(amount: string): ValidationFault | null {
  if (amount === '') return validationFault('valid.required');
  if (!isDigitsOnly(amount)) return validationFault('valid.numberOnly');
  return amount.length > LIMITS.FEE_DIGITS_MAX
    ? validationFault('valid.maxDigits', { max: LIMITS.FEE_DIGITS_MAX })
    : null;
}
