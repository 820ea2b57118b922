import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');

describe('the end-to-end specs', () => {
  it('take `test` from e2e/app.ts, whose pages fail a test on a Content-Security-Policy violation', () => {
    const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(0);
    const bypassing = specs.filter((name) => {
      const source = readFileSync(join(E2E, name), 'utf8');
      return /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(source);
    });
    expect(bypassing).toEqual([]);
  });
});
