import type { FeeRow } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { feeKey, groupFees } from './feeGroups.ts';

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
    const { groups, total, rowCount } = groupFees(rows);
    expect(groups.map((group) => group.userName)).toEqual(['김민준', '이서연']);
    expect(groups[0]?.rows.map((r) => r.meetIdx)).toEqual([2, 1]);
    expect(groups[1]?.rows.map((r) => r.meetIdx)).toEqual([4, 3]);
    expect(groups.map((group) => group.subtotal)).toEqual([35000, 20000]);
    expect(total).toBe(55000);
    expect(rowCount).toBe(4);
  });

  it('counts a typed amount where the manager changed one', () => {
    const typed = new Map([[feeKey(rows[3] as FeeRow), 5000]]);
    const { groups, total } = groupFees(
      rows,
      (r) => typed.get(feeKey(r)) ?? r.logMeetUser?.amount ?? 0,
    );
    expect(groups[1]?.subtotal).toBe(25000);
    expect(total).toBe(60000);
  });

  it('has no group for an empty month', () => {
    expect(groupFees([])).toEqual({ groups: [], total: 0, rowCount: 0 });
  });
});
