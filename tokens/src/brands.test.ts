// @vitest-environment node
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandIds, brandSelector, brands, isBrandId, toBrandId } from './brands.ts';

describe('brands', () => {
  it('lists default plus exactly the brand folders under src/brands', async () => {
    const entries = await readdir(fileURLToPath(new URL('./brands', import.meta.url)), {
      withFileTypes: true,
    });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...brandIds].sort()).toEqual(['default', ...folders].sort());
    expect(brandIds[0]).toBe('default');
  });

  it('has a Korean and an English label for every brand', () => {
    for (const brand of brands) {
      expect(brand.label.ko.length).toBeGreaterThan(0);
      expect(brand.label.en.length).toBeGreaterThan(0);
    }
  });

  it('recognises brand ids and falls back to default for unknown configuration values', () => {
    expect(isBrandId('campus')).toBe(true);
    expect(isBrandId('Campus')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
    expect(toBrandId(' high-contrast ')).toBe('high-contrast');
    expect(toBrandId('unknown')).toBe('default');
    expect(toBrandId(null)).toBe('default');
    expect(brandSelector('campus')).toBe('[data-brand="campus"]');
    expect(brandSelector('default')).toBe(':root, [data-brand="default"]');
  });
});
