/**
 * How many a write changed: MODIFY_STATUS_MULTI "returns completeCount" (foundation.md §7); the
 * mock answers the deletes the same way (assumed). Null when the reply carries no count.
 */
export function completeCountOf(result: unknown): number | null {
  if (typeof result !== 'object' || result === null) return null;
  const count = (result as { completeCount?: unknown }).completeCount;
  return typeof count === 'number' ? count : null;
}
