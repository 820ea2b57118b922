import { useEffect, useState } from 'react';

/**
 * A value that follows `value` after `delayMs` (screens.md §9 "chart data applied after 300 ms"):
 * the chart redraws once the reads of a new month have settled, not at every step between.
 */
export function useAppliedAfter<T>(value: T, delayMs: number): T {
  const [applied, setApplied] = useState(value);
  useEffect(() => {
    if (Object.is(value, applied)) return;
    const timer = setTimeout(() => setApplied(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, applied, delayMs]);
  return applied;
}
