/**
 * Text that looks empty, and text that reads backwards. A name typed as zero-width spaces, a
 * Hangul filler or a bidirectional mark alone shows as nothing, so it must not pass "required";
 * a file name with a right-to-left override (U+202E) shows "invoice‮fdp.exe" as a harmless PDF.
 */

/**
 * What draws no glyph: white space, format characters (zero-width space and joiners, the word
 * joiner, the byte-order mark, soft hyphen, every bidirectional control), the Hangul fillers and
 * the blank Braille pattern, which input methods and copied text are known to carry.
 */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\u115f\u1160\u3164\uffa0\u2800]/gu;

/**
 * The bidirectional embedding, override and isolate controls and the direction marks: in a name
 * they only serve to make the text read in another order than it is stored.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether `text` shows nothing a reader can see ("required" means visible characters). */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** `text` without the controls that reorder it: what a name, title or file name shows. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
