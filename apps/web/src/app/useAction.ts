import { useSubmitGuard } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

interface ActionState<T> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: T;
  error?: unknown;
}

/**
 * A call the user sets off (sign in, download), with its pending and error state: what the login
 * page needs of a mutation, without the query library (the login page has a size budget; the
 * signed-in screens use react-query). It runs once at a time through the kit's submit guard, as
 * every submit of the product does: a second press while a call runs, even one that lands before
 * React re-renders, is ignored.
 */
export function useAction<I, T>(
  run: (input: I) => Promise<T>,
  handlers: { onSuccess?: (data: T, input: I) => void } = {},
) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  const guard = useSubmitGuard();
  const live = useRef(true);
  const callbacks = useRef({ run, ...handlers });
  callbacks.current = { run, ...handlers };
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const { run: guarded } = guard;
  const mutate = useCallback(
    (input: I) => {
      const running = guarded(() => callbacks.current.run(input));
      if (!running) return;
      setState({ status: 'pending' });
      running.then(
        (data) => {
          if (!live.current) return;
          setState({ status: 'success', data });
          callbacks.current.onSuccess?.(data, input);
        },
        (error: unknown) => {
          if (!live.current) return;
          setState({ status: 'error', error });
        },
      );
    },
    [guarded],
  );

  return {
    mutate,
    reset: useCallback(() => setState({ status: 'idle' }), []),
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.error ?? null,
    data: state.data,
  };
}

/**
 * A read a page makes on arrival and again when its key changes, with a retry: the login page's
 * institution, without the query library. Aborted when the key changes or the page leaves.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ActionState<T> & { key?: string }>({ status: 'pending' });
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'pending', error: undefined }));
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, key });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, key });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return {
    data: state.key === key ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
    isError: state.status === 'error',
    isPending: state.status === 'pending',
    refetch: useCallback(() => setAttempt((value) => value + 1), []),
  };
}
