import { useCallback, useRef } from 'react';

/**
 * Focus for the dialogs the manage tables open from a row, a row's button or an item of a row's
 * menu. The kit's dialogs give focus back to their own trigger only, and these have none: without
 * this a keyboard user would land at the top of the page on closing one. `remember` just before
 * opening (an item of a menu stands for the menu's button, as the menu closes with the choice);
 * `giveBack` once closed, after the dialog has let focus go (as the frame does for its notice).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    const menu = active?.closest('[role="menu"]');
    const from = menu?.id
      ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`)
      : active;
    opener.current = from instanceof HTMLElement ? from : null;
  }, []);
  const giveBack = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) setTimeout(() => element.focus());
  }, []);
  return { remember, giveBack };
}
