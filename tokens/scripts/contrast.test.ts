import { describe, expect, it } from 'vitest';
import {
  ContrastError,
  checkPairs,
  composite,
  contrastRatio,
  floorRatio,
  formatFailure,
  parseColor,
  REQUIRED_RATIO,
  relativeLuminance,
} from './contrast.mjs';

describe('parseColor', () => {
  it('reads #rgb, #rgba, #rrggbb and #rrggbbaa', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0F8')).toEqual({ r: 0, g: 255, b: 136, a: 1 });
    expect(parseColor('#1d4ed8')).toEqual({ r: 29, g: 78, b: 216, a: 1 });
    expect(parseColor('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
    expect(parseColor('#0008').a).toBeCloseTo(0x88 / 255, 6);
    expect(parseColor('transparent').a).toBe(0);
  });

  it('refuses what it does not understand, quoting it', () => {
    expect(() => parseColor('#12')).toThrow(/"#12"/);
    expect(() => parseColor('rgb(0 0 0)')).toThrow(/rgb\(0 0 0\)/);
    expect(() => parseColor('{color.gray.900}')).toThrow(/Not a colour/);
  });
});

describe('relative luminance and contrast ratio (WCAG 2.x)', () => {
  it('gives 0 for black and 1 for white', () => {
    expect(relativeLuminance(parseColor('#000'))).toBe(0);
    expect(relativeLuminance(parseColor('#fff'))).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('gives 1:1 for a colour on itself', () => {
    expect(contrastRatio('#2563eb', '#2563eb')).toBe(1);
  });

  it('matches known ratios', () => {
    // #777 on white is the classic "just below AA" grey.
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(REQUIRED_RATIO.text);
    // #767676 is the lightest grey that passes on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#2563eb', '#ffffff')).toBeCloseTo(5.17, 2);
  });

  it('composites a translucent foreground over its background', () => {
    // 50% black over white is #808080 (rounded): about 3.95:1 against white.
    expect(composite(parseColor('#00000080'), parseColor('#ffffff')).r).toBeCloseTo(127, 0);
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#fff'), 1);
    expect(contrastRatio('#ffffff00', '#123456')).toBe(1);
  });

  it('needs `over` for a translucent background', () => {
    expect(() => contrastRatio('#000', '#ffffff00')).toThrow(/translucent/);
    expect(contrastRatio('#000', '#ffffff00', '#ffffff')).toBeCloseTo(21, 10);
  });

  it('rounds a ratio down, so that a failure never prints as the required ratio', () => {
    expect(floorRatio(4.4999)).toBe(4.49);
    expect(floorRatio(21)).toBe(21);
    expect(floorRatio(4.5)).toBe(4.5);
  });
});

describe('checkPairs', () => {
  const values: Record<string, string> = {
    'color.text.default': '#111827',
    'color.text.muted': '#777777',
    'color.background.page': '#ffffff',
    'color.focus-ring': '#2563eb',
    'button.ghost.bg': '#ffffff00',
  };
  const resolve = (path: string) => values[path];

  it('passes good pairs and reports a failing one with its names and ratios', () => {
    const results = checkPairs({
      theme: 'demo',
      resolve,
      pairs: [
        { foreground: 'color.text.default', background: 'color.background.page', kind: 'text' },
        { foreground: 'color.text.muted', background: 'color.background.page', kind: 'text' },
        { foreground: 'color.text.muted', background: 'color.background.page', kind: 'large-text' },
        { foreground: 'color.focus-ring', background: 'color.background.page', kind: 'ui' },
      ],
    });
    expect(results.map((result) => result.pass)).toEqual([true, false, true, true]);
    const failure = results[1];
    expect(failure).toMatchObject({
      theme: 'demo',
      foreground: 'color.text.muted',
      background: 'color.background.page',
      ratio: 4.47,
      required: 4.5,
    });
    if (!failure) throw new Error('no result');
    expect(formatFailure(failure)).toBe(
      'theme "demo": color.text.muted on color.background.page is 4.47:1 (#777777 on #ffffff), needs 4.5:1 for text',
    );
    const error = new ContrastError([failure]);
    expect(error.message).toContain('WCAG contrast check failed for 1 pair:');
    expect(error.message).toContain('color.text.muted on color.background.page is 4.47:1');
    expect(error.failures).toEqual([failure]);
  });

  it('composites a translucent background over `over`', () => {
    const [result] = checkPairs({
      theme: 'demo',
      resolve,
      pairs: [
        {
          foreground: 'color.text.default',
          background: 'button.ghost.bg',
          over: 'color.background.page',
          kind: 'text',
        },
      ],
    });
    expect(result?.pass).toBe(true);
    expect(result?.overValue).toBe('#ffffff');
  });

  it('names the pair when a token is missing or a background is translucent without `over`', () => {
    expect(() =>
      checkPairs({
        theme: 'demo',
        resolve,
        pairs: [
          { foreground: 'color.text.nope', background: 'color.background.page', kind: 'text' },
        ],
      }),
    ).toThrow('Contrast pair color.text.nope on color.background.page in theme "demo"');
    expect(() =>
      checkPairs({
        theme: 'demo',
        resolve,
        pairs: [{ foreground: 'color.text.default', background: 'button.ghost.bg', kind: 'text' }],
      }),
    ).toThrow(/color\.text\.default on button\.ghost\.bg .*translucent/);
  });
});
