import { LIMITS } from '@platform/contract';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr } from './encodeQr.ts';
import {
  type Box,
  holeFor,
  LOGO_PADDING,
  LOGO_WIDTH_MAX,
  logoBox,
  modulePath,
  pngSize,
  type QrLayout,
  type QrMatrix,
  QUIET_ZONE,
  qrFileName,
  qrLayout,
  qrSvgMarkup,
} from './qrLayout.ts';

/** A matrix from rows of `#` (dark) and `.` (light). */
const matrixOf = (rows: string[]): QrMatrix => ({
  size: rows.length,
  isDark: (row, col) => rows[row]?.[col] === '#',
});

/**
 * The layout as a scanner would see it, k pixels per module: the path's rectangles parsed back
 * (so the path itself is what is read), and the logo's box painted solid dark, the worst a logo
 * can do to the modules under it.
 */
function raster(layout: QrLayout, k: number, logo: 'none' | 'dark') {
  const side = (layout.moduleCount + 2 * QUIET_ZONE) * k;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const paint = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(side, Math.ceil(y1)); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(side, Math.ceil(x1)); x += 1) {
        const at = (y * side + x) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  };
  const runs = layout.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g);
  let count = 0;
  for (const [, x, y, run, back] of runs) {
    expect(back).toBe(run);
    paint(Number(x) * k, Number(y) * k, (Number(x) + Number(run)) * k, (Number(y) + 1) * k);
    count += 1;
  }
  // Every command of the path was one of the run rectangles.
  expect(layout.path.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('');
  expect(count).toBeGreaterThan(0);
  if (logo === 'dark' && layout.logo) {
    const scale = side / layout.viewBox;
    const { x, y, width, height } = layout.logo;
    paint(x * scale, y * scale, (x + width) * scale, (y + height) * scale);
  }
  return { pixels, side };
}

const decode = (layout: QrLayout, logo: 'none' | 'dark' = 'none') => {
  const { pixels, side } = raster(layout, 4, logo);
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data;
};

describe('modulePath', () => {
  it('draws one rectangle per run of dark modules, offset by the quiet zone', () => {
    const path = modulePath(matrixOf(['##.#', '....', '.###', '#..#']));
    expect(path).toBe(
      ['M4 4h2v1h-2z', 'M7 4h1v1h-1z', 'M5 6h3v1h-3z', 'M4 7h1v1h-1z', 'M7 7h1v1h-1z'].join(''),
    );
  });

  it('leaves out the modules in the hole, splitting a run that crosses it', () => {
    const hole = { rowStart: 1, rowEnd: 3, colStart: 1, colEnd: 3 };
    const path = modulePath(matrixOf(['####', '####', '####', '####']), hole);
    expect(path).toBe(
      [
        'M4 4h4v1h-4z',
        'M4 5h1v1h-1z',
        'M7 5h1v1h-1z',
        'M4 6h1v1h-1z',
        'M7 6h1v1h-1z',
        'M4 7h4v1h-4z',
      ].join(''),
    );
  });

  it('is empty for a matrix with no dark module', () => {
    expect(modulePath(matrixOf(['..', '..']))).toBe('');
  });
});

describe('logoBox', () => {
  const centre = (box: Box) => [box.x + box.width / 2, box.y + box.height / 2];

  it('is 38 high in the middle of the 256 viewBox, as wide as the picture is in proportion', () => {
    expect(logoBox(1)).toEqual({ x: 109, y: 109, width: 38, height: 38 });
    const wide = logoBox(1.5);
    expect(wide.height).toBe(LIMITS.QR_LOGO_HEIGHT);
    expect(wide.width).toBeCloseTo(57);
    expect(centre(wide)).toEqual([128, 128]);
    const tall = logoBox(0.5);
    expect([tall.width, tall.height]).toEqual([19, 38]);
    expect(centre(tall)).toEqual([128, 128]);
  });

  it('fits a picture wider than 2:1 into 76 x 38, keeping its proportion', () => {
    const banner = logoBox(4);
    expect(banner.width).toBe(LOGO_WIDTH_MAX);
    expect(banner.height).toBe(19);
    expect(centre(banner)).toEqual([128, 128]);
  });

  it('takes an unknown proportion as square', () => {
    expect(logoBox(0)).toEqual(logoBox(1));
    expect(logoBox(Number.NaN)).toEqual(logoBox(1));
  });
});

