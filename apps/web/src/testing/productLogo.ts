import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localeOf, textOf } from './storyTexts.ts';

/**
 * The pages no institution owns show the product's logo under its one name (issue 16: they said
 * "Platform" and read as another product).
 */
export async function expectProductLogo(context: StoryContext) {
  const logo = await context.canvas.findByRole('img', {
    name: textOf(localeOf(context), 'app.name'),
  });
  await expect(logo).toBeVisible();
  // The brand's logo image, not an empty box.
  await expect(getComputedStyle(logo).backgroundImage).toMatch(/^url\(/);
}
