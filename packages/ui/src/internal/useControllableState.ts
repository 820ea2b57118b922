import { useCallback, useEffect, useRef, useState } from 'react';

// Published builds keep the check for the consumer's bundler to drop (Vite's library mode would
// bake `import.meta.env.DEV` in as false); the package compiles without Node's types.
declare const process: { env: { NODE_ENV?: string } };

export interface ControllableStateOptions<T> {
  /** The parent's value; while it is not undefined the parent owns the state. */
  value: T | undefined;
  /** Where the component's own state starts when the parent does not own it. */
  defaultValue: T | (() => T);
  /** Told of every change, owned or not. */
  onChange?: ((value: T) => void) | undefined;
  /** Names the component in the development warning, e.g. 'ConfirmDialog `open`'. */
  name: string;
}

/** A next value, or a function of the latest one (which may be newer than the last render's). */
export type ControllableUpdate<T> = T | ((previous: T) => T);

/**
 * State that a parent may own (`value`) or leave to the component (`defaultValue`). The setter
 * reads the latest value, so that several updates before a render build on each other, and keeps
 * its identity across renders. `T` must not be a function type.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  name,
}: ControllableStateOptions<T>): [T, (update: ControllableUpdate<T>) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;

  const latest = useRef(current);
  latest.current = current;
  const controlledRef = useRef(controlled);
  controlledRef.current = controlled;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  if (process.env.NODE_ENV !== 'production') {
    // The condition is fixed for the life of the bundle, so the hook order never changes.
    // biome-ignore lint/correctness/useHookAtTopLevel: see above.
    useSwitchWarning(controlled, name);
  }

  const set = useCallback((update: ControllableUpdate<T>) => {
    const next =
      typeof update === 'function' ? (update as (previous: T) => T)(latest.current) : update;
    latest.current = next;
    if (!controlledRef.current) setOwn(() => next);
    onChangeRef.current?.(next);
  }, []);

  return [current, set];
}

/**
 * React's own warning for inputs, for the component's state: a value that comes and goes means the
 * parent and the component take turns owning it, and each turn loses the other's value.
 */
function useSwitchWarning(controlled: boolean, name: string) {
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (wasControlled.current === controlled) return;
    const [from, to] = controlled ? ['uncontrolled', 'controlled'] : ['controlled', 'uncontrolled'];
    console.warn(
      `@platform/ui: ${name} switched from ${from} to ${to}. Pass a value for the whole life of ` +
        'the component (controlled) or never (uncontrolled, with a default value).',
    );
    wasControlled.current = controlled;
  }, [controlled, name]);
}
