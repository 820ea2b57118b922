import type { FeeRow } from '@platform/contract';

/** A fee row's key: one student in one class (the save's meetIdx and userIdx). */
export const feeKey = (
  row: Pick<FeeRow, 'meetIdx'> & { logMeetUser?: { userIdx: number } | null },
) => `${row.meetIdx}:${row.logMeetUser?.userIdx ?? 0}`;

/** The amount the server gives a row (assumed: the fee row's amount; none is 0). */
export const serverAmountOf = (row: FeeRow) => Math.round(row.logMeetUser?.amount ?? 0);

/** One student's rows of a month. */
export interface FeeGroup {
  userIdx: number;
  userId: string | null;
  userName: string;
  rows: FeeRow[];
}

/**
 * The settlement of a teacher's month grouped by student (screens.md §10 Settlement "grouped by
 * student and teacher with subtotals"): the students by name (then ID), each one's classes by
 * start. The groups depend on the rows only, so that a typed amount leaves them as they are and
 * only the group it is in draws again.
 */
export function groupFees(rows: readonly FeeRow[]): FeeGroup[] {
  const byStudent = new Map<number, FeeGroup>();
  for (const row of rows) {
    const user = row.logMeetUser;
    if (!user) continue;
    let group = byStudent.get(user.userIdx);
    if (!group) {
      group = {
        userIdx: user.userIdx,
        userId: user.userId ?? null,
        userName: user.userName ?? String(user.userIdx),
        rows: [],
      };
      byStudent.set(user.userIdx, group);
    }
    group.rows.push(row);
  }
  const groups = [...byStudent.values()].sort(
    (a, b) =>
      a.userName.localeCompare(b.userName, 'ko') ||
      (a.userId ?? '').localeCompare(b.userId ?? '') ||
      a.userIdx - b.userIdx,
  );
  for (const group of groups) {
    group.rows.sort(
      (a, b) =>
        (a.startDatetime ?? '').localeCompare(b.startDatetime ?? '') || a.meetIdx - b.meetIdx,
    );
  }
  return groups;
}

export interface FeeTotals {
  /** Each group's subtotal, by the student's userIdx. */
  subtotals: Map<number, number>;
  total: number;
}

/**
 * The subtotal of each student and the teacher's total. `amountOf` gives a row's amount as the
 * table shows it: the one typed in manage mode where the manager changed it, else the server's.
 */
export function feeTotals(
  groups: readonly FeeGroup[],
  amountOf: (row: FeeRow) => number = serverAmountOf,
): FeeTotals {
  const subtotals = new Map<number, number>();
  let total = 0;
  for (const group of groups) {
    const subtotal = group.rows.reduce((sum, row) => sum + amountOf(row), 0);
    subtotals.set(group.userIdx, subtotal);
    total += subtotal;
  }
  return { subtotals, total };
}
