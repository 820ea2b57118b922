import {
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { tableTexts } from '../i18n/texts/table.ts';
import { ChunkBoundary, useRetryableLazy } from '../internal/ChunkBoundary.tsx';
import { SortIcon } from '../internal/icons/SortIcon.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import { Pagination } from '../Pagination/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { type DataTableColumn, type DataTableFeatures, dataTableFeatures } from './columns.ts';
import styles from './DataTable.module.css';
import { rowNumber } from './rowNumber.ts';
import {
  canTogglePage,
  isSelectionFull,
  limitSelection,
  pageSelection,
  selectedCount,
  togglePageSelection,
} from './selection.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(tableTexts);

/** The server page a paged table shows; page indexes count from 0 like `resultPage.number`. */
export interface DataTablePagination {
  pageIndex: number;
  pageSize: number;
  /** All rows on the server (`resultPage.totalElements`): row numbers and `aria-rowcount` use it. */
  totalCount: number;
  onPageChange: (pageIndex: number) => void;
  /** Offers rows-per-page sizes when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /**
   * The page links' name, where a screen pages two tables: each navigation landmark needs a name
   * of its own (WCAG landmark-unique). Default: the kit's "Pages".
   */
  label?: string;
}

export interface DataTableProps<TData extends RowData> {
  /** The table's accessible name (its caption, visually hidden unless `showCaption`). */
  label: string;
  showCaption?: boolean;
  /** Typed columns, made with `createDataTableColumns<Row>()`; keep the array stable (module scope or memo). */
  columns: readonly DataTableColumn<TData>[];
  /** The rows to show: one server page, or every row in the virtualized mode. Keep it stable. */
  data: readonly TData[];
  /** A stable id per row (selection is kept by id, across pages). */
  getRowId: (row: TData) => string;
  /** Names a row for its checkbox ("Select 김민준"); the row number or position otherwise. */
  getRowLabel?: (row: TData) => string;

  /** Controlled sorting; without it the table keeps its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * True when the rows arrive sorted by the server (the default for a paged table: sorting one page
   * would mislead); false sorts the given rows in the browser.
   */
  manualSorting?: boolean;

  /** Adds a checkbox per row and a select-all-on-this-page checkbox. */
  selectable?: boolean;
  /** Controlled selection (ids of rows, across pages); without it the table keeps its own. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /**
   * The most rows that may be selected, e.g. `LIMITS.EXPORT_SELECTION_MAX` (screens.md §5).
   * Reaching it disables the other checkboxes and shows the contract's `valid.selectUpTo`.
   */
  maxSelection?: number;

  /** Server-side pages; shows Pagination under the table. */
  pagination?: DataTablePagination;
  /** Adds the spec's "No." column: total minus page offset minus row index (screens.md §9). */
  rowNumbers?: boolean;

  /** A row opened by click or Enter (e.g. a detail modal). */
  onRowClick?: (row: TData) => void;

  /** Fetching: skeleton rows when there are none yet, else the current rows marked busy. */
  loading?: boolean;
  /** The list failed to load: shows this message (or a default) and a retry button. */
  error?: ReactNode | boolean;
  onRetry?: () => void;
  /** What an empty list says, e.g. an EmptyState with the list's own text. */
  empty?: ReactNode;

  /**
   * Renders only the rows in view, for thousands of rows held by the browser. `aria-rowcount` and
   * each row's `aria-rowindex` keep the whole list's positions; DOM order stays data order.
   */
  virtualized?: boolean;
  /** The scroll area's block size (a CSS length); the header sticks inside it. Virtualized tables
   * default to `--data-table-viewport-height`. */
  maxHeight?: string;
}

/** The virtualized mode's rows (TanStack Virtual): a chunk loaded when a virtualized table shows rows. */
const loadVirtualRows = () => import('./VirtualRows.tsx');
/** Most skeleton rows shown while the first page loads. */
const SKELETON_ROWS_MAX = 10;
const SKELETON_ROW_KEYS = Array.from({ length: SKELETON_ROWS_MAX }, (_, i) => `skeleton-${i}`);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column's cell or header. TanStack's FlexRender renders a function as a component, so a
 * column list rebuilt on a re-render (new texts, a row's busy state) gives every cell a new
 * component type and React remounts it: a button under the pointer or the focus is replaced
 * mid-click. Called as a plain function, the cells keep their elements.
 */
function renderPart<C>(part: unknown, context: C): ReactNode {
  if (typeof part === 'function') return (part as (context: C) => ReactNode)(context);
  return part as ReactNode;
}

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/** Clicks on a control inside a row (a checkbox, a link, a button) are that control's, not the row's. */
function fromInnerControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    target !== event.currentTarget && !!target.closest('a, button, input, select, textarea, label')
  );
}

