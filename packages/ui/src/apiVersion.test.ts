// @vitest-environment node
// The rule that versions the public API (scripts/apiVersion.mjs), on made-up APIs and changesets.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiVerdict, breakingBump, pendingBumps } from '../scripts/apiVersion.mjs';

const api = (names: string[]) => ({ subpaths: ['.', './Button'], exports: { './Button': names } });
const snapshot = { version: '0.1.0', ...api(['Button', 'ButtonProps']) };

describe('the versioned public API', () => {
  it('passes an unchanged API with no changeset', () => {
    expect(
      apiVerdict({ snapshot, current: api(['Button', 'ButtonProps']), version: '0.1.0', bumps: [] })
        .ok,
    ).toBe(true);
  });

  it('fails a changed API at the same version with no pending changeset, naming the change', () => {
    const verdict = apiVerdict({
      snapshot,
      current: api(['Button', 'ButtonProps', 'IconButton']),
      version: '0.1.0',
      bumps: [],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toContain('npx changeset');
    expect(verdict.reason).toContain('+ ./Button#IconButton');
  });

  it('passes an added name with any pending changeset', () => {
    const current = api(['Button', 'ButtonProps', 'IconButton']);
    expect(apiVerdict({ snapshot, current, version: '0.1.0', bumps: ['patch'] }).ok).toBe(true);
  });

  it('asks a breaking bump for a removed name: minor before 1.0, major after', () => {
    const current = api(['Button']);
    expect(apiVerdict({ snapshot, current, version: '0.1.0', bumps: ['patch'] }).ok).toBe(false);
    expect(apiVerdict({ snapshot, current, version: '0.1.0', bumps: ['patch', 'minor'] }).ok).toBe(
      true,
    );
    const released = { ...snapshot, version: '1.2.0' };
    expect(
      apiVerdict({ snapshot: released, current, version: '1.2.0', bumps: ['minor'] }).reason,
    ).toContain('needs major');
    expect(breakingBump('1.2.0')).toBe('major');
  });

  it('fails a snapshot taken at another version than the package is', () => {
    const verdict = apiVerdict({
      snapshot,
      current: api(['Button', 'ButtonProps']),
      version: '0.2.0',
      bumps: [],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toContain('npm run version-packages');
  });

  it("reads the bumps of the pending changesets' front matter for the package only", () => {
    const dir = mkdtempSync(join(tmpdir(), 'changesets-'));
    writeFileSync(join(dir, 'README.md'), '---\n"@platform/ui": major\n---\n');
    writeFileSync(
      join(dir, 'brave-cats.md'),
      '---\n"@platform/ui": minor\n"@platform/tokens": patch\n---\n\nAdds IconButton.\n',
    );
    writeFileSync(
      join(dir, 'calm-dogs.md'),
      "---\n'@platform/contract': major\n---\n\nRenames a code.\n",
    );
    expect(pendingBumps(dir, '@platform/ui')).toEqual(['minor']);
    expect(pendingBumps(dir, '@platform/contract')).toEqual(['major']);
  });
});
