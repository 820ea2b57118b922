// WCAG 2.x contrast ratio, written out so that the token build depends on no colour library.
// https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio and #dfn-relative-luminance

/** @typedef {'text' | 'large-text' | 'ui'} ContrastKind */
/** @typedef {{ r: number, g: number, b: number, a: number }} Rgba  r, g, b in 0-255; a in 0-1 */

/**
 * @typedef {object} ContrastPair
 * @property {string} foreground token path, e.g. "color.text.default"
 * @property {string} background token path
 * @property {ContrastKind} kind
 * @property {string} [over] opaque token path a translucent background is drawn on
 * @property {string} [description]
 */

/**
 * @typedef {object} ContrastResult
 * @property {string} theme
 * @property {string} foreground
 * @property {string} background
 * @property {string | null} over
 * @property {ContrastKind} kind
 * @property {string} foregroundValue
 * @property {string} backgroundValue
 * @property {string | null} overValue
 * @property {number} ratio measured ratio, rounded down to 2 decimals (never shows a pass that is not one)
 * @property {number} required
 * @property {boolean} pass
 * @property {string | null} description
 */

/** Minimum ratios of WCAG 2.x level AA. */
export const REQUIRED_RATIO = Object.freeze({
  /** 1.4.3 Contrast (Minimum), normal text */
  text: 4.5,
  /** 1.4.3, large text: 24px, or 18.66px bold, and up */
  'large-text': 3,
  /** 1.4.11 Non-text Contrast: outlines of controls, focus indicators, icons */
  ui: 3,
});

/** @type {readonly ContrastKind[]} */
export const CONTRAST_KINDS = Object.freeze(
  /** @type {ContrastKind[]} */ (Object.keys(REQUIRED_RATIO)),
);

/**
 * @param {unknown} kind
 * @returns {kind is ContrastKind}
 */
export function isContrastKind(kind) {
  return typeof kind === 'string' && Object.hasOwn(REQUIRED_RATIO, kind);
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Parses a hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa; also the keyword `transparent`.
 * @param {string} input
 * @returns {Rgba}
 */
export function parseColor(input) {
  const text = String(input).trim();
  if (text.toLowerCase() === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const match = HEX.exec(text);
  if (!match?.[1]) {
    throw new TypeError(
      `Not a colour the contrast check understands: "${text}" (use #rgb, #rgba, #rrggbb or #rrggbbaa)`,
    );
  }
  let digits = match[1];
  if (digits.length <= 4) {
    digits = [...digits].map((d) => d + d).join('');
  }
  const channel = (/** @type {number} */ i) => Number.parseInt(digits.slice(i, i + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: digits.length === 8 ? channel(6) / 255 : 1,
  };
}

/**
 * Source-over compositing of a possibly translucent colour on an opaque one.
 * @param {Rgba} top
 * @param {Rgba} bottom must be opaque
 * @returns {Rgba}
 */
export function composite(top, bottom) {
  if (bottom.a < 1) throw new TypeError('composite(): the bottom colour must be opaque');
  const mix = (/** @type {number} */ t, /** @type {number} */ b) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/**
 * Relative luminance of an opaque sRGB colour (WCAG 2.x).
 * @param {Rgba} color
 */
export function relativeLuminance({ r, g, b }) {
  const linear = (/** @type {number} */ channel) => {
    const c = channel / 255;
    // WCAG 2.x prints 0.03928; 0.04045 is the sRGB standard's value. No 8-bit channel lies between.
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio between two colours, from 1 to 21. A translucent foreground is composited over
 * the background; a translucent background must first be composited over `over`.
 * @param {string | Rgba} foreground
 * @param {string | Rgba} background
 * @param {string | Rgba} [over]
 */
export function contrastRatio(foreground, background, over) {
  let bg = typeof background === 'string' ? parseColor(background) : background;
  if (bg.a < 1) {
    if (over === undefined) {
      throw new TypeError('The background is translucent: say what it is drawn over (`over`)');
    }
    bg = composite(bg, typeof over === 'string' ? parseColor(over) : over);
  }
  let fg = typeof foreground === 'string' ? parseColor(foreground) : foreground;
  if (fg.a < 1) fg = composite(fg, bg);
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/**
 * Rounds a ratio down to 2 decimals, so that 4.499 never prints as a passing 4.5.
 * @param {number} ratio
 */
export function floorRatio(ratio) {
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/**
 * Checks every pair against one theme's resolved values.
 * @param {object} args
 * @param {string} args.theme theme (brand) id, for the messages
 * @param {readonly ContrastPair[]} args.pairs
 * @param {(path: string) => string | undefined} args.resolve resolved colour of a token path
 * @returns {ContrastResult[]}
 */
export function checkPairs({ theme, pairs, resolve }) {
  return pairs.map((pair) => {
    const value = (/** @type {string} */ path, /** @type {string} */ role) => {
      const resolved = resolve(path);
      if (resolved === undefined) {
        throw new Error(
          `Contrast pair ${pairName(pair)} in theme "${theme}": the ${role} token "${path}" does not exist`,
        );
      }
      return resolved;
    };
    const foregroundValue = value(pair.foreground, 'foreground');
    const backgroundValue = value(pair.background, 'background');
    const overValue = pair.over ? value(pair.over, 'over') : null;
    const required = REQUIRED_RATIO[pair.kind];
    if (required === undefined) {
      throw new Error(
        `Contrast pair ${pairName(pair)}: unknown kind "${pair.kind}" (use ${CONTRAST_KINDS.join(', ')})`,
      );
    }
    let ratio;
    try {
      ratio = contrastRatio(foregroundValue, backgroundValue, overValue ?? undefined);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Contrast pair ${pairName(pair)} in theme "${theme}": ${reason}`);
    }
    return {
      theme,
      foreground: pair.foreground,
      background: pair.background,
      over: pair.over ?? null,
      kind: pair.kind,
      foregroundValue,
      backgroundValue,
      overValue,
      ratio: floorRatio(ratio),
      required,
      pass: ratio >= required,
      description: pair.description ?? null,
    };
  });
}

/**
 * "color.text.muted on color.background.page"
 * @param {{ foreground: string, background: string, over?: string | null }} pair
 */
export function pairName(pair) {
  return `${pair.foreground} on ${pair.background}${pair.over ? ` (over ${pair.over})` : ''}`;
}

/**
 * One line per failure, naming theme, pair, measured and required ratio.
 * @param {ContrastResult} result
 */
export function formatFailure(result) {
  return (
    `theme "${result.theme}": ${pairName(result)} is ${result.ratio}:1 ` +
    `(${result.foregroundValue} on ${result.backgroundValue}), ` +
    `needs ${result.required}:1 for ${result.kind}`
  );
}

/** Thrown by the build when any pair of any theme fails. */
export class ContrastError extends Error {
  /** @param {ContrastResult[]} failures */
  constructor(failures) {
    super(
      `WCAG contrast check failed for ${failures.length} pair${failures.length === 1 ? '' : 's'}:\n` +
        failures.map((f) => `  - ${formatFailure(f)}`).join('\n'),
    );
    this.name = 'ContrastError';
    /** @type {ContrastResult[]} */
    this.failures = failures;
  }
}
