/**
 * The brand sweep of the visual desktop run: after a story's page has been compared with its
 * baseline (in the default brand), the same page is put in each other brand and axe checks its
 * colour contrast there. A brand is only CSS variables under `[data-brand]` (tokens/src/brands.ts),
 * so the page, its play's state included, is the same in every brand but for its colours: what
 * the brand projects used to check by running the stories twice more.
 *
 * The other axe rules do not change with the brand; they ran on the page in the `storybook` run.
 */
import { brands } from '@platform/tokens/brands';
import axe from 'axe-core';
import { VISUAL_BRAND_SWEEP } from './visualBaseline.ts';

const OTHER_BRANDS = brands.map((brand) => brand.id).filter((id) => id !== 'default');

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function contrastViolations(): Promise<string[]> {
  const result = await axe.run(document, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

(globalThis as Record<symbol, unknown>)[VISUAL_BRAND_SWEEP] = async () => {
  // The frame's element, and <html> when the app applies an institution's brand there.
  const holders = [...document.querySelectorAll<HTMLElement>('[data-brand]')];
  const before = holders.map((holder) => holder.getAttribute('data-brand'));
  const failures: string[] = [];
  try {
    for (const brand of OTHER_BRANDS) {
      for (const holder of holders) holder.setAttribute('data-brand', brand);
      await nextFrame();
      for (const violation of await contrastViolations()) failures.push(`${brand}: ${violation}`);
    }
  } finally {
    holders.forEach((holder, index) => {
      const value = before[index];
      if (value === null || value === undefined) holder.removeAttribute('data-brand');
      else holder.setAttribute('data-brand', value);
    });
  }
  if (failures.length > 0) {
    throw new Error(`Colour contrast below WCAG AA in another brand:\n${failures.join('\n')}`);
  }
};
