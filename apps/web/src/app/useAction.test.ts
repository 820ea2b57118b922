import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  // Issue 17 item 1: a newer call used to supersede the running one, so a double click on
  // "Sign in" or a download sent the call twice.
  it('DoubleClickSendsOnce: a second call while one runs is ignored, in the same tick too', async () => {
    const reply = deferred<string>();
    const run = vi.fn((_input: string) => reply.promise);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(run, { onSuccess }));
    act(() => {
      result.current.mutate('first');
      result.current.mutate('second');
    });
    expect(result.current.isPending).toBe(true);
    act(() => result.current.mutate('third'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('first');
    await act(async () => reply.resolve('ok'));
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('ok', 'first');
  });

  it('may be sent again once the call has failed', async () => {
    const failed = deferred<string>();
    const run = vi
      .fn<(input: number) => Promise<string>>()
      .mockReturnValueOnce(failed.promise)
      .mockResolvedValueOnce('second');
    const { result } = renderHook(() => useAction(run));
    act(() => result.current.mutate(1));
    await act(async () => failed.reject(new Error('WB-401-001')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate(2));
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(run).toHaveBeenCalledTimes(2);
    expect(result.current.isError).toBe(false);
  });
});
