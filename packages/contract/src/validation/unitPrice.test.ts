import { describe, expect, it } from 'vitest';
import {
  findOverlappingUnitPrice,
  type UnitPricePeriod,
  unitPricesOverlap,
  validateFeeAmount,
  validateUnitPrice,
} from './unitPrice.ts';

const price = (fields: Partial<UnitPricePeriod>): UnitPricePeriod => ({
  userIdx: 1,
  roomCode: 'R1',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  ...fields,
});

describe('unitPricesOverlap (foundation.md §5, assumed rules of issue 3)', () => {
  it('overlaps for the same user and classroom', () => {
    expect(
      unitPricesOverlap(price({}), price({ startDate: '2026-03-15', endDate: '2026-04-15' })),
    ).toBe(true);
  });
  it('treats dates as inclusive', () => {
    expect(unitPricesOverlap(price({}), price({ startDate: '2026-03-31', endDate: null }))).toBe(
      true,
    );
    expect(unitPricesOverlap(price({}), price({ startDate: '2026-04-01', endDate: null }))).toBe(
      false,
    );
  });
  it('is per user', () => {
    expect(unitPricesOverlap(price({}), price({ userIdx: 2 }))).toBe(false);
  });
  it('is per classroom, but a price without one overlaps every classroom', () => {
    expect(unitPricesOverlap(price({}), price({ roomCode: 'R2' }))).toBe(false);
    expect(unitPricesOverlap(price({}), price({ roomCode: null }))).toBe(true);
    expect(unitPricesOverlap(price({ roomCode: '' }), price({ roomCode: 'R2' }))).toBe(true);
  });
  it('treats an absent end date as open-ended', () => {
    const open = price({ startDate: '2020-01-01', endDate: undefined });
    expect(unitPricesOverlap(open, price({ startDate: '2030-01-01', endDate: '2030-01-31' }))).toBe(
      true,
    );
    expect(
      unitPricesOverlap(price({ endDate: '' }), price({ startDate: '2029-12-01', endDate: null })),
    ).toBe(true);
  });
  it('never overlaps itself', () => {
    expect(unitPricesOverlap(price({ priceIdx: 7 }), price({ priceIdx: 7 }))).toBe(false);
    expect(unitPricesOverlap(price({ priceIdx: 7 }), price({ priceIdx: 8 }))).toBe(true);
  });
  it('finds the first overlapping saved price', () => {
    const saved = [
      price({ priceIdx: 1, roomCode: 'R2' }),
      price({ priceIdx: 2, startDate: '2026-03-20', endDate: '2026-05-01' }),
    ];
    expect(findOverlappingUnitPrice(price({}), saved)?.priceIdx).toBe(2);
    expect(
      findOverlappingUnitPrice(price({ startDate: '2027-01-01', endDate: null }), saved),
    ).toBeNull();
  });
});

describe('validateUnitPrice (screens.md §5)', () => {
  const today = new Date(2026, 2, 10);
  const base = { price: '30000', startDate: '2026-03-10', endDate: null, today, isNew: true };
  it('accepts a good price', () => {
    expect(validateUnitPrice(base)).toEqual({});
  });
  it('wants digits above 0', () => {
    expect(validateUnitPrice({ ...base, price: '' }).price).toEqual({ key: 'valid.required' });
    expect(validateUnitPrice({ ...base, price: '3,000' }).price).toEqual({
      key: 'valid.numberOnly',
    });
    expect(validateUnitPrice({ ...base, price: '0' }).price).toEqual({
      key: 'valid.positiveNumber',
    });
  });
  it('wants a start from today for a new price', () => {
    expect(validateUnitPrice({ ...base, startDate: '' }).startDate).toEqual({
      key: 'valid.required',
    });
    expect(validateUnitPrice({ ...base, startDate: '2026-03-09' }).startDate).toEqual({
      key: 'valid.startBeforeToday',
    });
    expect(validateUnitPrice({ ...base, startDate: '2026-03-09', isNew: false })).toEqual({});
  });
  it('wants the end not before the start', () => {
    expect(validateUnitPrice({ ...base, endDate: '2026-03-09' }).endDate).toEqual({
      key: 'valid.dateOrder',
    });
    expect(validateUnitPrice({ ...base, endDate: '2026-03-10' })).toEqual({});
  });
});

describe('validateFeeAmount (screens.md §5)', () => {
  it('digits only, at most 9', () => {
    expect(validateFeeAmount('999999999')).toBeNull();
    expect(validateFeeAmount('1000000000')).toEqual({ key: 'valid.maxDigits', params: { max: 9 } });
    expect(validateFeeAmount('12a')).toEqual({ key: 'valid.numberOnly' });
    expect(validateFeeAmount('')).toEqual({ key: 'valid.required' });
  });
});
