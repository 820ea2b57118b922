// @vitest-environment node
// Guards the public API of @platform/ui: the export maps follow the component folders, and the
// names every entry exports are those of public-api.json, taken at the version it records, unless
// a pending changeset says how they changed (scripts/apiVersion.mjs, .changeset/README.md).
import { describe, expect, it } from 'vitest';
import { apiVerdict, pendingBumps, readSnapshot } from '../scripts/apiVersion.mjs';
import {
  ACCEPT_COMMAND,
  componentFolders,
  exportMaps,
  publicApi,
  readPackageJson,
} from '../scripts/publicApi.mjs';

describe('@platform/ui public API', () => {
  const folders = componentFolders();

  it(`has an export map entry for every component folder (accept: ${ACCEPT_COMMAND})`, () => {
    const pkg = readPackageJson();
    const { exports, publishExports } = exportMaps(folders);
    expect(pkg.exports).toEqual(exports);
    expect(pkg.publishConfig?.exports).toEqual(publishExports);
  });

  it('lists only CSS as having side effects', () => {
    expect(readPackageJson().sideEffects).toEqual(['*.css']);
  });

  it('exports what public-api.json records at this version, or has a changeset for the change', () => {
    const verdict = apiVerdict({
      snapshot: readSnapshot(),
      current: publicApi(folders),
      version: String(readPackageJson().version),
      bumps: pendingBumps(),
    });
    expect(verdict.ok, verdict.reason).toBe(true);
  }, 180_000);
});
