import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  croppedAreaPixels,
  drawImageArgs,
  moveCrop,
  restrictCrop,
  stepZoom,
  ZOOM,
} from './cropMath.ts';

/** A 400x200 picture shown 300x150 in a 300x300 container: the crop square is 150x150. */
const landscape = { width: 300, height: 150, naturalWidth: 400, naturalHeight: 200 };
const square = { width: 150, height: 150 };

describe('zoom', () => {
  it('steps by a tenth within 1 to 3', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1.1, 1)).toBe(1.2);
    expect(stepZoom(1, -1)).toBe(ZOOM.min);
    expect(stepZoom(3, 1)).toBe(ZOOM.max);
  });

  it('does not drift after many steps', () => {
    let zoom = 1;
    for (let i = 0; i < 7; i += 1) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1.7);
  });

  it('rounds a slider value to the step and clamps it', () => {
    expect(clampZoom(1.234)).toBe(1.2);
    expect(clampZoom(9)).toBe(3);
    expect(clampZoom(0.2)).toBe(1);
  });
});

describe('moving', () => {
  it('moves one step in each direction', () => {
    const origin = { x: 0, y: 0 };
    expect(moveCrop(origin, 'up')).toEqual({ x: 0, y: -10 });
    expect(moveCrop(origin, 'down')).toEqual({ x: 0, y: 10 });
    expect(moveCrop(origin, 'left')).toEqual({ x: -10, y: 0 });
    expect(moveCrop(origin, 'right', 4)).toEqual({ x: 4, y: 0 });
  });

  it('keeps the picture over the whole crop square', () => {
    // At zoom 1 the picture overhangs 150 px across: it travels 75 px either way, not at all up.
    expect(restrictCrop({ x: 500, y: 40 }, landscape, square, 1)).toEqual({ x: 75, y: 0 });
    expect(restrictCrop({ x: -500, y: 0 }, landscape, square, 1)).toEqual({ x: -75, y: 0 });
    // At zoom 2 it is 600x300: 225 across, 75 up and down.
    expect(restrictCrop({ x: 300, y: -300 }, landscape, square, 2)).toEqual({ x: 225, y: -75 });
    expect(restrictCrop({ x: 10, y: 10 }, landscape, square, 2)).toEqual({ x: 10, y: 10 });
  });
});

describe('croppedAreaPixels', () => {
  it('takes the centred square of the stored picture at zoom 1', () => {
    expect(croppedAreaPixels({ x: 0, y: 0 }, landscape, square, 1)).toEqual({
      x: 100,
      y: 0,
      width: 200,
      height: 200,
    });
  });

  it('takes a smaller square when zoomed, and follows the offset', () => {
    expect(croppedAreaPixels({ x: 0, y: 0 }, landscape, square, 2)).toEqual({
      x: 150,
      y: 50,
      width: 100,
      height: 100,
    });
    // 75 screen px right at zoom 2 is 37.5 px of the fitted picture, 50 stored px (400/300):
    // the square starts 50 px further left.
    expect(croppedAreaPixels({ x: 75, y: 0 }, landscape, square, 2)).toEqual({
      x: 100,
      y: 50,
      width: 100,
      height: 100,
    });
  });

  it('never leaves the picture, even for an offset past the edge', () => {
    const area = croppedAreaPixels({ x: 999, y: -999 }, landscape, square, 1);
    expect(area).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });

  it('handles a portrait picture', () => {
    const portrait = { width: 150, height: 300, naturalWidth: 300, naturalHeight: 600 };
    expect(croppedAreaPixels({ x: 0, y: 0 }, portrait, square, 1)).toEqual({
      x: 0,
      y: 150,
      width: 300,
      height: 300,
    });
  });
});

describe('drawImageArgs', () => {
  it('paints the area onto the whole output square', () => {
    expect(drawImageArgs({ x: 100, y: 0, width: 200, height: 200 }, 200)).toEqual([
      100, 0, 200, 200, 0, 0, 200, 200,
    ]);
  });
});
