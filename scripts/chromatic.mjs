// `npm run chromatic`: publishes Storybook to Chromatic for teams with a Chromatic project, whose
// token is in CHROMATIC_PROJECT_TOKEN. Without one it does nothing: the offline visual baselines
// of `npm test` (the storybook:visual projects) need no network, and this is never part of it.
// chromatic 16.10.1 is the last version that runs on Node 20.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing to publish.');
} else {
  const result = spawnSync(
    join(root, 'node_modules/.bin/chromatic'),
    ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
}
