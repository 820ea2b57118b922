import { describe, expect, it } from 'vitest';
import { LIMITS } from '../validation/limits.ts';
import {
  GROUP_DISCOUNTS,
  groupDiscountPercent,
  groupFee,
  INDIVIDUAL_PACE_CLASS_MINUTES,
  INDIVIDUAL_PACE_FEES,
  INDIVIDUAL_PACE_LEVEL,
  INDIVIDUAL_PACE_TEST_HOURS,
  PERSONAL_CLASS_FEES,
  PERSONAL_CLASS_LEVELS,
  PERSONAL_CLASS_MINUTES,
  PERSONAL_CLASS_WEEKLY,
  personalClassFee,
} from './publicFees.ts';

/**
 * screens.md §9 "Public fees (monthly, KRW; discounted / list)", typed here again from the spec,
 * cell by cell, as the spec writes it: level, frequency, then 60 / 90 / 120 minutes.
 */
const SPEC_TABLE = `
| High school | once a week | 210,000 / 250,000 | 250,000 / 300,000 | 300,000 / 360,000 |
| High school | twice | 400,000 / 480,000 | 440,000 / 530,000 | 540,000 / 650,000 |
| High school | three times | 550,000 / 660,000 | 630,000 / 750,000 | 790,000 / 950,000 |
| Middle school | once | 190,000 / 230,000 | 230,000 / 270,000 | 290,000 / 350,000 |
| Middle school | twice | 320,000 / 380,000 | 400,000 / 480,000 | 520,000 / 620,000 |
| Middle school | three times | 440,000 / 530,000 | 550,000 / 660,000 | 730,000 / 870,000 |
`;

const LEVEL = { 'High school': 'high', 'Middle school': 'middle' } as const;
const WEEKLY = { 'once a week': 1, once: 1, twice: 2, 'three times': 3 } as const;
const won = (text: string) => Number(text.replaceAll(',', ''));

const specRows = SPEC_TABLE.trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, level = '', weekly = '', ...cells]) => ({
    level: LEVEL[level as keyof typeof LEVEL],
    weekly: WEEKLY[weekly as keyof typeof WEEKLY],
    cells: cells
      .filter((cell) => cell !== '')
      .map((cell) => {
        const [discounted = '', list = ''] = cell.split(' / ');
        return { discounted: won(discounted), list: won(list) };
      }),
  }));

describe('one-to-one class fees (screens.md §9)', () => {
  it('reads the six rows of the spec’s table', () => {
    expect(specRows).toHaveLength(6);
    for (const row of specRows) {
      expect(row.level).toBeDefined();
      expect(row.weekly).toBeDefined();
      expect(row.cells).toHaveLength(3);
    }
  });

  it.each(
    specRows.flatMap((row) =>
      PERSONAL_CLASS_MINUTES.map((minutes, column) => ({
        ...row,
        minutes,
        expected: row.cells[column],
      })),
    ),
  )(
    '$level, $weekly a week, $minutes minutes: $expected.discounted / $expected.list',
    ({ level, weekly, minutes, expected }) => {
      expect(personalClassFee(level, weekly, minutes)).toEqual(expected);
    },
  );

  it('pins the high and middle school figures one by one', () => {
    expect(PERSONAL_CLASS_FEES.high).toEqual({
      1: {
        60: { discounted: 210000, list: 250000 },
        90: { discounted: 250000, list: 300000 },
        120: { discounted: 300000, list: 360000 },
      },
      2: {
        60: { discounted: 400000, list: 480000 },
        90: { discounted: 440000, list: 530000 },
        120: { discounted: 540000, list: 650000 },
      },
      3: {
        60: { discounted: 550000, list: 660000 },
        90: { discounted: 630000, list: 750000 },
        120: { discounted: 790000, list: 950000 },
      },
    });
    expect(PERSONAL_CLASS_FEES.middle).toEqual({
      1: {
        60: { discounted: 190000, list: 230000 },
        90: { discounted: 230000, list: 270000 },
        120: { discounted: 290000, list: 350000 },
      },
      2: {
        60: { discounted: 320000, list: 380000 },
        90: { discounted: 400000, list: 480000 },
        120: { discounted: 520000, list: 620000 },
      },
      3: {
        60: { discounted: 440000, list: 530000 },
        90: { discounted: 550000, list: 660000 },
        120: { discounted: 730000, list: 870000 },
      },
    });
  });

  // "Elementary, 60 minutes only: 170,000 / 200,000, 280,000 / 330,000, 380,000 / 450,000 (in
  // order of weekly frequency once, twice, three times; the mapping of frequency is presumed)"
  it('elementary: 60 minutes only, once, twice and three times a week (the presumed mapping)', () => {
    expect(PERSONAL_CLASS_FEES.elementary).toEqual({
      1: { 60: { discounted: 170000, list: 200000 }, 90: null, 120: null },
      2: { 60: { discounted: 280000, list: 330000 }, 90: null, 120: null },
      3: { 60: { discounted: 380000, list: 450000 }, 90: null, 120: null },
    });
    expect(personalClassFee('elementary', 2, 90)).toBeNull();
    expect(personalClassFee('elementary', 3, 120)).toBeNull();
  });

  it('lists levels, frequencies and lengths in the spec’s order', () => {
    expect(PERSONAL_CLASS_LEVELS).toEqual(['high', 'middle', 'elementary']);
    expect(PERSONAL_CLASS_WEEKLY).toEqual([1, 2, 3]);
    expect(PERSONAL_CLASS_MINUTES).toEqual([60, 90, 120]);
  });

  it('every offered fee is cheaper than its list price', () => {
    for (const level of PERSONAL_CLASS_LEVELS) {
      for (const weekly of PERSONAL_CLASS_WEEKLY) {
        for (const minutes of PERSONAL_CLASS_MINUTES) {
          const fee = personalClassFee(level, weekly, minutes);
          if (fee) expect(fee.discounted).toBeLessThan(fee.list);
        }
      }
    }
  });

  it('elementary classes are as long as the enquiry grid makes them (§5)', () => {
    const offered = PERSONAL_CLASS_MINUTES.filter(
      (minutes) => personalClassFee('elementary', 1, minutes) !== null,
    );
    expect(offered).toEqual([LIMITS.ENQUIRY_ELEMENTARY_CLASS_MINUTES]);
  });
});

