// @vitest-environment node
// Guards the public API of @platform/ui: the subpaths of package.json and the names every entry
// exports. A difference fails until someone accepts it on purpose with the command below, which
// rewrites public-api.json and the export maps (then commit both).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_COMMAND,
  componentFolders,
  exportMaps,
  publicApi,
  readPackageJson,
  snapshotPath,
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

  it(`exports what public-api.json records (accept: ${ACCEPT_COMMAND})`, () => {
    const committed = JSON.parse(readFileSync(snapshotPath, 'utf8'));
    expect(publicApi(folders)).toEqual(committed);
  }, 180_000);
});
