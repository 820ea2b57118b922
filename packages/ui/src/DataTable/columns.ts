import {
  type ColumnDef,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

/** What a column may tell the DataTable besides its header and cell. */
export interface DataTableColumnMeta {
  /** Numbers and dates read better aligned to the end. */
  align?: 'start' | 'center' | 'end';
  /** The column that names its row (e.g. the name or title) becomes the row header (`th scope="row"`). */
  rowHeader?: boolean;
}

/**
 * The one feature set of every DataTable (TanStack Table v9 registers features explicitly): sorting
 * with its client row model for tables that hold all their rows, and row selection. Pagination is
 * the server's, so the table is given one page and never slices.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A typed column of a DataTable over rows of `TData`. */
// biome-ignore lint/suspicious/noExplicitAny: columns of different value types share one array, as TanStack's own helper types them
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * The column helper bound to the DataTable's features, so that `accessor('name', {...})` is typed
 * by the row and a column's `meta` by `DataTableColumnMeta`. Build columns once, outside render.
 */
export function createDataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
