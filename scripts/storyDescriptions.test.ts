import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyFiles } from './storiesWithoutTag.mjs';

/*
 * Defect (underscoresInDescriptionsBecameItalics, issue 25 item 5): the docs pages render a
 * story's description as Markdown, where `_FUNC_` in WEB_FUNC_USE opens and closes an emphasis:
 * the page said "WEBFUNCUSE" with FUNC in italics. A wire name with underscores goes in backticks,
 * in the descriptions (parameters.docs.description) and in the JSDoc above a story, which
 * Storybook shows as the story's description.
 */

const STORY_FILES = storyFiles('.');

/** The kit's components: their JSDoc is the docs page's component and props descriptions. */
const COMPONENT_FILES = readdirSync('packages/ui/src', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx$/.test(path) && !/\.(stories|test)\.tsx$|^internal\//.test(path))
  .map((path) => join('packages/ui/src', path));

/** Every JSDoc comment of a source, flattened to one line, with the line it starts on. */
const jsDocOf = (source: string) =>
  [...source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\//g)].map(
    (match) =>
      `${source.slice(0, match.index).split('\n').length}: ${(match[1] ?? '').replace(/\s*\n\s*\*\s?/g, ' ').trim()}`,
  );

/** A word with an underscore between letters or digits: what Markdown may read as emphasis. */
const UNDERSCORED = /\b\w*[A-Za-z0-9]_[A-Za-z0-9]\w*\b/g;
const outsideCode = (text: string) => text.replace(/`[^`]*`/g, '');

/**
 * The prose of a story file that a docs page shows, with its line numbers: the string lines of
 * each `component:` or `story:` description (a chain of literals joined with `+`), and the JSDoc
 * right above each exported story.
 */
function describedProse(source: string): string[] {
  const prose: string[] = [];
  let inDescription = false;
  source.split('\n').forEach((line, index) => {
    const text = line.trim();
    const opens = /\b(component|story):/.test(text);
    if (opens) inDescription = true;
    const literal = text.replace(/^(component|story):\s*/, '');
    if (inDescription && /^['"]/.test(literal)) prose.push(`${index + 1}: ${literal}`);
    else if (!opens) inDescription = false;
    if (inDescription && !literal.endsWith('+')) inDescription = opens && literal === '';
  });
  for (const match of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const/g)) {
    const at = source.slice(0, match.index).split('\n').length;
    prose.push(`${at}: ${(match[1] ?? '').replace(/\s*\n\s*\*\s?/g, ' ').trim()}`);
  }
  return prose;
}

describe('underscoresInDescriptionsBecameItalics', () => {
  it('found the story files', () => {
    expect(STORY_FILES.length).toBeGreaterThan(100);
  });

  it('every underscored name in a story description is in backticks', () => {
    const found = STORY_FILES.flatMap((file) =>
      describedProse(readFileSync(file, 'utf8'))
        .filter((line) => outsideCode(line).match(UNDERSCORED))
        .map((line) => `${file}:${line.slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });

  it("every underscored name in the JSDoc of the kit's components is in backticks", () => {
    expect(COMPONENT_FILES.length).toBeGreaterThan(50);
    const found = COMPONENT_FILES.flatMap((file) =>
      jsDocOf(readFileSync(file, 'utf8'))
        .filter((line) => outsideCode(line).match(UNDERSCORED))
        .map((line) => `${file}:${line.slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });
});
