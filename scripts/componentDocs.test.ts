import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storyFiles } from './storiesWithoutTag.mjs';

/*
 * Issue 25 item 5, docs for designers: each component's docs page says when to use it (and which
 * other kit component to use instead) and names the states its stories show. Both are paragraphs
 * of the meta's description (`parameters.docs.description.component`, Markdown), after the
 * summary: `**When to use.** …` then `**States.** …`. The props come from the types.
 */

/** Each component's main story file: packages/ui/src/<Name>/<Name>.stories.tsx, no stress file. */
const MAIN_STORY_FILES = storyFiles('.').filter((file) => {
  const match = /^packages\/ui\/src\/([^/]+)\/([^/]+)\.stories\.tsx$/.exec(file);
  return match !== null && match[1] === match[2] && !file.endsWith('.stress.stories.tsx');
});

/** The source of the meta's component description: what follows `component:` up to its end. */
function componentDescription(source: string): string | undefined {
  const meta = /\nconst meta\b[\s\S]*?\nexport default meta/.exec(source)?.[0] ?? '';
  return /description:\s*\{\s*component:([\s\S]*?),\n\s*\},?\n/.exec(meta)?.[1];
}

/** A paragraph opening with `label`: a blank line before it, written `\n\n` or as one. */
const paragraph = (label: string) =>
  new RegExp(`(\\\\n\\\\n|\\n[ \\t]*\\n)${label.replace(/[.*]/g, '\\$&')}`);
const WHEN_TO_USE = paragraph('**When to use.**');
const STATES = paragraph('**States.**');

/** What a main story file's description lacks, in words; nothing when it has it all. */
function missing(description: string | undefined): string[] {
  if (description === undefined) return ['a meta description (parameters.docs.description)'];
  const when = WHEN_TO_USE.exec(description);
  const states = STATES.exec(description);
  return [
    ...(when ? [] : ['a "**When to use.**" paragraph']),
    ...(states ? [] : ['a "**States.**" paragraph']),
    ...(when && states && states.index < when.index
      ? ['"**When to use.**" before "**States.**"']
      : []),
    ...(when && !/['"`]\s*\w/.test(description.slice(0, when.index)) ? ['a summary first'] : []),
  ];
}

describe('componentDocsSayWhenToUseAndStates', () => {
  it("found every component's main story file", () => {
    expect(MAIN_STORY_FILES.length).toBeGreaterThan(60);
  });

  it('every main story file describes when to use the component and its states', () => {
    const lacking = MAIN_STORY_FILES.flatMap((file) => {
      const gaps = missing(componentDescription(readFileSync(file, 'utf8')));
      return gaps.length > 0 ? [`${file}: lacks ${gaps.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('reads a description without the paragraphs as lacking them', () => {
    const source = [
      '',
      'const meta = {',
      '  parameters: {',
      '    docs: {',
      '      description: {',
      "        component: 'A summary.' + '\\n\\n**States.** Empty.',",
      '      },',
      '    },',
      '  },',
      '};',
      'export default meta;',
    ].join('\n');
    expect(missing(componentDescription(source))).toEqual(['a "**When to use.**" paragraph']);
    expect(missing(componentDescription('\nconst meta = {};\nexport default meta;'))).toEqual([
      'a meta description (parameters.docs.description)',
    ]);
  });
});
