// `npm run pack:check -w @platform/ui`: stages the package as it would be published (the built
// dist and a manifest whose `exports` are `publishConfig.exports`) in a temporary folder and runs
// publint on it. npm itself does not apply `publishConfig.exports` (pnpm and Yarn do), so a
// release from npm publishes this staged folder: `node scripts/pack.mjs --out <dir>`.
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packageDir, readPackageJson } from './publicApi.mjs';

const outIndex = process.argv.indexOf('--out');
const stageDir =
  outIndex > 0 ? process.argv[outIndex + 1] : mkdtempSync(join(tmpdir(), 'platform-ui-'));
if (!existsSync(join(packageDir, 'dist', 'index.js'))) {
  console.error('No build found: run `npm run build -w @platform/ui` first.');
  process.exit(1);
}

const { publishConfig, devDependencies: _dev, ...pkg } = readPackageJson();
const { exports: publishExports, ...restPublishConfig } = publishConfig ?? {};
const manifest = {
  ...pkg,
  exports: publishExports,
  files: ['dist'],
  ...(Object.keys(restPublishConfig).length ? { publishConfig: restPublishConfig } : {}),
};
cpSync(join(packageDir, 'dist'), join(stageDir, 'dist'), { recursive: true });
writeFileSync(join(stageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const { messages } = await publint({ pkgDir: stageDir, level: 'suggestion', strict: true });
for (const message of messages) {
  console.log(`${message.type}: ${formatMessage(message, manifest)}`);
}
const errors = messages.filter((message) => message.type === 'error');
console.log(`publint: ${messages.length} message(s), ${errors.length} error(s) in ${stageDir}`);
process.exit(errors.length ? 1 : 0);
