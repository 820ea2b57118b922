import { expect, waitFor } from 'storybook/test';

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

/** What sticks out past the window's right edge, named for the failure message. */
function overflowing(root: HTMLElement): string[] {
  return [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
    .slice(0, 5)
    .map((element) => {
      const { left, right } = element.getBoundingClientRect();
      const name = element.getAttribute('data-slot') ?? element.className.toString();
      return `<${element.localName}${name ? ` ${name}` : ''}> ${Math.round(left)}-${Math.round(right)} px`;
    });
}

/**
 * The page is as wide as the window: nothing makes it scroll sideways. Once the screen has
 * settled: the story's effects run after its first paint (the story tests run on React's
 * production build, without `act`), and one measure taken before them failed a run once.
 */
export async function expectNoSidewaysScroll(): Promise<void> {
  const root = document.documentElement;
  await waitFor(() => {
    if (root.scrollWidth > root.clientWidth) {
      throw new Error(
        `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${overflowing(root).join(', ')}`,
      );
    }
  });
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** The story runs on the 390 px phone, and the page does not scroll sideways there. */
export async function expectPhoneFits(): Promise<void> {
  await expect(window.innerWidth).toBe(PHONE_WIDTH);
  await expectNoSidewaysScroll();
}
