// Guards the promise of the production build: it holds no mock code, while the demo build is the
// same app plus the mock backend's chunk and its service worker.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MOCK_MARKERS = ['mockServiceWorker', '[MSW]'];

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

function filesWithMocks(dir) {
  return jsFiles(dir).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return MOCK_MARKERS.some((marker) => text.includes(marker));
  });
}

const failures = [];
const production = 'apps/web/dist';
const demo = 'apps/web/dist-demo';

if (!existsSync(production)) failures.push(`${production} is missing: run npm run build first`);
else {
  const leaked = filesWithMocks(production);
  if (leaked.length) failures.push(`production build holds mock code: ${leaked.join(', ')}`);
  // The demo's own help and classroom-client pages (apps/web/demo-pages) are the demo's only.
  if (existsSync(join(production, 'demo-pages'))) {
    failures.push('production build holds the demo pages (demo-pages/)');
  }
}

if (!existsSync(demo)) failures.push(`${demo} is missing: run npm run build:demo first`);
else {
  if (!existsSync(join(demo, 'mockServiceWorker.js'))) {
    failures.push('demo build has no mockServiceWorker.js');
  }
  for (const page of ['help.html', 'classroom-client.html']) {
    if (!existsSync(join(demo, 'demo-pages', page))) {
      failures.push(`demo build has no demo-pages/${page}, which the mock's links point at`);
    }
  }
  const withMocks = filesWithMocks(demo).filter((file) => !file.endsWith('mockServiceWorker.js'));
  if (withMocks.length === 0) failures.push('demo build has no mock backend chunk');
  const entry = readFileSync(join(demo, 'index.html'), 'utf8');
  const entryScripts = [...entry.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => join(demo, m[1]));
  if (entryScripts.some((file) => withMocks.includes(file))) {
    failures.push(
      'demo build puts the mock backend in the entry chunk instead of a chunk of its own',
    );
  }
}

if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
console.log(
  '✓ production build holds no mock code; the demo build adds the mock chunk, worker and pages',
);
