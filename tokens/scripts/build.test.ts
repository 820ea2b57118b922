// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandIds } from '../src/brands.ts';
import { buildTokens, TokenSourceError, themeSelector } from './build.mjs';
import { ContrastError } from './contrast.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'tokens-build-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The custom properties declared inside the block that starts with `selector {`. */
function declaredIn(css: string, selector: string): Set<string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block for ${selector}`);
  const end = css.indexOf('\n}', start);
  const block = css.slice(start, end);
  return new Set([...block.matchAll(/^\s*(--[a-z0-9-]+):/gm)].map((match) => match[1] ?? ''));
}

/**
 * The shipped build, made once for the tests that only read it: a build of every brand with its
 * contrast pairs takes about 3 s on an idle core, and five builds in a row overran the 5 s test
 * timeout when a second CPU-bound job ran beside the suite.
 */
let shipped: ReturnType<typeof buildTokens> | undefined;
const shippedBuild = () => {
  shipped ??= buildTokens({ write: false });
  return shipped;
};

// A test here runs a whole token build, which under load takes several times its idle time.
describe('the shipped token build', { timeout: 30_000 }, () => {
  it('builds every brand of brands.ts and every pair passes', async () => {
    const { document } = await shippedBuild();
    expect(document.themes.map((theme) => theme.id).sort()).toEqual([...brandIds].sort());
    expect(document.themes[0]?.id).toBe('default');
    for (const theme of document.themes) {
      expect(theme.contrast.length).toBeGreaterThan(40);
      expect(theme.contrast.filter((entry) => !entry.pass)).toEqual([]);
    }
  });

  it('declares every variable in every brand block, so that nested data-brand scopes work', async () => {
    const { css, document } = await shippedBuild();
    const all = new Set(document.themes[0]?.tokens.map((token) => token.cssVar));
    expect(all.size).toBeGreaterThan(200);
    for (const id of brandIds) {
      expect(declaredIn(css, themeSelector(id))).toEqual(all);
    }
    // :root and [data-brand="default"] come first, so a brand set on <html> wins over :root.
    const defaultAt = css.indexOf(themeSelector('default'));
    expect(defaultAt).toBeGreaterThan(0);
    expect(defaultAt).toBeLessThan(css.indexOf('[data-brand="campus"]'));
    expect(themeSelector('default')).toBe(':root, [data-brand="default"]');
  });

  it('keeps references as var() and names variables after their token path', async () => {
    const { css, document } = await shippedBuild();
    expect(css).toMatch(/--color-text-default: var\(--color-gray-900\);/);
    expect(css).toMatch(/--button-primary-bg: var\(--color-action-primary-bg\);/);
    expect(css).toMatch(/--space-4: 16px;/);
    expect(css).toMatch(/--radius-control: var\(--radius-md\);/);
    expect(css).toMatch(/--dialog-min-width: var\(--size-modal-min-width\);/);
    expect(css).toMatch(/--size-modal-min-width: 300px;/);
    expect(css).toMatch(/--size-modal-min-height: 200px;/);
    expect(css).not.toContain('[object Object]');
    const font = document.themes[0]?.tokens.find((token) => token.name === 'font-family-sans');
    expect(font?.value.startsWith("'Pretendard Variable', Pretendard,")).toBe(true);
    const campus = document.themes.find((theme) => theme.id === 'campus');
    const logo = campus?.tokens.find((token) => token.name === 'logo-image');
    expect(logo?.value).toBe('url("../assets/logo-campus.svg")');
    expect(existsSync(path.join(here, '..', 'assets', 'logo-campus.svg'))).toBe(true);
  });

  it('gives campus a different palette and radius, and high contrast a thick focus ring', async () => {
    const { document } = await shippedBuild();
    const value = (theme: string, name: string) =>
      document.themes
        .find((candidate) => candidate.id === theme)
        ?.tokens.find((token) => token.name === name)?.value;
    expect(value('campus', 'color-action-primary-bg')).not.toBe(
      value('default', 'color-action-primary-bg'),
    );
    expect(value('campus', 'radius-control')).not.toBe(value('default', 'radius-control'));
    expect(value('high-contrast', 'color-text-default')).toBe('#000000');
    expect(value('high-contrast', 'focus-ring-width')).toBe('4px');
  });
});

describe('names.ts', { timeout: 30_000 }, () => {
  it('lists every variable, types cssVar, and carries the breakpoints as numbers', async () => {
    const { names, document } = await shippedBuild();
    for (const token of document.themes[0]?.tokens ?? []) {
      expect(names).toContain(`  '${token.name}',\n`);
    }
    expect(names).toContain('export type TokenName = (typeof tokenNames)[number];');
    expect(names).toMatch(
      /export function cssVar<N extends TokenName>\(name: N\): `var\(--\$\{N\}\)`/,
    );
    expect(names).toMatch(/sm: 576,\s+md: 768,\s+lg: 992,\s+xl: 1250,/);
    expect(names).toContain("'high-contrast',");
  });

  it('writes tokens.css, tokens.json and names.ts to the output folder', async () => {
    const outDir = path.join(scratch, 'good-out');
    const { files } = await buildTokens({ outDir });
    expect(files.map((file) => path.basename(file))).toEqual([
      'tokens.css',
      'tokens.json',
      'names.ts',
    ]);
    for (const file of files) expect(existsSync(file)).toBe(true);
  });
});

describe('the contrast check of the build', { timeout: 30_000 }, () => {
  it('fails on a bad brand, naming theme, pair, measured and required ratio, and writes nothing', async () => {
    const outDir = path.join(scratch, 'bad-out');
    const build = buildTokens({ brandsDir: path.join(fixtures, 'brands'), outDir });
    await expect(build).rejects.toBeInstanceOf(ContrastError);
    await expect(build).rejects.toThrow(
      /theme "bad-contrast": color\.text\.muted on color\.background\.page is 2\.\d\d:1 \(#9ca3af on #f9fafb\), needs 4\.5:1 for text/,
    );
    const error = await build.catch((caught: unknown) => caught);
    expect(
      error instanceof ContrastError && error.failures.every((f) => f.theme === 'bad-contrast'),
    ).toBe(true);
    expect(existsSync(outDir)).toBe(false);
  });

  it('refuses a brand that overrides a token no layer defines', async () => {
    const brandsDir = path.join(scratch, 'unknown', 'brands');
    await mkdir(path.join(brandsDir, 'typo'), { recursive: true });
    await writeFile(
      path.join(brandsDir, 'typo', 'color.json'),
      JSON.stringify({ color: { text: { defualt: { $value: '#000000' } } } }),
    );
    const build = buildTokens({ brandsDir, write: false });
    await expect(build).rejects.toBeInstanceOf(TokenSourceError);
    await expect(build).rejects.toThrow(
      /brand "typo" overrides "color\.text\.defualt", which no layer defines/,
    );
  });
});
