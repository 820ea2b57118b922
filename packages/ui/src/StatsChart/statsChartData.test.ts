import {
  findKeyParityFaults,
  type Locale,
  type TextParams,
  textParamNames,
  translate,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { statsChartTexts } from '../i18n/texts/statsChart.ts';
import { dailyOpenClassData, openClassSeries } from './statsChart.fixture.ts';
import {
  type ChartTranslate,
  computeSummary,
  dayLabel,
  entryIndex,
  figureOf,
  hasFigures,
  isFutureKey,
  movedIndex,
  type StatsChartDatum,
  seriesStats,
  valueScale,
} from './statsChartData.ts';

const tIn =
  (locale: Locale): ChartTranslate =>
  (key, params?: TextParams) =>
    translate(statsChartTexts, locale, key, params);
const en = tIn('en');
const ko = tIn('ko');
const enNumber = new Intl.NumberFormat('en').format;
const koNumber = new Intl.NumberFormat('ko').format;

const series = [
  { key: 'total', label: 'Total' },
  { key: 'class', label: 'Class' },
  { key: 'task', label: 'Homework' },
];
const day = (
  key: string,
  label: string,
  total: number | null,
  cls: number | null,
  task: number | null,
): StatsChartDatum => ({
  key,
  label,
  values: { total, class: cls, task },
});
const month = [
  day('2026-11-01', '11.01', 5, 3, 2),
  day('2026-11-02', '11.02', 9, 6, 3),
  day('2026-11-03', '11.03', 12, 8, 4),
  day('2026-11-04', '11.04', 12, 7, 5),
  day('2026-11-05', '11.05', 1200, 1000, 200),
  day('2026-11-06', '11.06', null, null, null),
];

describe('StatsChart texts', () => {
  it('have a Korean and an English text for every key, asking for the same params', () => {
    expect(findKeyParityFaults(statsChartTexts)).toEqual([]);
    for (const [key, text] of Object.entries(statsChartTexts.en)) {
      const korean = (statsChartTexts.ko as Record<string, string>)[key] ?? '';
      expect(textParamNames(korean), key).toEqual(textParamNames(text));
    }
  });

  it('put no Korean particle straight after a value (its form depends on the value)', () => {
    const particleAfterValue =
      /\{\s*\w+\s*(?:,\s*(?:number|currency)\s*)?\}(?:이|가|을|를|은|는|으로|로|과|와)(?![\uac00-\ud7a3])/;
    for (const [key, text] of Object.entries(statsChartTexts.ko)) {
      expect(particleAfterValue.test(text), key).toBe(false);
    }
  });
});

describe('future days', () => {
  it('are the days from futureFrom on, by ISO key', () => {
    expect(isFutureKey('2026-11-22', '2026-11-22')).toBe(true);
    expect(isFutureKey('2026-11-30', '2026-11-22')).toBe(true);
    expect(isFutureKey('2026-11-21', '2026-11-22')).toBe(false);
    expect(isFutureKey('2026-12-01', '2026-11-22')).toBe(true);
    expect(isFutureKey('2027-01-01', '2026-12-31')).toBe(true);
  });

  it('are none without futureFrom', () => {
    expect(isFutureKey('2099-01-01', undefined)).toBe(false);
    expect(isFutureKey('2099-01-01', '')).toBe(false);
  });

  it('leave the current month of a monthly chart alone, and take the next one', () => {
    expect(isFutureKey('2026-11', '2026-11-22')).toBe(false);
    expect(isFutureKey('2026-12', '2026-11-22')).toBe(true);
    expect(isFutureKey('2026-12', '2026-12')).toBe(true);
  });
});

describe('figures', () => {
  it('read a number, and null for a missing, null or non-finite value', () => {
    expect(figureOf(month[0] as StatsChartDatum, 'total')).toBe(5);
    expect(figureOf(month[5] as StatsChartDatum, 'total')).toBeNull();
    expect(figureOf({ key: 'k', label: 'l', values: {} }, 'total')).toBeNull();
    expect(figureOf({ key: 'k', label: 'l', values: { total: Number.NaN } }, 'total')).toBeNull();
  });

  it('are there when any day of any series has one, zero included', () => {
    expect(hasFigures(month, series)).toBe(true);
    expect(hasFigures([month[5] as StatsChartDatum], series)).toBe(false);
    expect(hasFigures([], series)).toBe(false);
    expect(hasFigures([day('a', 'a', 0, null, null)], series)).toBe(true);
  });

  it('give a series its first peak, sum and days with a figure', () => {
    const stats = seriesStats(month.slice(0, 4), series[0] as (typeof series)[0]);
    expect(stats.peak?.value).toBe(12);
    expect(stats.peak?.datum.key).toBe('2026-11-03');
    expect(stats.sum).toBe(38);
    expect(stats.days).toBe(4);
  });
});

describe('the summary', () => {
  it('names the first series’ peak, its day and its sum (English)', () => {
    expect(computeSummary({ data: month.slice(0, 4), series, format: enNumber, t: en })).toBe(
      'Peak: 12 on 11.03 (Total). Sum 38.',
    );
  });

  it('says the same in Korean, with the locale’s number format', () => {
    expect(computeSummary({ data: month, series, format: koNumber, t: ko })).toBe(
      '최고: 11.05 1,200 (Total). 합계 1,238.',
    );
  });

  it('uses the given value format (e.g. a unit)', () => {
    expect(
      computeSummary({
        data: month.slice(0, 3),
        series,
        format: (value) => `${value}명`,
        t: ko,
      }),
    ).toBe('최고: 11.03 12명 (Total). 합계 26명.');
  });

  it('adds the limit, and on how many days the series went over it', () => {
    const limit = { value: 10, label: 'Licence limit' };
    expect(computeSummary({ data: month, series, limit, format: enNumber, t: en })).toBe(
      'Peak: 1,200 on 11.05 (Total). Sum 1,238. Licence limit: 10, exceeded on 3 days.',
    );
    expect(
      computeSummary({ data: month.slice(0, 1), series, limit, format: enNumber, t: en }),
    ).toBe('Peak: 5 on 11.01 (Total). Sum 5. Licence limit: 10.');
    expect(
      computeSummary({
        data: month.slice(0, 3),
        series,
        limit: { value: 11, label: '라이선스 한도' },
        format: koNumber,
        t: ko,
      }),
    ).toBe('최고: 11.03 12 (Total). 합계 26. 라이선스 한도: 11, 초과한 날 1일.');
  });

  it('takes the next series when the first has no figure, and is null with none at all', () => {
    const data = [day('a', '1', null, 4, 1), day('b', '2', null, 6, 2)];
    expect(computeSummary({ data, series, format: enNumber, t: en })).toBe(
      'Peak: 6 on 2 (Class). Sum 10.',
    );
    expect(
      computeSummary({ data: [month[5] as StatsChartDatum], series, format: enNumber, t: en }),
    ).toBeNull();
  });

  it('keeps the first day of a tied peak', () => {
    const stats = seriesStats(month.slice(2, 4), series[0] as (typeof series)[0]);
    expect(stats.peak?.datum.label).toBe('11.03');
  });
});

describe('a day’s accessible name', () => {
  it('says the day and every series’ figure', () => {
    expect(dayLabel(month[2] as StatsChartDatum, series, enNumber, en)).toBe(
      '11.03: Total 12, Class 8, Homework 4',
    );
    expect(dayLabel(month[4] as StatsChartDatum, series, koNumber, ko)).toBe(
      '11.05: Total 1,200, Class 1,000, Homework 200',
    );
  });

  it('says when a day has no figures yet, or a series has none', () => {
    expect(dayLabel(month[5] as StatsChartDatum, series, enNumber, en)).toBe(
      '11.06: no figures yet',
    );
    expect(dayLabel(month[5] as StatsChartDatum, series, koNumber, ko)).toBe(
      '11.06: 아직 통계 없음',
    );
    expect(dayLabel(day('k', '7', 3, null, 0), series, enNumber, en)).toBe(
      '7: Total 3, Class no figure, Homework 0',
    );
  });
});

describe('the value axis', () => {
  it('runs from 0 to a round value at or above the peak, in whole steps for counts', () => {
    expect(valueScale(month.slice(0, 4), series)).toEqual({
      domain: [0, 15],
      ticks: [0, 5, 10, 15],
    });
    const scale = valueScale(month, series);
    expect(scale.domain).toEqual([0, 1500]);
    expect(scale.ticks).toEqual([0, 500, 1000, 1500]);
  });

  it('takes the limit in, so the line is always drawn', () => {
    const scale = valueScale(month.slice(0, 2), series, 40);
    expect(scale.domain[1]).toBeGreaterThanOrEqual(40);
    expect(scale.ticks.at(-1)).toBe(scale.domain[1]);
  });

  it('never steps by a fraction for counts, and handles all zeros and fractions', () => {
    const small = valueScale([day('a', '1', 1, 0, 0), day('b', '2', 2, 1, 1)], series);
    expect(small.ticks.every(Number.isInteger)).toBe(true);
    expect(small.ticks[0]).toBe(0);
    expect(valueScale([day('a', '1', 0, 0, 0)], series)).toEqual({ domain: [0, 1], ticks: [0, 1] });
    const fractions = valueScale([day('a', '1', 0.3, 0.1, 0.2)], series);
    expect(fractions.ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('goes below 0 for negative figures', () => {
    const scale = valueScale([day('a', '1', -4, 2, 0), day('b', '2', 9, 1, 1)], series);
    expect(scale.domain[0]).toBeLessThanOrEqual(-4);
    expect(scale.ticks).toContain(0);
  });

  it('covers a year of generated figures', () => {
    const year = dailyOpenClassData({ from: '2026-01-01', days: 365 });
    const scale = valueScale(year, openClassSeries('en'));
    const peak = Math.max(...year.map((d) => d.values.total ?? 0));
    expect(scale.domain[1]).toBeGreaterThanOrEqual(peak);
    expect(scale.ticks.length).toBeLessThanOrEqual(7);
  });
});

describe('the keyboard in the row of days', () => {
  it('enters on the selected day, else the first', () => {
    expect(entryIndex(month, '2026-11-03')).toBe(2);
    expect(entryIndex(month, '2020-01-01')).toBe(0);
    expect(entryIndex(month)).toBe(0);
  });

  it('moves one day with the arrows, to the ends with Home and End, and stops there', () => {
    expect(movedIndex(2, 'ArrowRight', 6)).toBe(3);
    expect(movedIndex(2, 'ArrowLeft', 6)).toBe(1);
    expect(movedIndex(0, 'ArrowLeft', 6)).toBe(0);
    expect(movedIndex(5, 'ArrowRight', 6)).toBe(5);
    expect(movedIndex(3, 'Home', 6)).toBe(0);
    expect(movedIndex(3, 'End', 6)).toBe(5);
  });

  it('leaves every other key to the buttons', () => {
    expect(movedIndex(2, 'Enter', 6)).toBeNull();
    expect(movedIndex(2, ' ', 6)).toBeNull();
    expect(movedIndex(2, 'ArrowDown', 6)).toBeNull();
    expect(movedIndex(0, 'End', 0)).toBeNull();
  });
});