describe('individual-pace class fees (screens.md §9)', () => {
  // "Individual-pace middle school, 120-minute classes, weekend test hour included: twice a week
  // 400,000 (5 hours), three times 550,000 (7 hours), four times 680,000 (9 hours)."
  it('pins the three rows', () => {
    expect(INDIVIDUAL_PACE_FEES).toEqual([
      { weeklyClasses: 2, weeklyHours: 5, fee: 400000 },
      { weeklyClasses: 3, weeklyHours: 7, fee: 550000 },
      { weeklyClasses: 4, weeklyHours: 9, fee: 680000 },
    ]);
    expect(INDIVIDUAL_PACE_LEVEL).toBe('middle');
    expect(INDIVIDUAL_PACE_CLASS_MINUTES).toBe(120);
  });

  it('weekly hours are the classes’ two hours each plus the weekend test hour', () => {
    for (const row of INDIVIDUAL_PACE_FEES) {
      expect(row.weeklyHours).toBe(
        (row.weeklyClasses * INDIVIDUAL_PACE_CLASS_MINUTES) / 60 + INDIVIDUAL_PACE_TEST_HOURS,
      );
    }
  });

  it('offers what the enquiry allows: at least two classes a week, at most four (§5)', () => {
    const weekly = INDIVIDUAL_PACE_FEES.map((row) => row.weeklyClasses);
    expect(Math.min(...weekly)).toBe(LIMITS.ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN);
    expect(Math.max(...weekly)).toBe(LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX);
    expect(INDIVIDUAL_PACE_CLASS_MINUTES).toBe(LIMITS.ENQUIRY_CLASS_MINUTES);
  });
});

describe('group discount (screens.md §9 "2 people 20%, 3 or more 30%")', () => {
  it('pins the discounts', () => {
    expect(GROUP_DISCOUNTS).toEqual([
      { people: 2, percent: 20 },
      { people: 3, percent: 30 },
    ]);
  });

  it.each([
    [1, 0],
    [2, 20],
    [3, 30],
    [4, 30],
    [10, 30],
  ])('%i students: %i %%', (people, percent) => {
    expect(groupDiscountPercent(people)).toBe(percent);
  });

  it.each([
    [440000, 1, 440000],
    [440000, 2, 352000],
    [440000, 3, 308000],
    [440000, 5, 308000],
    [210000, 2, 168000],
    [790000, 3, 553000],
  ])('%i won for %i students is %i won each', (fee, people, each) => {
    expect(groupFee(fee, people)).toBe(each);
  });

  // 730,000 * 0.7 is 510,999.99999999994 in floating point: the helper must not drop a won there.
  it('gives the exact whole won for every fee of the tables', () => {
    for (const level of PERSONAL_CLASS_LEVELS) {
      for (const weekly of PERSONAL_CLASS_WEEKLY) {
        for (const minutes of PERSONAL_CLASS_MINUTES) {
          const fee = personalClassFee(level, weekly, minutes);
          if (!fee) continue;
          expect(groupFee(fee.discounted, 2)).toBe((fee.discounted / 10_000) * 8_000);
          expect(groupFee(fee.discounted, 3)).toBe((fee.discounted / 10_000) * 7_000);
        }
      }
    }
    expect(groupFee(730_000, 3)).toBe(511_000);
  });

  it('drops a fraction of a won (assumed rounding, down)', () => {
    expect(groupFee(12_345, 2)).toBe(9_876); // 9,876.0
    expect(groupFee(12_347, 2)).toBe(9_877); // 9,877.6
    expect(groupFee(10_001, 3)).toBe(7_000); // 7,000.7
    expect(groupFee(0, 3)).toBe(0);
  });

  it('refuses what is no class or no fee', () => {
    expect(() => groupDiscountPercent(0)).toThrow(RangeError);
    expect(() => groupDiscountPercent(1.5)).toThrow(RangeError);
    expect(() => groupFee(100_000, 0)).toThrow(RangeError);
    expect(() => groupFee(-1, 2)).toThrow(RangeError);
    expect(() => groupFee(100.5, 2)).toThrow(RangeError);
  });
});
