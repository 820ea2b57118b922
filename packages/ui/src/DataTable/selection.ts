import type { RowSelectionState } from '@tanstack/react-table';

/**
 * Row selection with an optional maximum (foundation.md §5: "selection limits allow up to a given
 * count"; screens.md §5 Export: "selected rows max 50 (valid.selectUpTo)"). The selection is a set
 * of row ids that may span pages, so the limit counts every selected id, not just this page's.
 */

export function selectedCount(selection: RowSelectionState): number {
  return Object.keys(selection).length;
}

/** True once no further row may be selected; without a maximum, never. */
export function isSelectionFull(selection: RowSelectionState, max?: number): boolean {
  return max !== undefined && selectedCount(selection) >= max;
}

/** A selected row can always be cleared; an unselected one only while there is room. */
export function canToggleRow(selection: RowSelectionState, rowId: string, max?: number): boolean {
  return selection[rowId] === true || !isSelectionFull(selection, max);
}

/**
 * The selection `next` cut back to `max`: ids already selected in `previous` stay, and of the new
 * ones only the first (in the order given, i.e. display order) that fit are kept. This is the
 * single guard every path goes through: a checkbox, Space on a row, select-all on the page, a
 * Shift-click range.
 */
export function limitSelection(
  previous: RowSelectionState,
  next: RowSelectionState,
  max?: number,
  order?: readonly string[],
): RowSelectionState {
  if (max === undefined || selectedCount(next) <= max) return next;
  const kept: RowSelectionState = {};
  let room = max;
  for (const id of Object.keys(next)) {
    if (previous[id] && room > 0) {
      kept[id] = true;
      room -= 1;
    }
  }
  const added = Object.keys(next).filter((id) => !previous[id]);
  const rank = new Map(order?.map((id, i) => [id, i]));
  added.sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
  for (const id of added) {
    if (room <= 0) break;
    kept[id] = true;
    room -= 1;
  }
  return kept;
}

export type PageSelection = 'none' | 'some' | 'all';

/** How much of this page is selected, for the header checkbox (checked, mixed or not). */
export function pageSelection(
  selection: RowSelectionState,
  pageRowIds: readonly string[],
): PageSelection {
  const selected = pageRowIds.filter((id) => selection[id]).length;
  if (selected === 0 || pageRowIds.length === 0) return 'none';
  return selected === pageRowIds.length ? 'all' : 'some';
}

/**
 * What the header checkbox does. With the whole page selected, or with the limit reached while some
 * of the page is selected (so that "select all" could add nothing), it clears the page; otherwise it
 * adds the page's rows in display order until the limit.
 */
export function togglePageSelection(
  selection: RowSelectionState,
  pageRowIds: readonly string[],
  max?: number,
): RowSelectionState {
  const state = pageSelection(selection, pageRowIds);
  const clears = state === 'all' || (state === 'some' && isSelectionFull(selection, max));
  if (clears) {
    const next = { ...selection };
    for (const id of pageRowIds) delete next[id];
    return next;
  }
  const next: RowSelectionState = { ...selection };
  for (const id of pageRowIds) next[id] = true;
  return limitSelection(selection, next, max, pageRowIds);
}

/** The header checkbox is useless (and disabled) only when the limit is reached and it could clear nothing. */
export function canTogglePage(
  selection: RowSelectionState,
  pageRowIds: readonly string[],
  max?: number,
): boolean {
  if (pageRowIds.length === 0) return false;
  return pageSelection(selection, pageRowIds) !== 'none' || !isSelectionFull(selection, max);
}
