import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './useSubmitGuard.ts';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSubmitGuard', () => {
  // Issue 17 item 1: the old guard read a pending flag that only changed after a re-render.
  it('DoubleClickRunsOnce: a second run in the same tick, before any re-render, is refused', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const send = deferred();
    const work = vi.fn(() => send.promise);
    const guard = result.current;
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = guard.run(work);
      second = guard.run(work);
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBeUndefined();
    expect(result.current.pending).toBe(true);
    await act(async () => {
      send.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);
    // Free again once the first has settled.
    await act(async () => {
      await result.current.run(work);
    });
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('frees the guard after a failure and passes the error on', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const failure = new Error('WB-400-302');
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(failure))).rejects.toBe(failure);
    });
    await act(async () => {
      await expect(
        result.current.run(() => {
          throw failure;
        }),
      ).rejects.toBe(failure);
    });
    expect(result.current.claim()).toBe(true);
  });

  it('keeps the guard after a success with keepOnSuccess, until release', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const work = vi.fn(() => 'done');
    await act(async () => {
      await expect(result.current.run(work, { keepOnSuccess: true })).resolves.toBe('done');
    });
    expect(result.current.run(work)).toBeUndefined();
    result.current.release();
    await act(async () => {
      await result.current.run(work);
    });
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs under a guard the caller claimed itself, and refuses others meanwhile', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const work = vi.fn(async () => 1);
    expect(result.current.claim()).toBe(true);
    expect(result.current.claim()).toBe(false);
    expect(result.current.run(work)).toBeUndefined();
    await act(async () => {
      await result.current.run(work, { claimed: true });
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(result.current.claim()).toBe(true);
  });
});
