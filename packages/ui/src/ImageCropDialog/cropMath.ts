/**
 * The geometry of the square profile crop (foundation.md §2 "Profile crop is square with 200x200
 * output"), pure so that it can be tested without a browser. Positions follow react-easy-crop:
 * `crop` is the offset in screen pixels of the picture's centre from the crop square's centre,
 * `zoom` scales the picture as fitted into the crop container; rotation is not offered.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The picture as shown (fitted, before zoom) and as stored. */
export interface MediaSize extends Size {
  naturalWidth: number;
  naturalHeight: number;
}

/** A rectangle in the picture's own pixels. */
export interface Area extends Size {
  x: number;
  y: number;
}

/** Zoom from the fitted picture to three times it, in steps of a tenth (assumed). */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** Screen pixels one press of an arrow key or button moves the picture (assumed). */
export const MOVE_STEP = 10;

export type MoveDirection = 'up' | 'down' | 'left' | 'right';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Zoom kept within `ZOOM` and rounded to its step, so that repeated presses land on tenths. */
export function clampZoom(zoom: number): number {
  const rounded = Math.round(zoom / ZOOM.step) * ZOOM.step;
  return clamp(Number(rounded.toFixed(2)), ZOOM.min, ZOOM.max);
}

/** One zoom step in or out. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(zoom + direction * ZOOM.step);
}

/**
 * The offset moved so that the picture still covers the crop square (react-easy-crop's
 * `restrictPosition` for rotation 0): the picture may travel at most half of what it overhangs.
 */
export function restrictCrop(crop: Point, media: Size, cropSize: Size, zoom: number): Point {
  const limit = (mediaLength: number, cropLength: number) =>
    Math.abs((mediaLength * zoom) / 2 - cropLength / 2);
  const x = limit(media.width, cropSize.width);
  const y = limit(media.height, cropSize.height);
  // `+ 0` turns -0 into 0, so that a centred picture compares equal to {0, 0}.
  return { x: clamp(crop.x, -x, x) + 0, y: clamp(crop.y, -y, y) + 0 };
}

/** The picture moved one step in a direction ("up" moves it up, as the arrow keys do). */
export function moveCrop(crop: Point, direction: MoveDirection, step = MOVE_STEP): Point {
  switch (direction) {
    case 'up':
      return { x: crop.x, y: crop.y - step };
    case 'down':
      return { x: crop.x, y: crop.y + step };
    case 'left':
      return { x: crop.x - step, y: crop.y };
    case 'right':
      return { x: crop.x + step, y: crop.y };
  }
}

/**
 * The square of the picture's own pixels under the crop square (react-easy-crop's
 * `computeCroppedArea` for aspect 1 and rotation 0), kept inside the picture.
 */
export function croppedAreaPixels(
  crop: Point,
  media: MediaSize,
  cropSize: Size,
  zoom: number,
): Area {
  const visibleWidth = cropSize.width / zoom;
  const visibleHeight = cropSize.height / zoom;
  // Fractions of the shown picture, from its top-left corner.
  const left = ((media.width - visibleWidth) / 2 - crop.x / zoom) / media.width;
  const top = ((media.height - visibleHeight) / 2 - crop.y / zoom) / media.height;
  const widthPx = Math.min(media.naturalWidth, (visibleWidth / media.width) * media.naturalWidth);
  const heightPx = Math.min(
    media.naturalHeight,
    (visibleHeight / media.height) * media.naturalHeight,
  );
  // A square: the shorter side decides, as the library does for a landscape or portrait picture.
  const side = Math.round(media.naturalWidth >= media.naturalHeight ? heightPx : widthPx);
  return {
    x: Math.round(clamp(left * media.naturalWidth, 0, media.naturalWidth - side)),
    y: Math.round(clamp(top * media.naturalHeight, 0, media.naturalHeight - side)),
    width: side,
    height: side,
  };
}

/** The arguments of `drawImage` that paint `area` onto a square canvas of `size` pixels. */
export function drawImageArgs(
  area: Area,
  size: number,
): [
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  dx: number,
  dy: number,
  dw: number,
  dh: number,
] {
  return [area.x, area.y, area.width, area.height, 0, 0, size, size];
}