function IndeterminateCheckbox({
  indeterminate,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { indeterminate: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={styles.checkbox} {...props} />;
}

/**
 * A data table on TanStack Table v9: sortable headers, row selection with an optional maximum,
 * server-side pages, the spec's row numbers, a sticky header, empty/loading/error states,
 * keyboard navigation of rows, and a virtualized mode for thousands of rows.
 */
export function DataTable<TData extends RowData>({
  label,
  showCaption = false,
  columns,
  data,
  getRowId,
  getRowLabel,
  sorting: sortingProp,
  onSortingChange,
  manualSorting,
  selectable = false,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  maxSelection,
  pagination,
  rowNumbers = false,
  onRowClick,
  loading = false,
  error,
  onRetry,
  empty,
  virtualized = false,
  maxHeight,
}: DataTableProps<TData>) {
  const t = useT();
  const captionId = useId();
  const statusId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  const [sorting, setSorting] = useControllableState<SortingState>({
    value: sortingProp,
    defaultValue: [],
    onChange: onSortingChange,
    name: 'DataTable `sorting`',
  });
  const [selection, setSelection] = useControllableState<RowSelectionState>({
    value: rowSelectionProp,
    defaultValue: {},
    onChange: onRowSelectionChange,
    name: 'DataTable `rowSelection`',
  });

  const rowIdOf = useCallback((row: TData) => getRowId(row), [getRowId]);

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<TData>[],
    data,
    getRowId: rowIdOf,
    state: { sorting, rowSelection: selection },
    manualSorting: manualSorting ?? pagination !== undefined,
    // Every column sorts ascending first (TanStack's default starts number columns descending),
    // so one click means the same thing on every header: asc, desc, then unsorted.
    sortDescFirst: false,
    onSortingChange: (updater) => setSorting((previous) => resolve(updater, previous)),
    enableRowSelection: selectable,
    onRowSelectionChange: (updater) => {
      const order = table.getRowModel().rows.map((row) => row.id);
      setSelection((previous) =>
        limitSelection(previous, resolve(updater, previous), maxSelection, order),
      );
    },
  });

  const rows = table.getRowModel().rows;
  const pageRowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const pageOffset = pagination ? pagination.pageIndex * pagination.pageSize : 0;
  const totalCount = pagination?.totalCount ?? data.length;
  const selectionFull = isSelectionFull(selection, maxSelection);

  const showError = Boolean(error);
  const showSkeleton = !showError && loading && rows.length === 0;
  const showEmpty = !showError && !loading && rows.length === 0;
  const showRows = !showError && rows.length > 0;
  const rowsFocusable = showRows && (selectable || onRowClick !== undefined);
  const cellKeys = [
    ...(selectable ? ['select'] : []),
    ...(rowNumbers ? ['number'] : []),
    ...table.getAllLeafColumns().map((column) => column.id),
  ];
  const leafColumnCount = cellKeys.length;

  // --- virtualization: only the rows in view are rendered (VirtualRows, loaded when needed) ---
  const scrollToIndexRef = useRef<((index: number) => void) | null>(null);
  const virtualRows = useRetryableLazy(loadVirtualRows);

  // --- keyboard navigation of rows: one row is the Tab stop, arrows move it ---
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (activeIndex > rows.length - 1) setActiveIndex(Math.max(0, rows.length - 1));
  }, [activeIndex, rows.length]);

  const focusRow = (index: number) => {
    const target = Math.min(Math.max(0, index), rows.length - 1);
    setActiveIndex(target);
    pendingFocus.current = target;
    if (virtualized) scrollToIndexRef.current?.(target);
  };

  // Focus moves after the row is rendered: a virtualized row may need a render to exist, one of
  // VirtualRows' own (scrolling renders it, not the table), hence its onCommit too.
  const focusPendingRow = () => {
    if (pendingFocus.current === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${pendingFocus.current}"]`,
    );
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  };
  useLayoutEffect(focusPendingRow);

  const toggleRow = (row: Row<DataTableFeatures, TData>) => {
    if (row.getCanSelect()) row.toggleSelected();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const row = rows[index];
    if (!row) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusRow(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusRow(0);
        break;
      case 'End':
        event.preventDefault();
        focusRow(rows.length - 1);
        break;
      case 'Enter':
        if (onRowClick) {
          event.preventDefault();
          onRowClick(row.original);
        }
        break;
      case ' ':
        if (selectable) {
          event.preventDefault();
          toggleRow(row);
        }
        break;
    }
  };

  const pageState = pageSelection(selection, pageRowIds);
  const scrolls = virtualized || maxHeight !== undefined;

  const renderRow = (
    index: number,
    tabStopIndex: number,
    measure?: (element: Element | null) => void,
  ) => {
    const row = rows[index];
    if (!row) return null;
    const isSelected = row.getIsSelected();
    const number = rowNumber({
      totalCount,
      pageIndex: pagination?.pageIndex ?? 0,
      pageSize: pagination?.pageSize ?? 0,
      rowIndex: index,
    });
    const rowLabel =
      getRowLabel?.(row.original) ?? String(rowNumbers ? number : pageOffset + index + 1);
    const canSelect = row.getCanSelect() && (isSelected || !selectionFull);
    return (
      <tr
        key={row.id}
        ref={measure}
        data-index={index}
        data-row-index={index}
        data-slot="data-table-row"
        aria-rowindex={pageOffset + index + 2}
        aria-selected={selectable ? isSelected : undefined}
        data-selected={isSelected || undefined}
        data-clickable={onRowClick ? true : undefined}
        className={styles.row}
        tabIndex={rowsFocusable ? (index === tabStopIndex ? 0 : -1) : undefined}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setActiveIndex(index);
        }}
        onKeyDown={rowsFocusable ? (event) => onRowKeyDown(event, index) : undefined}
        onClick={
          onRowClick
            ? (event) => {
                if (!fromInnerControl(event)) onRowClick(row.original);
              }
            : undefined
        }
      >
        {selectable && (
          <td className={styles.selectCell} data-slot="data-table-select">
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={isSelected}
              disabled={!canSelect}
              aria-label={t('table.selectRow', { label: rowLabel })}
              aria-describedby={!canSelect ? statusId : undefined}
              tabIndex={rowsFocusable ? -1 : undefined}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        )}
        {rowNumbers && (
          <td className={styles.numberCell} data-slot="data-table-number">
            {number}
          </td>
        )}
        {row.getAllCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          const Cell = meta?.rowHeader ? 'th' : 'td';
          return (
            <Cell
              key={cell.id}
              scope={meta?.rowHeader ? 'row' : undefined}
              className={styles.cell}
              data-align={meta?.align}
              data-slot="data-table-cell"
            >
              {renderPart(cell.column.columnDef.cell, cell.getContext())}
            </Cell>
          );
        })}
      </tr>
    );
  };

  const renderRows = (rendered: readonly number[], measure?: (element: Element | null) => void) => {
    // When the active row scrolled out of the rendered window, the first rendered row is the Tab stop.
    const tabStopIndex = rendered.includes(activeIndex) ? activeIndex : (rendered[0] ?? 0);
    return rendered.map((index) => renderRow(index, tabStopIndex, measure));
  };

  const skeletonRows = (count: number) =>
    SKELETON_ROW_KEYS.slice(0, count).map((key) => (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row has no focusable part; hidden so that it is not read as data
      <tr key={key} aria-hidden="true" data-slot="data-table-skeleton">
        {cellKeys.map((cellKey) => (
          <td key={cellKey} className={styles.cell}>
            <span className={styles.skeleton} />
          </td>
        ))}
      </tr>
    ));

  const errorRow = (message: ReactNode, retry: (() => void) | undefined) => (
    <tr>
      <td colSpan={leafColumnCount} className={styles.stateCell}>
        <div role="alert" className={styles.error} data-slot="data-table-error">
          <p>{message}</p>
          {retry && (
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('table.retry')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );

  return (
    <div className={styles.root} data-slot="data-table">
      {selectable && (
        <p
          id={statusId}
          role="status"
          className={styles.selectionStatus}
          data-slot="data-table-selection"
        >
          <span>{t('table.selectedCount', { count: selectedCount(selection) })}</span>
          {selectionFull && maxSelection !== undefined && (
            <span className={styles.limit} data-slot="data-table-limit">
              {t('valid.selectUpTo', { max: maxSelection })}
            </span>
          )}
        </p>
      )}
      <div
        ref={scrollRef}
        className={styles.scroll}
        data-scrolls={scrolls || undefined}
        data-virtualized={virtualized || undefined}
        style={maxHeight ? { maxBlockSize: maxHeight } : undefined}
        // A scrolling area must be reachable by keyboard (axe scrollable-region-focusable) when its
        // rows are not focusable themselves.
        {...(scrolls && !rowsFocusable
          ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId }
          : {})}
      >
        <table
          className={styles.table}
          data-loading={loading || undefined}
          aria-busy={loading || undefined}
          aria-rowcount={showRows ? totalCount + 1 : undefined}
          aria-describedby={selectable ? statusId : undefined}
        >
          <caption id={captionId} className={showCaption ? styles.caption : undefined}>
            {showCaption ? label : <VisuallyHidden>{label}</VisuallyHidden>}
          </caption>
          <thead className={styles.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={showRows ? 1 : undefined}>
                {selectable && (
                  <th scope="col" className={styles.selectCell}>
                    <IndeterminateCheckbox
                      checked={pageState === 'all'}
                      indeterminate={pageState === 'some'}
                      disabled={!showRows || !canTogglePage(selection, pageRowIds, maxSelection)}
                      aria-label={t('table.selectAllOnPage')}
                      aria-describedby={statusId}
                      onChange={() =>
                        setSelection((previous) =>
                          togglePageSelection(previous, pageRowIds, maxSelection),
                        )
                      }
                    />
                  </th>
                )}
                {rowNumbers && (
                  <th scope="col" className={styles.numberCell}>
                    {t('table.rowNumber')}
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = header.column;
                  const direction = column.getIsSorted();
                  const canSort = column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                      className={styles.headerCell}
                      data-align={column.columnDef.meta?.align}
                      aria-sort={direction ? ARIA_SORT[direction] : undefined}
                      data-slot="data-table-header"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          data-slot="data-table-sort"
                          onClick={column.getToggleSortingHandler()}
                        >
                          {renderPart(header.column.columnDef.header, header.getContext())}
                          <SortIcon direction={direction} className={styles.sortIcon} />
                        </button>
                      ) : (
                        renderPart(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={bodyRef} className={styles.body}>
            {showError && errorRow(error === true ? t('table.error') : error, onRetry)}
            {showEmpty && (
              <tr>
                <td
                  colSpan={leafColumnCount}
                  className={styles.stateCell}
                  data-slot="data-table-empty"
                >
                  {empty ?? t('table.empty')}
                </td>
              </tr>
            )}
            {showSkeleton &&
              skeletonRows(Math.min(pagination?.pageSize ?? SKELETON_ROWS_MAX, SKELETON_ROWS_MAX))}
            {showRows && !virtualized && renderRows(rows.map((_, index) => index))}
            {showRows && virtualized && (
              <ChunkBoundary
                key={virtualRows.attempt}
                fallback={errorRow(t('table.error'), virtualRows.retry)}
              >
                <Suspense fallback={skeletonRows(SKELETON_ROWS_MAX)}>
                  <virtualRows.Part
                    count={rows.length}
                    getItemKey={(index) => rows[index]?.id ?? index}
                    scrollRef={scrollRef}
                    columnCount={leafColumnCount}
                    scrollToIndexRef={scrollToIndexRef}
                    renderRows={renderRows}
                    onCommit={focusPendingRow}
                  />
                </Suspense>
              </ChunkBoundary>
            )}
          </tbody>
        </table>
        <VisuallyHidden role="status" data-slot="data-table-busy">
          {loading ? t('table.loading') : ''}
        </VisuallyHidden>
      </div>
      {pagination && (
        <Pagination
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          totalCount={pagination.totalCount}
          onPageChange={pagination.onPageChange}
          onPageSizeChange={pagination.onPageSizeChange}
          pageSizeOptions={pagination.pageSizeOptions}
          label={pagination.label}
        />
      )}
    </div>
  );
}
