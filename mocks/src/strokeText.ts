/**
 * Text of the generated images drawn as strokes, not as SVG `<text>` (issue 16): `<text>` takes
 * its glyphs from the fonts of the machine that shows the image, and one without Korean fonts
 * drew the seeded page titles as empty boxes. A font embedded in every image would weigh more
 * than the images do, so the images carry a tiny stroke font of their own instead: digits, Latin
 * letters (lower case as small capitals), some punctuation and the circled choice numbers. Any
 * other run of characters (Korean text) is drawn as a rounded bar the width of the run, the way
 * a sketch shows text, the same on every machine.
 */

/** One glyph on a grid 10 units high (0 the cap line, 10 the baseline), `width` units wide. */
interface Glyph {
  width: number;
  /** Absolute M, L, H, V and Z commands on the glyph's grid. */
  path: string;
}

const glyph = (path: string, width = 6): Glyph => ({ width, path });

const O = 'M1.5 0H4.5L6 1.5V8.5L4.5 10H1.5L0 8.5V1.5Z';

const GLYPHS: Readonly<Record<string, Glyph>> = {
  '0': glyph(O),
  '1': glyph('M1.5 2L3.5 0V10M1.5 10H5.5'),
  '2': glyph('M0 1.5L1.5 0H4.5L6 1.5V3.5L0 10H6'),
  '3': glyph('M0 0H6L3 4H4.5L6 5.5V8.5L4.5 10H1.5L0 8.5'),
  '4': glyph('M4.5 10V0L0 7H6'),
  '5': glyph('M6 0H0.5L0 4.5H4.5L6 6V8.5L4.5 10H0'),
  '6': glyph('M5.5 0H2L0 3V8.5L1.5 10H4.5L6 8.5V6L4.5 4.5H0'),
  '7': glyph('M0 0H6L2 10'),
  '8': glyph(
    'M1.5 0H4.5L5.5 1V3.5L4.5 4.5H1.5L0.5 3.5V1ZM1.5 4.5L0 6V8.5L1.5 10H4.5L6 8.5V6L4.5 4.5',
  ),
  '9': glyph('M6 5.5H1.5L0 4V1.5L1.5 0H4.5L6 1.5V7L3.5 10H1'),
  A: glyph('M0 10L3 0L6 10M1 6.5H5'),
  B: glyph('M0 10V0H4.5L6 1.5V3.5L4.5 5H0M4.5 5L6 6.5V8.5L4.5 10H0'),
  C: glyph('M6 1.5L4.5 0H1.5L0 1.5V8.5L1.5 10H4.5L6 8.5'),
  D: glyph('M0 0H4L6 2V8L4 10H0Z'),
  E: glyph('M6 0H0V10H6M0 5H4.5'),
  F: glyph('M6 0H0V10M0 5H4.5'),
  G: glyph('M6 1.5L4.5 0H1.5L0 1.5V8.5L1.5 10H4.5L6 8.5V5.5H3.5'),
  H: glyph('M0 0V10M6 0V10M0 5H6'),
  I: glyph('M1 0H5M3 0V10M1 10H5'),
  J: glyph('M2 0H6V8.5L4.5 10H1.5L0 8.5'),
  K: glyph('M0 0V10M6 0L0 6.5M2 4.5L6 10'),
  L: glyph('M0 0V10H6'),
  M: glyph('M0 10V0L3.5 6L7 0V10', 7),
  N: glyph('M0 10V0L6 10V0'),
  O: glyph(O),
  P: glyph('M0 10V0H4.5L6 1.5V4L4.5 5.5H0'),
  Q: glyph(`${O}M3.5 7L6 10`),
  R: glyph('M0 10V0H4.5L6 1.5V4L4.5 5.5H0M3.5 5.5L6 10'),
  S: glyph('M6 1.5L4.5 0H1.5L0 1.5V3.5L1.5 5H4.5L6 6.5V8.5L4.5 10H1.5L0 8.5'),
  T: glyph('M0 0H6M3 0V10'),
  U: glyph('M0 0V8.5L1.5 10H4.5L6 8.5V0'),
  V: glyph('M0 0L3 10L6 0'),
  W: glyph('M0 0L1.75 10L3.5 3L5.25 10L7 0', 7),
  X: glyph('M0 0L6 10M6 0L0 10'),
  Y: glyph('M0 0L3 5L6 0M3 5V10'),
  Z: glyph('M0 0H6L0 10H6'),
  '.': glyph('M1 9.6V10', 2),
  ',': glyph('M1.5 9V10L0.5 11.5', 2),
  ':': glyph('M1 3V3.4M1 9.6V10', 2),
  ';': glyph('M1.5 3V3.4M1.5 9V10L0.5 11.5', 2),
  '·': glyph('M1 5.3V5.7', 2),
  '-': glyph('M0.5 5.5H4.5', 5),
  '+': glyph('M0 5.5H6M3 2.5V8.5'),
  '=': glyph('M0 4H6M0 7H6'),
  '/': glyph('M5 0L1 10'),
  '(': glyph('M3 0L1 2.5V7.5L3 10', 3.5),
  ')': glyph('M0.5 0L2.5 2.5V7.5L0.5 10', 3.5),
  '?': glyph('M0.5 1.5L2 0H4.5L6 1.5V3L3 5.5V7M3 9.6V10'),
  '!': glyph('M1 0V7M1 9.6V10', 2),
  '%': glyph('M0 10L6 0M1 1V2.5M5 7.5V9'),
  "'": glyph('M1 0V3', 2),
  '"': glyph('M1 0V3M3 0V3', 4),
  _: glyph('M0 10H6'),
  '#': glyph('M2 0L1 10M5 0L4 10M0 3.5H6M0 6.5H6'),
  '*': glyph('M3 1.5V7.5M0.5 3L5.5 6M5.5 3L0.5 6'),
  '<': glyph('M6 1.5L0 5L6 8.5'),
  '>': glyph('M0 1.5L6 5L0 8.5'),
  '[': glyph('M3 0H1V10H3', 3.5),
  ']': glyph('M0.5 0H2.5V10H0.5', 3.5),
  '&': glyph('M6 10L1 3.5V1.5L2.5 0H3.5L5 1.5V3L0 7V8.5L1.5 10H3.5L6 7'),
  '@': glyph('M4.5 6.5V3.5H2.5L1.5 5V6.5H6V1.5L4.5 0H1.5L0 1.5V8.5L1.5 10H6'),
};

