import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useLayoutEffect } from 'react';
import styles from './DataTable.module.css';

/** Rows the virtualizer renders beyond the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 8;
/** A first guess of a row's height in px before the rows are measured (`--data-table-row-min-height`). */
const ESTIMATED_ROW_PX = 44;

export interface VirtualRowsProps {
  count: number;
  getItemKey: (index: number) => string | number;
  /** The table's scrolling frame. */
  scrollRef: RefObject<HTMLDivElement | null>;
  columnCount: number;
  /** Filled with a function that brings a row into view, for the table's keyboard navigation. */
  scrollToIndexRef: RefObject<((index: number) => void) | null>;
  /** The rows of the given indexes, in order; `measure` is each row element's ref. */
  renderRows: (
    rendered: readonly number[],
    measure: (element: Element | null) => void,
  ) => ReactNode;
  /** Called after each of this part's own renders (scrolling renders it without the table). */
  onCommit: () => void;
}

/**
 * The virtualized mode's rows: only those in view, between two spacer rows that hold the height of
 * the rest. A chunk of its own (with TanStack Virtual), so tables that show one server page, every
 * list screen's, do not load it.
 */
export default function VirtualRows({
  count,
  getItemKey,
  scrollRef,
  columnCount,
  scrollToIndexRef,
  renderRows,
  onCommit,
}: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey,
    overscan: OVERSCAN_ROWS,
  });
  useLayoutEffect(() => {
    scrollToIndexRef.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollToIndexRef.current = null;
    };
  }, [virtualizer, scrollToIndexRef]);
  useLayoutEffect(onCommit);

  const items = virtualizer.getVirtualItems();
  const rendered = items.map((item) => item.index);
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <>
      {paddingTop > 0 && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the spacer row only holds the height of the rows above the rendered ones
        <tr aria-hidden="true" className={styles.spacer}>
          <td colSpan={columnCount} style={{ blockSize: paddingTop }} />
        </tr>
      )}
      {renderRows(rendered, virtualizer.measureElement)}
      {paddingBottom > 0 && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the spacer row only holds the height of the rows below the rendered ones
        <tr aria-hidden="true" className={styles.spacer}>
          <td colSpan={columnCount} style={{ blockSize: paddingBottom }} />
        </tr>
      )}
    </>
  );
}
