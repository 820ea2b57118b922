/**
 * How many items a "load more" added, judged from the list length before and after. A shorter or
 * equal list is a reset (a new search, a delete) or a no-op, not an addition: 0, nothing announced.
 */
export function addedCount(previous: number, current: number): number {
  return current > previous ? current - previous : 0;
}
