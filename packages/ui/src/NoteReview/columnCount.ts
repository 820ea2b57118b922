import { LIMITS, LOCAL_SETTING_KEY } from '@platform/contract';
import { useCallback } from 'react';
import { useControllableState } from '../internal/useControllableState.ts';

/** screens.md §9: "Note column count options 1-4, default 2 (stored locally)". */
export const NOTE_COLUMN_OPTIONS: readonly number[] = Array.from(
  { length: LIMITS.NOTE_COLUMNS_MAX - LIMITS.NOTE_COLUMNS_MIN + 1 },
  (_, index) => LIMITS.NOTE_COLUMNS_MIN + index,
);

/** A column count within 1-4; anything else (missing, garbled, out of range) is the default. */
export function toColumnCount(value: unknown): number {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= LIMITS.NOTE_COLUMNS_MIN &&
    count <= LIMITS.NOTE_COLUMNS_MAX
    ? count
    : LIMITS.NOTE_COLUMNS_DEFAULT;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage switched off (some private modes throw on access).
    return undefined;
  }
}

/** The remembered column count (LOCAL_SETTING_KEY.COLUMN_COUNT, cleared by reset-settings). */
export function readColumnCount(storage: Storage | undefined = localStorageOrNothing()): number {
  try {
    return toColumnCount(storage?.getItem(LOCAL_SETTING_KEY.COLUMN_COUNT));
  } catch {
    return LIMITS.NOTE_COLUMNS_DEFAULT;
  }
}

export function writeColumnCount(
  count: number,
  storage: Storage | undefined = localStorageOrNothing(),
): void {
  try {
    storage?.setItem(LOCAL_SETTING_KEY.COLUMN_COUNT, String(toColumnCount(count)));
  } catch {
    // A full or switched-off storage forgets the choice; the grid still follows it this time.
  }
}

/**
 * The column count of the review grid. Controlled when `columns` is given (the app stores it);
 * otherwise the widget reads and writes local storage itself, so that an embedded review remembers
 * it with no app code.
 */
export function useColumnCount(
  columns: number | undefined,
  onColumnsChange: ((columns: number) => void) | undefined,
): [number, (columns: number) => void] {
  const controlled = columns !== undefined;
  const [count, setCount] = useControllableState({
    value: controlled ? toColumnCount(columns) : undefined,
    defaultValue: () => readColumnCount(),
    onChange: onColumnsChange,
    name: 'NoteReview `columns`',
  });
  const change = useCallback(
    (next: number) => {
      const clamped = toColumnCount(next);
      if (!controlled) writeColumnCount(clamped);
      setCount(clamped);
    },
    [controlled, setCount],
  );
  return [count, change];
}
