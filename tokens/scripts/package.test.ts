// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTokens } from './build.mjs';

const tokensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(tokensDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

describe('@platform/tokens package', () => {
  it('exports only files that exist or that the build writes', async () => {
    const { document, css, names } = await buildTokens({ write: false });
    const built = new Map([
      ['tokens.css', css],
      ['tokens.json', JSON.stringify(document)],
      ['names.ts', names],
    ]);
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (target.includes('*')) {
        expect(existsSync(path.join(tokensDir, target.slice(0, target.indexOf('*')))), entry).toBe(
          true,
        );
      } else if (target.startsWith('./build/')) {
        expect(built.has(path.basename(target)), entry).toBe(true);
      } else {
        expect(existsSync(path.join(tokensDir, target)), entry).toBe(true);
      }
    }
  });

  it('bundles Pretendard from npm: fonts.css imports a file of the pretendard package, no CDN', () => {
    const read = (file: string) => readFileSync(path.join(tokensDir, 'src', file), 'utf8');
    const importsOf = (css: string) =>
      [...css.matchAll(/@import\s+["']([^"']+)["']/g)].map((match) => match[1]);
    // fonts.css is Pretendard plus its fallback; apps/web loads the two parts apart.
    expect(importsOf(read('fonts.css'))).toEqual([
      './fonts-pretendard.css',
      './fonts-fallback.css',
    ]);
    const imports = importsOf(read('fonts-pretendard.css'));
    expect(imports).toEqual(['pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css']);
    const require = createRequire(path.join(tokensDir, 'package.json'));
    for (const specifier of imports) {
      expect(existsSync(require.resolve(specifier ?? ''))).toBe(true);
    }
    for (const file of ['fonts.css', 'fonts-pretendard.css', 'fonts-fallback.css']) {
      expect(read(file)).not.toMatch(/https?:\/\//);
    }
  });

  it('the fallback only names fonts on the device (local()), never a download', () => {
    const fallback = readFileSync(path.join(tokensDir, 'src', 'fonts-fallback.css'), 'utf8');
    const sources = [...fallback.matchAll(/src:\s*([^;]+);/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/url\(/);
  });
});
