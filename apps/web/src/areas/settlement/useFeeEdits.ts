import type { FeeRow } from '@platform/contract';
import { useCallback, useMemo, useState } from 'react';
import { type FeeEdit, feeFault, withCorrectedStays, withTypedAmount } from './feeEdits.ts';
import { feeKey, feeTotals, groupFees, serverAmountOf } from './feeGroups.ts';
import type { Stay } from './stayCorrections.ts';

/**
 * A month's fee rows grouped by student, the manager's unsaved edits of them, and the totals as
 * the table shows them. The groups depend on the rows only and `type` never changes, so that a
 * keystroke in one amount draws only that student's rows again (issue 21 item 9).
 */
export function useFeeEdits(rows: readonly FeeRow[]) {
  const [edits, setEdits] = useState<Map<string, FeeEdit>>(new Map());
  const groups = useMemo(() => groupFees(rows), [rows]);
  const totals = useMemo(
    () =>
      feeTotals(groups, (row) => {
        const edit = edits.get(feeKey(row));
        return edit && feeFault(edit.text) === null ? Number(edit.text) : serverAmountOf(row);
      }),
    [groups, edits],
  );
  const type = useCallback(
    (row: FeeRow, text: string) => setEdits((previous) => withTypedAmount(previous, row, text)),
    [],
  );
  const correct = useCallback(
    (row: FeeRow, stays: readonly Stay[] | null, amount: number | null) =>
      setEdits((previous) => withCorrectedStays(previous, row, stays, amount)),
    [],
  );
  return { groups, totals, edits, setEdits, type, correct };
}
