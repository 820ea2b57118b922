import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storyFilesWithoutTag } from './storiesWithoutTag.mjs';

const roots: string[] = [];

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'stories-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('storyFilesWithoutTag', () => {
  it('lists the story files under the story roots that never name the tag', () => {
    const root = repo({
      'packages/ui/src/Button/Button.stories.tsx': "export const Main = { tags: ['brand-sweep'] };",
      'packages/ui/src/Stack/Stack.stories.tsx': "export const Main = { tags: ['locale-sweep'] };",
      'apps/web/src/areas/a/Page.stories.tsx': 'export const Main = { tags: ["brand-sweep"] };',
      'apps/web/src/areas/a/Other.stories.ts': 'export const Main = {};',
      'apps/web/src/areas/a/notAStory.tsx': 'export const x = 1;',
      'apps/web/node_modules/x/y.stories.tsx': 'export const Main = {};',
    });
    expect(storyFilesWithoutTag(root, 'brand-sweep').sort()).toEqual([
      'apps/web/src/areas/a/Other.stories.ts',
      'packages/ui/src/Stack/Stack.stories.tsx',
    ]);
  });

  it('does not take a longer tag that starts with the name for the tag', () => {
    const root = repo({
      'stories/Intro.stories.tsx': "export const Main = { tags: ['brand-sweep-later'] };",
    });
    expect(storyFilesWithoutTag(root, 'brand-sweep')).toEqual(['stories/Intro.stories.tsx']);
  });
});
