/** What visualSetup.ts leaves on the page, in the visual projects only. */
export const VISUAL_BASELINE = Symbol.for('platform.visualBaseline');
export const VISUAL_CLOCK = Symbol.for('platform.visualClock');
/** What visualBrandContrast.ts leaves on the page, in the desktop visual run only. */
export const VISUAL_BRAND_SWEEP = Symbol.for('platform.visualBrandSweep');

type Hooks = {
  [VISUAL_BASELINE]?: (name: string) => Promise<void>;
  [VISUAL_CLOCK]?: () => void;
  [VISUAL_BRAND_SWEEP]?: () => Promise<void>;
};
const hooks = globalThis as Hooks;

/** Sets the page's clock back to the baselines' instant when the run takes them; else nothing. */
export function startVisualClock(): void {
  hooks[VISUAL_CLOCK]?.();
}

/**
 * Compares the page with the story's baseline screenshot when the run takes them, then checks its
 * contrast in the other brands when the run sweeps them; else nothing.
 */
export async function compareWithBaseline(name: string): Promise<void> {
  await hooks[VISUAL_BASELINE]?.(name);
  await hooks[VISUAL_BRAND_SWEEP]?.();
}