/** The space between two glyphs, and the width of a space, in grid units. */
const TRACKING = 2;
const SPACE = 4;
/** A character drawn as part of a bar (Korean, mostly square): about one em. */
const BAR_CHAR = 13;
/** Small capitals: the lower case letters at this share of the capitals. */
const SMALL = 0.75;
/** The circled numbers ① to ⑳ (choices of multiple-choice questions). */
const CIRCLED_FIRST = 0x2460;
const CIRCLED_LAST = 0x2473;
/** Hangul syllables (U+AC00..U+D7A3). */
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

type Part =
  | { kind: 'glyph'; glyph: Glyph; scale: number }
  | { kind: 'circled'; digits: string }
  | { kind: 'space' }
  | { kind: 'bar'; count: number };

function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const upper = GLYPHS[char.toUpperCase()];
    if (char.trim() === '') parts.push({ kind: 'space' });
    else if (GLYPHS[char]) parts.push({ kind: 'glyph', glyph: GLYPHS[char], scale: 1 });
    else if (upper && /\p{Ll}/u.test(char))
      parts.push({ kind: 'glyph', glyph: upper, scale: SMALL });
    else if (code >= CIRCLED_FIRST && code <= CIRCLED_LAST) {
      parts.push({ kind: 'circled', digits: String(code - CIRCLED_FIRST + 1) });
    } else {
      const last = parts.at(-1);
      if (last?.kind === 'bar') last.count += 1;
      else parts.push({ kind: 'bar', count: 1 });
    }
  }
  return parts;
}

const CIRCLE = 12;

function widthOf(part: Part): number {
  switch (part.kind) {
    case 'glyph':
      return part.glyph.width * part.scale;
    case 'circled':
      return CIRCLE;
    case 'space':
      return SPACE - TRACKING;
    case 'bar':
      return part.count * BAR_CHAR - TRACKING;
  }
}

/** The width of `text` in grid units (10 units are the capital height). */
export function strokeTextUnits(text: string): number {
  const parts = partsOf(text);
  if (parts.length === 0) return 0;
  return parts.reduce((sum, part) => sum + widthOf(part) + TRACKING, 0) - TRACKING;
}

