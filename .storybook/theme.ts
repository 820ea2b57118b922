import { create } from 'storybook/theming';

/**
 * Storybook's own chrome and docs text in Pretendard, the product's font (issue 25 item 5): its
 * default stack has no Korean glyphs on a machine without a Korean system font, and the toolbar's
 * "한국어" and the docs' Korean drew as boxes. The faces come from the `pretendard` package (served
 * by main.ts for the manager, loaded with the kit's fonts in the preview): no CDN.
 */
export const theme = create({
  base: 'light',
  brandTitle: '@platform/ui',
  fontBase: '"Pretendard Variable", Pretendard, -apple-system, "Segoe UI", sans-serif',
  // Korean in code (the README example's "한국어") falls back to Pretendard, not to boxes.
  fontCode:
    'ui-monospace, Menlo, Monaco, "Cascadia Mono", monospace, "Pretendard Variable", Pretendard',
});
