import { expect } from 'storybook/test';

/** The phone every screen must fit (ARCHITECTURE.md "Phones first"): 390 px wide. */
export const PHONE_WIDTH = 390;

/**
 * A story on a 390 px phone: spread into the story (`...PHONE_STORY`). The toolbar's smallest
 * viewport is 576 px; this one is added for the story, and the story test runner sizes its page
 * to it (the vitest addon reads `globals.viewport`).
 */
export const PHONE_STORY = {
  parameters: {
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: `${PHONE_WIDTH}px`, height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** The page is as wide as the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(): Promise<void> {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** The story runs on the 390 px phone, and the page does not scroll sideways there. */
export async function expectPhoneFits(): Promise<void> {
  await expect(window.innerWidth).toBe(PHONE_WIDTH);
  await expectNoSidewaysScroll();
}
