import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import './zod.ts';

const SOURCE = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('zod without eval (the Content-Security-Policy has no unsafe-eval)', () => {
  it('parses jitless, so it never tries new Function', () => {
    expect(config().jitless).toBe(true);
  });

  it('builds every schema from the one configured z: no module imports zod itself', () => {
    const direct = sourceFiles(SOURCE)
      .filter((path) => relative(SOURCE, path) !== 'zod.ts')
      .filter((path) => /^import \{[^}]*\} from 'zod\//m.test(readFileSync(path, 'utf8')));
    expect(direct.map((path) => relative(SOURCE, path))).toEqual([]);
  });
});
