// Generated statistics for the stories, the tests and the benchmark: deterministic (a seeded
// generator), shaped like the spec's open-class chart (lines total, class, homework).
import type { StatsChartDatum, StatsChartSeries } from './statsChartData.ts';

/** A small linear congruential generator: the same numbers on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a date in UTC (no time zone can move a day). */
export const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const openClassSeries = (locale: 'ko' | 'en'): StatsChartSeries[] =>
  locale === 'en'
    ? [
        { key: 'total', label: 'Total' },
        { key: 'class', label: 'Class' },
        { key: 'task', label: 'Homework' },
      ]
    : [
        { key: 'total', label: '전체' },
        { key: 'class', label: '수업' },
        { key: 'task', label: '과제' },
      ];

export interface DailyOptions {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  days: number;
  /** Days from this key on have no figures (null). */
  futureFrom?: string;
  seed?: number;
  /** The axis label of a day: the day of the month unless told. */
  label?: (date: Date) => string;
}

/** Daily figures of the three open-class series: total = class + homework. */
export function dailyOpenClassData({
  from,
  days,
  futureFrom,
  seed = 7,
  label = (date) => String(date.getUTCDate()),
}: DailyOptions): StatsChartDatum[] {
  const random = seeded(seed);
  const start = new Date(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000);
    const key = isoDay(date);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const future = futureFrom !== undefined && key >= futureFrom;
    const classes = Math.round((weekend ? 1 : 6) + random() * (weekend ? 2 : 5));
    const homework = Math.round((weekend ? 0 : 2) + random() * 4);
    return {
      key,
      label: label(date),
      values: future
        ? { total: null, class: null, task: null }
        : { total: classes + homework, class: classes, task: homework },
    };
  });
}

/** 'MM.DD': the axis label of a day in a chart over several months. */
export const monthDayLabel = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
