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
    const fontsCss = readFileSync(path.join(tokensDir, 'src', 'fonts.css'), 'utf8');
    const imports = [...fontsCss.matchAll(/@import\s+["']([^"']+)["']/g)].map((match) => match[1]);
    expect(imports).toEqual(['pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css']);
    const require = createRequire(path.join(tokensDir, 'package.json'));
    for (const specifier of imports) {
      expect(existsSync(require.resolve(specifier ?? ''))).toBe(true);
    }
    expect(fontsCss).not.toMatch(/https?:\/\//);
  });
});
