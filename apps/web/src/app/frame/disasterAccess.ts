import { DISASTER_MODE_TAB_ID } from '@platform/ui';
import { type ScreenDef, SERVICE_SCREENS } from '../screens.ts';

/**
 * Whether a screen can be viewed in disaster mode: only the class tab's (screens.md §2.5 "disables
 * all tabs except class"). Screens without a tab (the message lists) count as disabled too: the
 * header hides their icon in disaster mode (foundation.md §2).
 */
export function isOpenInDisasterMode(screen: Pick<ScreenDef, 'tabId'>): boolean {
  return screen.tabId === DISASTER_MODE_TAB_ID;
}

/** The screen of the one tab disaster mode leaves open (meet/list). */
export const DISASTER_MODE_SCREEN: ScreenDef = (() => {
  const screen = SERVICE_SCREENS.find((candidate) => isOpenInDisasterMode(candidate));
  if (!screen) throw new Error('screens.ts has no screen of the class tab');
  return screen;
})();

/**
 * Where a screen's address leads in disaster mode: null when it may show, or the class screen's
 * path for a disabled one. assumed (the spec says only that a modal explains): a disabled screen
 * opened by its address is not shown, since its data is what the mode withholds; the user lands
 * on the class screen and the frame's modal says why.
 */
export function disasterRedirect(
  screen: Pick<ScreenDef, 'tabId'> | undefined,
  disasterMode: boolean,
  basePath: string,
): string | null {
  if (!disasterMode || !screen || isOpenInDisasterMode(screen)) return null;
  return `${basePath}/${DISASTER_MODE_SCREEN.path}`;
}
