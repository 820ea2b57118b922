import type { FeeRow } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { feeKey, feeTotals, groupFees } from './feeGroups.ts';

const row = (
  meetIdx: number,
  userIdx: number,
  userName: string,
  startDatetime: string,
  amount: number | null,
): FeeRow => ({
  meetIdx,
  meetTitle: `class ${meetIdx}`,
  startDatetime,
  price: { price: 20000 },
  logMeetUser: { userIdx, userId: `u${userIdx}`, userName, amount, totalJoinTimeSec: 3600 },
});

describe('groupFees', () => {
  const rows = [
    row(3, 2, '이서연', '2026-10-20 18:00:00', 20000),
    row(1, 1, '김민준', '2026-10-21 18:00:00', 20000),
    row(2, 1, '김민준', '2026-10-07 18:00:00', 15000),
    row(4, 2, '이서연', '2026-10-02 18:00:00', null),
  ];

  it('groups by student by name, each one’s classes by start, with subtotals and a total', () => {
    const groups = groupFees(rows);
    expect(groups.map((group) => group.userName)).toEqual(['김민준', '이서연']);
    expect(groups[0]?.rows.map((r) => r.meetIdx)).toEqual([2, 1]);
    expect(groups[1]?.rows.map((r) => r.meetIdx)).toEqual([4, 3]);
    const { subtotals, total } = feeTotals(groups);
    expect([...subtotals]).toEqual([
      [1, 35000],
      [2, 20000],
    ]);
    expect(total).toBe(55000);
  });

  it('counts a typed amount where the manager changed one', () => {
    const typed = new Map([[feeKey(rows[3] as FeeRow), 5000]]);
    const { subtotals, total } = feeTotals(
      groupFees(rows),
      (r) => typed.get(feeKey(r)) ?? r.logMeetUser?.amount ?? 0,
    );
    expect(subtotals.get(2)).toBe(25000);
    expect(total).toBe(60000);
  });

  it('has no group for an empty month', () => {
    expect(groupFees([])).toEqual([]);
    expect(feeTotals([]).total).toBe(0);
  });
});
