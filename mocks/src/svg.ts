/**
 * Generated images. They are SVG text, so that they work in Node and in the browser alike and
 * weigh nothing in the seed: logos, page images (books and notes use them later) and profile
 * pictures.
 */

import { initialLetter, strokeText } from './strokeText.ts';

export const SVG_TYPE = 'image/svg+xml';

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

// Drawn, not typeset: a machine without Korean fonts showed `<text>` as empty boxes (issue 16).
const label = (x: number, y: number, size: number, fill: string, text: string) =>
  strokeText(text, { x, y, size, fill, anchor: 'middle' });

/** A wide logo with the institution's short name (the header and login logos). */
export function logoSvg(text: string, color: string): string {
  return svg(
    160,
    40,
    `<rect width="160" height="40" rx="8" fill="${color}"/>${label(80, 26, 16, '#fff', text)}`,
  );
}

/** A square mark with one letter (the favicon and the login logo). */
export function markSvg(letter: string, color: string): string {
  return svg(
    32,
    32,
    `<circle cx="16" cy="16" r="15" fill="${color}"/>${label(16, 22, 16, '#fff', letter)}`,
  );
}

/** A soft background (the login page background). */
export function backgroundSvg(color: string): string {
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="${color}"/><circle cx="1300" cy="200" r="320" fill="#fff" fill-opacity="0.25"/><circle cx="200" cy="800" r="260" fill="#fff" fill-opacity="0.2"/>`,
  );
}

/** A profile picture: the initial of the name (romanized for a Korean one) on a colour of its own. */
export function avatarSvg(name: string, color: string): string {
  const initial = initialLetter(name);
  return svg(
    200,
    200,
    `<rect width="200" height="200" fill="${color}"/>${label(100, 128, 88, '#fff', initial)}`,
  );
}

/** A page of a book or a note: a sheet with a title, a page number and a few ruled lines. */
export function pageSvg(title: string, pageNo: number, color = '#3a5a8c'): string {
  const lines = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="80" y="${260 + i * 70}" width="${i % 3 === 2 ? 420 : 640}" height="10" rx="5" fill="#d8dde6"/>`,
  ).join('');
  return svg(
    800,
    1131,
    `<rect width="800" height="1131" fill="#fff"/><rect width="800" height="120" fill="${color}"/>${label(400, 78, 36, '#fff', title)}${lines}${label(400, 1090, 24, '#555', String(pageNo))}`,
  );
}

/** Colours the generated pictures pick from (all dark enough for white text). */
export const PICTURE_COLORS = [
  '#0f5e4a',
  '#2f4f8f',
  '#7a3b69',
  '#8a4b12',
  '#355e3b',
  '#5b4a8c',
  '#8c2f39',
  '#1f6f78',
] as const;
