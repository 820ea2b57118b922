/**
 * Counting what the user sees: a Korean syllable, an emoji with its skin tone or a flag is one
 * character, however many code units it takes (issue 5: "a counter that counts what the user
 * sees").
 */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function graphemes(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The number of grapheme clusters in a text. */
export function countGraphemes(text: string): number {
  if (text === '') return 0;
  return graphemes(text).length;
}

/** The text cut to at most `max` grapheme clusters; a cluster is never split. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}
