// `npm run ui:exports -w @platform/ui`: regenerates the package.json export maps from the
// component folders and rewrites public-api.json, the snapshot the public-API test compares
// against. Run it on purpose, when a change of the public API is meant, and commit both files.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  componentFolders,
  packageDir,
  publicApi,
  readPackageJson,
  snapshotPath,
  withExportMaps,
} from './publicApi.mjs';

const folders = componentFolders();
const pkg = withExportMaps(readPackageJson(), folders);
writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(snapshotPath, `${JSON.stringify(publicApi(folders), null, 2)}\n`);
console.log(
  `@platform/ui: ${folders.length} component subpaths; package.json and public-api.json written.`,
);