describe('holeFor', () => {
  it('takes every module the padded box touches, symmetric about the centre', () => {
    // 25 modules + 8 of quiet zone = 33 in 256: 7.76 per module; the box 109..147 with its
    // padding 107..149 covers modules 13..19 of the 33, 9..15 of the code.
    const moduleSize = 256 / 33;
    const hole = holeFor(logoBox(1), 25, moduleSize);
    expect(hole).toEqual({ rowStart: 9, rowEnd: 16, colStart: 9, colEnd: 16 });
    expect(hole.colStart).toBe(25 - hole.colEnd);
    const padded = 109 - LOGO_PADDING;
    expect((hole.colStart + QUIET_ZONE) * moduleSize).toBeLessThanOrEqual(padded);
  });

  it('does not take in the next module when an edge falls on a module edge', () => {
    // 24 modules + 8 = 32 of 8 units: a padded box from 104 to 152 is modules 13..18 exactly.
    const hole = holeFor({ x: 106, y: 106, width: 44, height: 44 }, 24, 8);
    expect(hole).toEqual({ rowStart: 9, rowEnd: 15, colStart: 9, colEnd: 15 });
  });
});

describe('qrLayout', () => {
  const link = 'https://boda.example/invite/1/482915736';

  it('scales the modules and the quiet zone into the 256 viewBox', () => {
    const layout = qrLayout(encodeQr(link), null);
    expect(layout.viewBox).toBe(LIMITS.QR_VIEWBOX);
    expect(layout.moduleSize * (layout.moduleCount + 2 * QUIET_ZONE)).toBeCloseTo(256);
    expect(layout.logo).toBeNull();
    expect(layout.hole).toBeNull();
    expect(decode(layout)).toBe(link);
  });

  it('still reads with a logo over the hole, at every proportion and length of link', () => {
    const links = [
      link,
      `${link}?lang=ko&from=class-list`,
      // A longer link with Korean in it: a bigger version, smaller modules.
      `https://boda.example/invite/1/482915736?title=${'수학 심화반 '.repeat(6)}`,
    ];
    for (const text of links) {
      for (const aspect of [1, 2, 4, 0.5]) {
        const layout = qrLayout(encodeQr(text), aspect);
        expect(layout.hole).not.toBeNull();
        expect(decode(layout, 'dark'), `${text} at ${aspect}:1`).toBe(text);
      }
    }
  });

  it('leaves every module under the logo light', () => {
    const layout = qrLayout(encodeQr(link), 1);
    const { pixels, side } = raster(layout, 4, 'none');
    const scale = side / 256;
    const box = layout.logo as Box;
    for (let y = Math.ceil(box.y * scale); y < (box.y + box.height) * scale; y += 1) {
      for (let x = Math.ceil(box.x * scale); x < (box.x + box.width) * scale; x += 1) {
        expect(pixels[(y * side + x) * 4]).toBe(255);
      }
    }
  });
});

describe('the PNG', () => {
  it('is a whole number of pixels per module, near 512', () => {
    expect(pngSize(25)).toBe(33 * 16);
    expect(pngSize(41)).toBe(49 * 10);
    expect(pngSize(177)).toBe(185 * 3);
    expect(pngSize(1000)).toBe(1008);
  });

  it('is drawn from an SVG of the modules in the viewBox, without the logo', () => {
    const layout = qrLayout(matrixOf(['#.', '.#']), null);
    expect(qrSvgMarkup(layout, 500)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="500" height="500">' +
        '<rect width="256" height="256" fill="#ffffff"/>' +
        '<path d="M4 4h1v1h-1zM5 5h1v1h-1z" transform="scale(25.6)" fill="#000000" shape-rendering="crispEdges"/>' +
        '</svg>',
    );
  });

  it('is named after the title, with what a file name cannot hold replaced', () => {
    expect(qrFileName('수학 심화반')).toBe('수학 심화반-QR.png');
    expect(qrFileName('a/b:c*d?"e"<f>|g\\h')).toBe('a_b_c_d_e_f_g_h-QR.png');
    expect(qrFileName('  two\n lines  ')).toBe('two lines-QR.png');
    expect(qrFileName('ends with dots...')).toBe('ends with dots-QR.png');
    expect(qrFileName('   ')).toBe('QR.png');
  });
});

describe('encodeQr', () => {
  it('encodes at level H in the smallest version that holds the link', () => {
    // 39 bytes at level H need version 5 (37 modules): version 4 holds 34 bytes at H.
    expect(encodeQr('https://boda.example/invite/1/482915736').size).toBe(37);
  });

  it('throws for a text no version holds', () => {
    expect(() => encodeQr('x'.repeat(1300))).toThrow();
  });
});