/** A glyph's path moved to (x, y) and scaled, each coordinate mapped by `at`. */
function placePath(path: string, at: (x: number, y: number) => string): string {
  let out = '';
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MLHVZ])([^MLHVZ]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'Z') {
      out += 'Z';
      continue;
    }
    if (command === 'H') x = numbers[0] ?? x;
    else if (command === 'V') y = numbers[0] ?? y;
    else {
      x = numbers[0] ?? x;
      y = numbers[1] ?? y;
    }
    out += `${command === 'M' ? 'M' : 'L'}${at(x, y)}`;
  }
  return out;
}

const round = (n: number) => String(Math.round(n * 100) / 100);

export interface StrokeTextOptions {
  /** The baseline's start, middle or end, as `<text>`'s x, y and text-anchor. */
  x: number;
  y: number;
  /** The font size in px: capitals are 0.7 of it, as in most sans-serif fonts. */
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
}

/**
 * `text` as SVG paths and bars, with no font needed: what `<text x y font-size fill
 * text-anchor>` would show, in the stroke font above.
 */
export function strokeText(text: string, options: StrokeTextOptions): string {
  const { x, y, size, fill, anchor = 'start' } = options;
  const unit = (size * 0.7) / 10;
  const total = strokeTextUnits(text);
  const shift = anchor === 'middle' ? total / 2 : anchor === 'end' ? total : 0;
  let pen = x - shift * unit;
  const top = y - 10 * unit;
  let path = '';
  const bars: string[] = [];
  for (const part of partsOf(text)) {
    const width = widthOf(part);
    if (part.kind === 'glyph') {
      const left = pen;
      const { scale } = part;
      const glyphTop = top + 10 * unit * (1 - scale);
      path += placePath(
        part.glyph.path,
        (gx, gy) => `${round(left + gx * scale * unit)} ${round(glyphTop + gy * scale * unit)}`,
      );
    } else if (part.kind === 'circled') {
      const r = (CIRCLE / 2) * unit;
      const cx = pen + r;
      const cy = top + 5 * unit;
      path += `M${round(cx - r)} ${round(cy)}a${round(r)} ${round(r)} 0 1 0 ${round(2 * r)} 0a${round(r)} ${round(r)} 0 1 0 ${round(-2 * r)} 0`;
      const digitScale = 0.55;
      let digitPen = cx - (strokeTextUnits(part.digits) * digitScale * unit) / 2;
      for (const digit of part.digits) {
        const digitGlyph = GLYPHS[digit];
        if (!digitGlyph) continue;
        const left = digitPen;
        const digitTop = cy - 5 * digitScale * unit;
        path += placePath(
          digitGlyph.path,
          (gx, gy) =>
            `${round(left + gx * digitScale * unit)} ${round(digitTop + gy * digitScale * unit)}`,
        );
        digitPen += (digitGlyph.width + TRACKING) * digitScale * unit;
      }
    } else if (part.kind === 'bar') {
      const height = 5 * unit;
      bars.push(
        `<rect x="${round(pen)}" y="${round(top + 3 * unit)}" width="${round(width * unit)}" height="${round(height)}" rx="${round(height / 2)}" fill="${fill}" fill-opacity="0.35"/>`,
      );
    }
    pen += (width + TRACKING) * unit;
  }
  const strokes = path
    ? `<path d="${path}" fill="none" stroke="${fill}" stroke-width="${round(unit * 1.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
    : '';
  if (!bars.length && !strokes) return '';
  // The text itself stays, as the drawing's name: for a screen reader and for a test.
  return `<g aria-label="${escapeXml(text)}">${bars.join('')}${strokes}</g>`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Revised Romanization's first letter of each Hangul initial consonant (ㅇ is silent: '-'). */
const INITIAL_LETTERS = 'GKNDTRMBPSS-JJCKTPH';
/** ... and of each vowel, for a syllable that starts with the silent ㅇ (이 I, 오 O, 윤 Y). */
const VOWEL_LETTERS = 'AAYYEEYYOWWOYUWWWYEUI';

/**
 * The letter a profile picture shows for a name: its first letter, or, for a Korean name, the
 * first letter of its romanized first syllable (정 J, 이 I): the stroke font draws no Hangul.
 */
export function initialLetter(name: string): string {
  const first = [...name.trim()][0] ?? '';
  const code = first.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const index = code - HANGUL_FIRST;
    const initial = INITIAL_LETTERS[Math.floor(index / 588)];
    if (initial && initial !== '-') return initial;
    return VOWEL_LETTERS[Math.floor((index % 588) / 28)] ?? '?';
  }
  const upper = first.toUpperCase();
  return GLYPHS[upper] ? upper : '?';
}
