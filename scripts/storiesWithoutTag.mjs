import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where .storybook/main.ts finds stories (its `stories` globs, as folders). */
export const STORY_ROOTS = ['stories', 'packages/ui/src', 'apps/web/src'];

const STORY_FILE = /\.stories\.tsx?$/;

function storyFilesUnder(root, folder) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' ? [] : storyFilesUnder(root, path);
    return STORY_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every story file under the story roots, as paths from `root` (forward slashes). */
export function storyFiles(root) {
  return STORY_ROOTS.flatMap((folder) => storyFilesUnder(root, folder)).map((path) =>
    relative(root, join(root, path)).split('\\').join('/'),
  );
}

/**
 * The story files that do not name a tag anywhere, as paths from `root` (forward slashes). A
 * project that runs only the stories of that tag leaves them out: Storybook's Vitest plugin
 * imports every story file in every project and skips its stories one by one
 * (storybookjs/storybook#36386), and each such file cost the run its page setup and imports.
 * A file that names the tag but has no story with it is still imported and skipped: the check
 * only reads text.
 */
export function storyFilesWithoutTag(root, tag) {
  const quoted = [`'${tag}'`, `"${tag}"`];
  return storyFiles(root).filter((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    return !quoted.some((name) => text.includes(name));
  });
}
