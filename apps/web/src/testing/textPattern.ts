import type { Locale } from '@platform/contract';
import { textOf } from './storyTexts.ts';

/** A number no catalogue text holds: it marks where a `number` hole is (grouped or not). */
const NUMBER_MARK = 271828;
const NUMBER_FOUND = /271,?828/g;

/** `text` as a pattern source that matches it literally. */
export const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The whole catalogue text `key` in `locale` as a pattern, for a name a play cannot know in full:
 * each hole stands for any text (`text`), for digits (`number`, which picks the plural's "other"
 * form), or for the given pattern source.
 */
export function textPatternOf(
  locale: Locale,
  key: string,
  holes: Readonly<Record<string, 'text' | 'number' | { source: string }>>,
): RegExp {
  const params: Record<string, string | number> = {};
  const marks: [string, string][] = [];
  for (const [name, hole] of Object.entries(holes)) {
    if (hole === 'number') {
      params[name] = NUMBER_MARK;
      continue;
    }
    const mark = `\u{E000}${name}\u{E001}`;
    params[name] = mark;
    marks.push([escapePattern(mark), hole === 'text' ? '.+' : `(?:${hole.source})`]);
  }
  let source = escapePattern(textOf(locale, key, params)).replace(NUMBER_FOUND, '\\d+');
  for (const [mark, replacement] of marks) source = source.split(mark).join(replacement);
  return new RegExp(`^${source}$`);
}
