export const TOAST_KINDS = ['success', 'error'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
}

/** How many toasts show at once (assumed: the spec does not say); the oldest gives way. */
export const TOAST_STACK_LIMIT = 3;

/** Adds a toast at the end of the stack and drops the oldest beyond the limit. */
export function pushToast(
  stack: readonly ToastItem[],
  toast: ToastItem,
  limit = TOAST_STACK_LIMIT,
): ToastItem[] {
  const next = [...stack, toast];
  return next.slice(Math.max(0, next.length - Math.max(1, limit)));
}

/** Removes a toast; the same stack when it is not there, so React skips a render. */
export function removeToast(stack: ToastItem[], id: string): ToastItem[] {
  return stack.some((toast) => toast.id === id) ? stack.filter((toast) => toast.id !== id) : stack;
}

/**
 * The time a toast has left after being shown for `elapsed` ms out of `remaining`; hovering or
 * focusing a toast pauses it, so the clock restarts from what is left.
 */
export function timeLeft(remaining: number, elapsed: number): number {
  return Math.max(0, remaining - Math.max(0, elapsed));
}
