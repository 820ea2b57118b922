// @vitest-environment node
import { readFileSync } from 'node:fs';
import { LOCALES, translate } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { appTexts } from './texts.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The product's name, decided once in the texts: the same in every language. */
const names = LOCALES.map((locale) => translate(appTexts, locale, 'app.name'));
const [productName = ''] = names;

describe('the product name (issue 16: the public pages said "Platform")', () => {
  it('is one name in every language', () => {
    expect(new Set(names).size).toBe(1);
    expect(productName).not.toMatch(/platform|플랫폼/i);
  });

  // Files that cannot read the texts carry the name as written there.
  it.each([
    ['the document title before the app starts', '../../index.html', /<title>([^<]*)<\/title>/],
    ['the favicon', '../../public/favicon.svg', /<title>([^<]*)<\/title>/],
    [
      'the default brand’s logo',
      '../../../../tokens/assets/logo-default.svg',
      /<text[^>]*>([^<]*)<\/text>/,
    ],
    [
      'the high-contrast brand’s logo',
      '../../../../tokens/assets/logo-high-contrast.svg',
      /<text[^>]*>([^<]*)<\/text>/,
    ],
  ])('names %s', (_what, path, pattern) => {
    const file = read(path);
    expect(pattern.exec(file)?.[1]).toBe(productName);
    expect(file).not.toMatch(/Platform/);
  });
});
