import { LIMITS } from '@platform/contract';

/**
 * The pure part of the QR code dialog (screens.md §9 "QR code: 256 viewBox, logo 38 px high"):
 * where the modules, the logo and the hole for it go in the 256 viewBox, the SVG path of the
 * modules, the PNG's size and file name. No encoder and no DOM here: the encoder is a chunk of its
 * own (encodeQr.ts), loaded when the dialog opens.
 */

/** What the encoder hands over: a square of modules, each dark or light. */
export interface QrMatrix {
  readonly size: number;
  isDark(row: number, col: number): boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Module rows and columns left light for the logo: `start` inclusive, `end` exclusive. */
export interface Hole {
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
}

export interface QrLayout {
  /** The side of the viewBox (LIMITS.QR_VIEWBOX). */
  viewBox: number;
  /** Modules per side, without the quiet zone. */
  moduleCount: number;
  /** The side of one module in viewBox units. */
  moduleSize: number;
  /** The dark modules in module units, quiet zone included: scale it by `moduleSize`. */
  path: string;
  /** Where the logo is drawn, in viewBox units; null without a logo. */
  logo: Box | null;
  hole: Hole | null;
}

/** The quiet zone around the code, in modules: the four that ISO/IEC 18004 asks for. */
export const QUIET_ZONE = 4;

/**
 * assumed: a wide logo is 38 high up to twice as wide as high; a wider one is fitted into 76 x 38
 * (so it is less high). The hole must stay well within what level H restores: 76 x 38 with its
 * padding is about 5% of the 256 x 256 code, against the about 30% of its codewords H restores.
 */
export const LOGO_WIDTH_MAX = 2 * LIMITS.QR_LOGO_HEIGHT;

/** assumed: light space between the logo and the nearest dark module, in viewBox units. */
export const LOGO_PADDING = 2;

/** assumed: the PNG's side in pixels, about twice the viewBox (sharp on a high-density screen). */
export const PNG_TARGET_SIZE = 512;

/**
 * The code's colours are part of what a scanner reads (dark on light, ISO/IEC 18004) and what the
 * PNG holds, so they are fixed here rather than themed: a brand or a dark theme must not invert them.
 */
export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

/**
 * The logo's box, centred in the viewBox: LIMITS.QR_LOGO_HEIGHT high with the picture's own
 * proportions, at most LOGO_WIDTH_MAX wide. An unknown proportion (0, NaN) counts as square.
 */
export function logoBox(aspect: number, viewBox: number = LIMITS.QR_VIEWBOX): Box {
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  const height = Math.min(LIMITS.QR_LOGO_HEIGHT, LOGO_WIDTH_MAX / ratio);
  const width = height * ratio;
  return { x: (viewBox - width) / 2, y: (viewBox - height) / 2, width, height };
}

/**
 * The modules the logo's box (grown by LOGO_PADDING) touches, so that no module shows half under
 * the logo. The grid and the box share their centre, so the hole is symmetric.
 */
export function holeFor(box: Box, moduleCount: number, moduleSize: number): Hole {
  // A box edge that falls on a module's edge must not take in the next module for a rounding error.
  const EPSILON = 1e-9;
  const first = (start: number) =>
    Math.max(0, Math.floor((start - LOGO_PADDING) / moduleSize + EPSILON) - QUIET_ZONE);
  const end = (stop: number) =>
    Math.min(moduleCount, Math.ceil((stop + LOGO_PADDING) / moduleSize - EPSILON) - QUIET_ZONE);
  return {
    rowStart: first(box.y),
    rowEnd: end(box.y + box.height),
    colStart: first(box.x),
    colEnd: end(box.x + box.width),
  };
}

const inHole = (hole: Hole | null, row: number, col: number) =>
  hole !== null &&
  row >= hole.rowStart &&
  row < hole.rowEnd &&
  col >= hole.colStart &&
  col < hole.colEnd;

/**
 * The dark modules as one SVG path in module units, the quiet zone included (the first module is
 * at 4,4): one rectangle per run of dark modules in a row, so a 41-module code is a few hundred
 * rectangles rather than a thousand squares. Modules in the hole are left out.
 */
export function modulePath(matrix: QrMatrix, hole: Hole | null = null): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col) || inHole(hole, row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col) && !inHole(hole, row, col)) col += 1;
      const run = col - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}

/**
 * The whole picture: the modules scaled into the viewBox with the quiet zone, and with a logo of
 * the given proportion (width / height) its box and the hole under it; `logoAspect` null: no
 * logo and no hole.
 */
export function qrLayout(
  matrix: QrMatrix,
  logoAspect: number | null,
  viewBox: number = LIMITS.QR_VIEWBOX,
): QrLayout {
  const moduleSize = viewBox / (matrix.size + 2 * QUIET_ZONE);
  const logo = logoAspect === null ? null : logoBox(logoAspect, viewBox);
  const hole = logo ? holeFor(logo, matrix.size, moduleSize) : null;
  return {
    viewBox,
    moduleCount: matrix.size,
    moduleSize,
    path: modulePath(matrix, hole),
    logo,
    hole,
  };
}

/**
 * The PNG's side in pixels: a whole number of pixels per module (no module blurred across two
 * pixels), as near PNG_TARGET_SIZE as that allows.
 */
export function pngSize(moduleCount: number): number {
  const side = moduleCount + 2 * QUIET_ZONE;
  return side * Math.max(1, Math.round(PNG_TARGET_SIZE / side));
}

/**
 * The code without the logo as an SVG document of `pixels` x `pixels` (what the PNG is drawn
 * from; the logo is drawn over it on the canvas, since an SVG drawn as an image loads nothing of
 * its own).
 */
export function qrSvgMarkup(layout: QrLayout, pixels: number): string {
  const { viewBox, moduleSize, path } = layout;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox} ${viewBox}" width="${pixels}" height="${pixels}">`,
    `<rect width="${viewBox}" height="${viewBox}" fill="${QR_LIGHT}"/>`,
    `<path d="${path}" transform="scale(${moduleSize})" fill="${QR_DARK}" shape-rendering="crispEdges"/>`,
    '</svg>',
  ].join('');
}

/** Characters no file system takes in a name (Windows' set covers macOS and Linux), controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * assumed: `{title}-QR.png`, the title with what a file name cannot hold replaced by `_`, and
 * `QR.png` for a blank title.
 */
export function qrFileName(title: string): string {
  const name = title
    .replace(/\s+/g, ' ')
    .replace(UNSAFE_IN_FILE_NAME, '_')
    .trim()
    .replace(/[. ]+$/, '');
  return name ? `${name}-QR.png` : 'QR.png';
}
