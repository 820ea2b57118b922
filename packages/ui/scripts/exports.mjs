// `npm run ui:exports -w @platform/ui`: regenerates the package.json export maps from the
// component folders. The public-API snapshot (public-api.json) is retaken only at a release
// (`npm run version-packages`, see apiVersion.mjs): a change of the API between releases needs a
// pending changeset instead.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentFolders, packageDir, readPackageJson, withExportMaps } from './publicApi.mjs';

const folders = componentFolders();
const pkg = withExportMaps(readPackageJson(), folders);
writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`@platform/ui: ${folders.length} component subpaths written to package.json.`);
