export {
  createDataTableColumns,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  dataTableFeatures,
} from './columns.ts';
export { DataTable, type DataTablePagination, type DataTableProps } from './DataTable.tsx';
export { rowNumber } from './rowNumber.ts';
export {
  canTogglePage,
  canToggleRow,
  isSelectionFull,
  limitSelection,
  type PageSelection,
  pageSelection,
  selectedCount,
  togglePageSelection,
} from './selection.ts';
