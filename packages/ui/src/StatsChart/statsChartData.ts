// The pure part of StatsChart: what the chart says in words (the summary, a day's accessible
// name), which days have no figures yet, the value axis, and where the arrow keys go. No React,
// no recharts: unit-tested on their own, and shared by the chart, its table and its stories.
import type { TextParams } from '@platform/contract';
import type { StatsChartTextKey } from '../i18n/texts/statsChart.ts';

export interface StatsChartSeries {
  key: string;
  label: string;
}

export interface StatsChartDatum {
  /** e.g. '2026-11-03' (or '2026-11' for a month): unique in the chart, ISO so that it sorts. */
  key: string;
  /** The axis label, e.g. '3' or '11.03'. */
  label: string;
  /** By series key; null = no figure (a future day). */
  values: Record<string, number | null>;
}

export interface StatsChartLimit {
  value: number;
  label: string;
}

/** The chart's texts in the current locale (the ui `t`, narrowed to the chart's keys). */
export type ChartTranslate = (key: StatsChartTextKey, params?: TextParams) => string;
export type FormatValue = (value: number) => string;

/** At most this many series: one colour, dash pattern and dot shape each (chart.series.1-4). */
export const MAX_SERIES = 4;

/** A figure, or null for none (a missing key, null, or a number that is not finite). */
export function figureOf(datum: StatsChartDatum, seriesKey: string): number | null {
  const value = datum.values[seriesKey];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Whether a day has no figures yet: its key is `futureFrom` or later. Keys compare as strings,
 * which orders ISO dates ('2026-11-03') and months ('2026-11') correctly as long as the data and
 * `futureFrom` use the same form; a month is not "future" for a day inside it ('2026-11' comes
 * before '2026-11-22'), since that month already has figures.
 */
export function isFutureKey(key: string, futureFrom: string | undefined): boolean {
  return futureFrom !== undefined && futureFrom !== '' && key >= futureFrom;
}

/** Whether any day has a figure in any series: without one the chart shows its empty state. */
export function hasFigures(
  data: readonly StatsChartDatum[],
  series: readonly StatsChartSeries[],
): boolean {
  return data.some((datum) => series.some((s) => figureOf(datum, s.key) !== null));
}

export interface SeriesStats {
  series: StatsChartSeries;
  /** The highest figure and the first day it was reached on; null when the series has none. */
  peak: { value: number; datum: StatsChartDatum } | null;
  sum: number;
  /** Days with a figure. */
  days: number;
}

export function seriesStats(
  data: readonly StatsChartDatum[],
  series: StatsChartSeries,
): SeriesStats {
  let peak: SeriesStats['peak'] = null;
  let sum = 0;
  let days = 0;
  for (const datum of data) {
    const value = figureOf(datum, series.key);
    if (value === null) continue;
    sum += value;
    days += 1;
    if (peak === null || value > peak.value) peak = { value, datum };
  }
  return { series, peak, sum, days };
}

/**
 * The one-line summary read with the chart: the peak of the first series that has figures, with
 * its day, and that series' sum ("Peak: 12 on 11.03 (Total). Sum 154."); then the limit, and on
 * how many days the same series went over it. Null when no series has a figure.
 */
export function computeSummary({
  data,
  series,
  limit,
  format,
  t,
}: {
  data: readonly StatsChartDatum[];
  series: readonly StatsChartSeries[];
  limit?: StatsChartLimit | undefined;
  format: FormatValue;
  t: ChartTranslate;
}): string | null {
  for (const one of series) {
    const stats = seriesStats(data, one);
    if (!stats.peak) continue;
    const parts = [
      t('statsChart.summary', {
        peak: format(stats.peak.value),
        day: stats.peak.datum.label,
        series: one.label,
        sum: format(stats.sum),
      }),
    ];
    if (limit) {
      const over = data.filter((datum) => (figureOf(datum, one.key) ?? -Infinity) > limit.value);
      parts.push(
        over.length > 0
          ? t('statsChart.summaryLimitExceeded', {
              label: limit.label,
              value: format(limit.value),
              count: over.length,
            })
          : t('statsChart.summaryLimit', { label: limit.label, value: format(limit.value) }),
      );
    }
    return parts.join(' ');
  }
  return null;
}

/**
 * The accessible name of a day's button: "11.03: Total 12, Class 8, Homework 4"; a day without
 * any figure says so ("11.25: no figures yet"), a single missing figure says "no figure".
 */
export function dayLabel(
  datum: StatsChartDatum,
  series: readonly StatsChartSeries[],
  format: FormatValue,
  t: ChartTranslate,
): string {
  const figures = series.map((s) => figureOf(datum, s.key));
  if (figures.every((value) => value === null)) {
    return t('statsChart.day', { day: datum.label, values: t('statsChart.noFigures') });
  }
  const values = series
    .map((s, i) => {
      const value = figures[i];
      return t('statsChart.seriesValue', {
        series: s.label,
        value: value === null || value === undefined ? t('statsChart.noValue') : format(value),
      });
    })
    .join(', ');
  return t('statsChart.day', { day: datum.label, values });
}

export interface ValueScale {
  /** [lowest, highest] of the value axis; 0 is always inside. */
  domain: [number, number];
  /** Evenly spaced round values from the lowest to the highest, both included. */
  ticks: number[];
}

/** 1, 2, 2.5, 5 or 10 times a power of ten, at least `raw`; whole numbers only if asked. */
function niceStep(raw: number, integers: boolean): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const steps = integers && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const nice = (steps.find((step) => fraction <= step + 1e-9) ?? 10) * power;
  return integers ? Math.max(1, Math.round(nice)) : nice;
}

/**
 * The value axis of the figures and the limit: from 0 (or the lowest negative figure) to a round
 * value at or above the highest, in about `tickCount` round steps; whole-number steps when every
 * figure is a whole number (counts of users and classes).
 */
export function valueScale(
  data: readonly StatsChartDatum[],
  series: readonly StatsChartSeries[],
  limitValue?: number,
  tickCount = 5,
): ValueScale {
  const limit = limitValue !== undefined && Number.isFinite(limitValue) ? limitValue : undefined;
  let low = 0;
  let high = limit === undefined ? 0 : Math.max(0, limit);
  let integers = limit === undefined || Number.isInteger(limit);
  for (const datum of data) {
    for (const s of series) {
      const value = figureOf(datum, s.key);
      if (value === null) continue;
      if (value > high) high = value;
      if (value < low) low = value;
      if (!Number.isInteger(value)) integers = false;
    }
  }
  if (high === low) high = low + 1;
  const step = niceStep((high - low) / Math.max(1, tickCount - 1), integers);
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded against floating point drift (0.1 + 0.2).
  for (let i = 0; start + i * step <= end + step / 1e6; i += 1) {
    ticks.push(Number((start + i * step).toPrecision(12)));
  }
  return { domain: [start, end], ticks };
}

/**
 * The day that Tab enters the row of days on: the selected one if it is shown, else the first.
 */
export function entryIndex(data: readonly StatsChartDatum[], selectedKey?: string): number {
  if (selectedKey === undefined) return 0;
  const index = data.findIndex((datum) => datum.key === selectedKey);
  return index < 0 ? 0 : index;
}

/**
 * Where a key moves the focus in the row of days (ArrowLeft/Right one day, Home/End the first and
 * last); null for any other key, which the buttons handle themselves (Enter, Space, Tab).
 */
export function movedIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
