import { describe, expect, it } from 'vitest';
import { chartDays, dayLabel, daysOfMonth, monthBounds } from './statisticsDays.ts';

describe('statistics days', () => {
  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30');
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(() => daysOfMonth('2026-13x')).toThrow(RangeError);
  });

  it('labels a day in the short form of the current year', () => {
    expect(dayLabel('2026-11-03')).toBe('11.03');
  });

  it('fills past days without a row with 0 and leaves today and later without figures', () => {
    const now = new Date(2026, 10, 3, 9, 30);
    const rows = [
      { logDate: '2026-11-01', total: 5, cls: 3 },
      // today's row, if the server sent one, is not shown: its figures appear tomorrow
      { logDate: '2026-11-03', total: 9, cls: 9 },
    ];
    const days = chartDays(
      '2026-11',
      rows,
      ['total', 'class'],
      (row) => ({ total: row.total, class: row.cls }),
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({
      key: '2026-11-01',
      label: '11.01',
      values: { total: 5, class: 3 },
    });
    expect(days[1]?.values).toEqual({ total: 0, class: 0 });
    expect(days[2]?.values).toEqual({ total: null, class: null });
    expect(days[29]?.values).toEqual({ total: null, class: null });
  });

  it('reads a row whose logDate carries a time', () => {
    const days = chartDays(
      '2026-10',
      [{ logDate: '2026-10-05 00:00:00', n: 4 }],
      ['n'],
      (row) => ({ n: row.n }),
      new Date(2026, 10, 3),
    );
    expect(days[4]?.values).toEqual({ n: 4 });
  });
});
