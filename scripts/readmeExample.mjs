// The app of packages/ui/README.md's "Use it in an app": the files its fenced blocks name
// (```tsx title="src/App.tsx"). scripts/consumer.mjs installs exactly these; Storybook's
// "Getting started" page shows the same section.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const README_PATH = fileURLToPath(new URL('../packages/ui/README.md', import.meta.url));
export const EXAMPLE_HEADING = '## Use it in an app';

/** file name -> contents, for every fenced block whose info string names a file. */
export function readmeFiles(markdown = readFileSync(README_PATH, 'utf8')) {
  const files = {};
  for (const match of markdown.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm)) {
    files[match[1]] = match[2];
  }
  return files;
}
