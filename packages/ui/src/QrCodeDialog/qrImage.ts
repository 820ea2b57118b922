import { safeUrl, WEB_LINK } from '@platform/contract';
import { pngSize, type QrLayout, qrSvgMarkup } from './qrLayout.ts';

/** Loads a picture; rejects when the browser cannot load or decode it. */
function loadImage(src: string, crossOrigin?: 'anonymous'): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = crossOrigin;
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be loaded.'));
    image.src = src;
  });
}

export interface Logo {
  /** The checked URL the dialog shows. */
  url: string;
  /** The loaded picture the PNG is drawn with. */
  image: HTMLImageElement;
  /** Width over height; 1 for a picture without a size of its own (an SVG without one). */
  aspect: number;
}

/**
 * The institution's logo, or null when there is none to show: a URL from data passes the
 * contract's one scheme check first (http(s) or a path of this site), then must load. It loads
 * as a CORS image, so that drawing it does not taint the canvas the PNG comes from; a logo of
 * another origin that does not allow that is left out, on screen as in the PNG (assumed: the
 * institution's logo is served by this site's API, so this only happens with a broken setup).
 */
export async function loadLogo(url: string | null | undefined): Promise<Logo | null> {
  const checked = safeUrl(url, WEB_LINK);
  if (!checked) return null;
  try {
    const image = await loadImage(checked, 'anonymous');
    const { naturalWidth: width, naturalHeight: height } = image;
    return { url: checked, image, aspect: width > 0 && height > 0 ? width / height : 1 };
  } catch {
    return null;
  }
}

/**
 * The PNG of the code: the SVG of the modules drawn on a canvas, the logo drawn over it in its
 * box, then encoded. Rejects when the browser cannot draw or encode it. assumed: the PNG is the
 * code alone (quiet zone included), without the title, which names the file instead.
 */
export async function renderQrPng(layout: QrLayout, logo: HTMLImageElement | null): Promise<Blob> {
  const size = pngSize(layout.moduleCount);
  const svg = await loadImage(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgMarkup(layout, size))}`,
  );
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  context.drawImage(svg, 0, 0, size, size);
  if (logo && layout.logo) {
    const scale = size / layout.viewBox;
    const { x, y, width, height } = layout.logo;
    context.imageSmoothingQuality = 'high';
    context.drawImage(logo, x * scale, y * scale, width * scale, height * scale);
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
      'image/png',
    );
  });
}

/** Hands the PNG to the browser as a download, through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has been taken by then; the URL is let go in the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether the browser offers writing an image to the clipboard at all. */
export function canCopyImages(): boolean {
  return typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function';
}
