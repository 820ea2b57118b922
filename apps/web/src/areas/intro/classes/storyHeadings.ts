import { expect, within } from 'storybook/test';

/**
 * The page's outline as a screen reader lists it: every heading of `main`, in order, with its
 * level. The expected outline starts at the h1 and never skips a level.
 */
export async function expectHeadingOrder(
  main: HTMLElement,
  expected: readonly (readonly [level: number, name: string])[],
): Promise<void> {
  const outline = within(main)
    .getAllByRole('heading')
    .map((heading) => [
      Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      heading.textContent?.replace(/\s+/g, ' ').trim(),
    ]);
  await expect(outline).toEqual(expected);
}
