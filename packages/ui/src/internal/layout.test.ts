// @vitest-environment node
import { readFileSync } from 'node:fs';
import { isTokenName } from '@platform/tokens/names';
import { describe, expect, it } from 'vitest';
import { SPACE_STEPS } from './layout.tsx';

const css = readFileSync(new URL('./layout.module.css', import.meta.url), 'utf8');

describe('the spacing steps of Stack and Inline', () => {
  it('name a spacing token each, and every one has its rule', () => {
    for (const step of SPACE_STEPS) {
      expect(isTokenName(`space-${step}`)).toBe(true);
      expect(css).toContain(`[data-gap="${step}"] {\n    gap: var(--space-${step});`);
    }
  });

  it('have no rule for a step outside the scale', () => {
    const ruled = Array.from(css.matchAll(/\[data-gap="(\d+)"\]/g), (match) => Number(match[1]));
    expect(ruled).toEqual([...SPACE_STEPS]);
  });
});
