// @vitest-environment node
// The consumer example is one text: packages/ui/README.md's section, which the tarball test
// installs (scripts/consumer.mjs) and Storybook's "Getting started" page shows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HEADING, README_PATH, readmeFiles } from './readmeExample.mjs';

describe("packages/ui/README.md's consumer example", () => {
  const readme = readFileSync(README_PATH, 'utf8');

  it('holds the app the tarball test installs: its entry and its App, with the CSS and providers', () => {
    const files = readmeFiles(readme);
    expect(Object.keys(files).sort()).toEqual([
      'embed.html',
      'src/App.tsx',
      'src/embed.ts',
      'src/main.tsx',
    ]);
    expect(files['src/main.tsx']).toContain("import '@platform/ui/styles.css';");
    expect(files['src/main.tsx']).toMatch(/<LocaleProvider[\s\S]*<BrandProvider/);
    for (const widget of ['Button', 'Dialog', 'PageRangePicker']) {
      expect(files['src/App.tsx']).toContain(`<${widget}`);
    }
  });

  it('mounts a widget in a plain page with mountWidget, shown on the Embedding page', () => {
    const page = readFileSync(new URL('../stories/Embedding.mdx', import.meta.url), 'utf8');
    expect(page).toContain("'## Embed a widget in a page without React'");
    expect(readme).toContain('\n## Embed a widget in a page without React\n');
    const files = readmeFiles(readme);
    expect(files['embed.html']).toContain('src="/src/embed.ts"');
    expect(files['src/embed.ts']).toContain("from '@platform/ui/WidgetMount'");
    expect(files['src/embed.ts']).toContain("{ locale: 'ko', brand: 'campus' }");
  });

  it('is the section the Getting started page reads from the README', () => {
    expect(readme).toContain(`\n${EXAMPLE_HEADING}\n`);
    const page = readFileSync(new URL('../stories/GettingStarted.mdx', import.meta.url), 'utf8');
    expect(page).toContain("from '../packages/ui/README.md?raw'");
    expect(page).toContain(`'${EXAMPLE_HEADING}'`);
  });

  it('reads only fenced blocks that name a file', () => {
    const markdown = '```sh\nnpm install\n```\n\n```ts title="a.ts"\nexport const a = 1;\n```\n';
    expect(readmeFiles(markdown)).toEqual({ 'a.ts': 'export const a = 1;\n' });
  });
});
