import { LIMITS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  pushToast,
  removeToast,
  TOAST_STACK_LIMIT,
  type ToastItem,
  timeLeft,
} from './toastQueue.ts';

const toast = (id: string): ToastItem => ({ id, kind: 'success', message: id });

describe('pushToast', () => {
  it('adds at the end', () => {
    expect(pushToast([toast('a')], toast('b')).map((t) => t.id)).toEqual(['a', 'b']);
  });
  it('drops the oldest past the stack limit', () => {
    let stack: ToastItem[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) stack = pushToast(stack, toast(id));
    expect(stack).toHaveLength(TOAST_STACK_LIMIT);
    expect(stack.map((t) => t.id)).toEqual(['c', 'd', 'e']);
  });
  it('keeps at least the newest toast whatever the limit', () => {
    expect(pushToast([toast('a')], toast('b'), 0).map((t) => t.id)).toEqual(['b']);
  });
});

describe('removeToast', () => {
  it('removes by id', () => {
    expect(removeToast([toast('a'), toast('b')], 'a').map((t) => t.id)).toEqual(['b']);
  });
  it('returns the same stack when the id is gone already', () => {
    const stack = [toast('a')];
    expect(removeToast(stack, 'x')).toBe(stack);
  });
});

describe('timeLeft', () => {
  it('counts down from the contract toast duration and stops at zero', () => {
    expect(LIMITS.TOAST_MS).toBe(2000);
    expect(timeLeft(LIMITS.TOAST_MS, 500)).toBe(1500);
    expect(timeLeft(LIMITS.TOAST_MS, 5000)).toBe(0);
    expect(timeLeft(800, -10)).toBe(800);
  });
});
