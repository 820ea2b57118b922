import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['packages', 'apps', 'mocks', 'tokens', 'scripts'];

function unitTestFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('node_modules') && /\.test\.(ts|tsx|mjs)$/.test(file))
      .map((file) => join(root, file)),
  );
}

// The `unit` project shares its workers' module graph between files (vitest.config.ts): a module
// replaced by vi.mock in one file would be the real one, or the replaced one, in the next,
// depending on which file ran first in that worker.
describe('unit files that replace a module', () => {
  it('are named *.isolated.test.* and so run with modules of their own', () => {
    const shared = unitTestFiles().filter(
      (file) =>
        !file.includes('.isolated.test.') &&
        /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(shared).toEqual([]);
  });
});
