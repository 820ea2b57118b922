import { expect, within } from 'storybook/test';

/**
 * The data cell where a row header and a column header meet, found as a screen reader user
 * reaches it: by the row's header and the column's header, never by position in the markup.
 */
export function cellAt(table: HTMLElement, row: string, column: string): HTMLTableCellElement {
  const rowHeader = within(table).getByRole('rowheader', { name: row });
  const columnHeader = within(table).getByRole('columnheader', { name: column });
  const tableRow = rowHeader.closest('tr');
  const cell = tableRow?.cells[(columnHeader as HTMLTableCellElement).cellIndex];
  if (!tableRow || !cell) throw new Error(`no cell at ${row} / ${column}`);
  // A data cell, not another header.
  expect(within(tableRow).getAllByRole('cell')).toContain(cell);
  return cell;
}
