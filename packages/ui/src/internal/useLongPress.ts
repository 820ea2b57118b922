import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
} from 'react';

/** screens.md §9 "Timings: ... long press 500 ms". */
export const LONG_PRESS_MS = 500;

/**
 * How far a finger may drift before the press counts as a scroll or a drag, in CSS pixels.
 * assumed: the spec gives no figure; 10 px is about what a still finger wobbles on a phone.
 */
export const LONG_PRESS_SLOP_PX = 10;

export interface LongPressOptions {
  /** Called once the finger has stayed down for LONG_PRESS_MS. */
  onLongPress: () => void;
  /** No press is watched while false (no menu to open). */
  enabled?: boolean;
  /**
   * Targets that keep their own press: a press that starts inside an element matching this
   * selector is ignored (the kebab trigger opens its menu on pointerdown itself).
   */
  ignoreSelector?: string;
}

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A long press of a touch on an element (`root`): only a finger counts (pointerType 'touch'), so a
 * mouse keeps its clicks and right clicks. Moving more than LONG_PRESS_SLOP_PX or lifting early
 * cancels it; a normal tap stays a click. The click that ends a long press is swallowed, so the
 * finger lifting over a button does not press it too, and the phone's own context menu (which a
 * long touch opens on a link or text) does not show over ours.
 *
 * React sends events of a portal's content (a menu opened from the element) through the element's
 * handlers too: presses outside `root` in the page are ignored.
 */
export function useLongPress(
  root: RefObject<HTMLElement | null>,
  { onLongPress, enabled = true, ignoreSelector }: LongPressOptions,
): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  /** A long press fired: the click that follows the lift is not a click. */
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  latest.current = onLongPress;

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);
  useEffect(() => {
    if (!enabled) cancel();
  }, [enabled, cancel]);

  const inRoot = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.current?.contains(target) === true;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // A new press: whatever the last one left behind is over.
    fired.current = false;
    cancel();
    if (!enabled || event.pointerType !== 'touch' || !event.isPrimary) return;
    if (!inRoot(event.target)) return;
    if (ignoreSelector && event.target.closest(ignoreSelector)) return;
    start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    timer.current = setTimeout(() => {
      timer.current = null;
      start.current = null;
      fired.current = true;
      latest.current();
    }, LONG_PRESS_MS);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || event.pointerId !== from.pointerId) return;
    if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS_SLOP_PX) cancel();
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (start.current && event.pointerId === start.current.pointerId) cancel();
  };

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!fired.current) return;
    fired.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    // A mouse's right click keeps the browser's menu; a long touch (a press being watched, or
    // one that fired) would otherwise open the phone's menu over ours.
    if (start.current !== null || fired.current) event.preventDefault();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onClickCapture,
    onContextMenu,
  };
}
