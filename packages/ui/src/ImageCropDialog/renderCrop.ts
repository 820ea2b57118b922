import { type Area, drawImageArgs } from './cropMath.ts';

/** Loads a picture for drawing; rejects when the browser cannot decode it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be decoded.'));
    image.src = src;
  });
}

/**
 * Paints `area` of the picture onto a `size` x `size` canvas and encodes it (foundation.md §2
 * "200x200 output"). PNG by default: lossless, and a transparent picture stays transparent.
 */
export async function renderCroppedImage(
  src: string,
  area: Area,
  size: number,
  type = 'image/png',
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, ...drawImageArgs(area, size));
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
      type,
    );
  });
}
