import { SOLUTION_RESULT } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, pageAspectRatio, scaleRect, toggledResult } from './geometry.ts';

describe('scaleRect', () => {
  it('turns page pixels into percent of the image', () => {
    expect(scaleRect({ X: 100, Y: 50, W: 200, H: 100 }, { width: 1000, height: 500 })).toEqual({
      left: 10,
      top: 10,
      width: 20,
      height: 20,
    });
  });

  it('gives the same box for the same page at another resolution', () => {
    const small = scaleRect({ X: 60, Y: 90, W: 30, H: 15 }, { width: 600, height: 900 });
    const large = scaleRect({ X: 120, Y: 180, W: 60, H: 30 }, { width: 1200, height: 1800 });
    expect(small).toEqual(large);
  });

  it('cuts a rectangle that spills over the edge of the image', () => {
    expect(scaleRect({ X: 900, Y: 450, W: 200, H: 100 }, { width: 1000, height: 500 })).toEqual({
      left: 90,
      top: 90,
      width: 10,
      height: 10,
    });
  });

  it('gives nothing for a rectangle outside the image or an image of unknown size', () => {
    expect(
      scaleRect({ X: 1200, Y: 10, W: 20, H: 20 }, { width: 1000, height: 500 }),
    ).toBeUndefined();
    expect(scaleRect({ X: 10, Y: 10, W: 20, H: 20 }, undefined)).toBeUndefined();
    expect(scaleRect({ X: 10, Y: 10, W: 20, H: 20 }, { width: 0, height: 500 })).toBeUndefined();
  });
});

describe('pageAspectRatio', () => {
  it('uses the image size when known and the default page otherwise', () => {
    expect(pageAspectRatio({ width: 800, height: 600 })).toBe('800 / 600');
    expect(pageAspectRatio(undefined)).toBe(
      `${DEFAULT_PAGE_SIZE.width} / ${DEFAULT_PAGE_SIZE.height}`,
    );
  });
});

describe('toggledResult', () => {
  it('marks a wrong answer correct, and a correct or unmarked one wrong', () => {
    expect(toggledResult('wrong')).toBe(SOLUTION_RESULT.CORRECT);
    expect(toggledResult('correct')).toBe(SOLUTION_RESULT.WRONG);
    expect(toggledResult('unmarked')).toBe(SOLUTION_RESULT.WRONG);
  });
});
