/**
 * screens.md §9: "Row number = total minus page-based offset minus row index". Lists count down:
 * the newest row of the whole list carries the total, the oldest carries 1, on whatever page it
 * lands. `pageIndex` and `rowIndex` count from 0 (the server's `resultPage.number`; the row's
 * position on its page).
 */
export function rowNumber({
  totalCount,
  pageIndex,
  pageSize,
  rowIndex,
}: {
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  rowIndex: number;
}): number {
  return totalCount - pageIndex * pageSize - rowIndex;
}
