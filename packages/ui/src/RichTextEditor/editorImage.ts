import { EDITOR_IMAGE_TYPES, LIMITS } from '@platform/contract';

/**
 * The images of the editor (screens.md §5 Board editor: "Editor images downscaled to max width
 * 1000 px, JPEG 0.8"). The contract has no image upload for the editor, so an image lives in the
 * HTML as a data URL (links/richText.ts): a GIF as it is (its frames would not survive a canvas),
 * every other image re-encoded as JPEG, at most LIMITS.EDITOR_IMAGE_WIDTH_MAX wide.
 */
export interface EditorImage {
  src: string;
  width: number;
  height: number;
}

/** What a chosen, pasted or dropped file may be: the contract's editor image types. */
export const EDITOR_IMAGE_ACCEPT = EDITOR_IMAGE_TYPES.join(',');

export type EditorImageType = (typeof EDITOR_IMAGE_TYPES)[number];

export function isEditorImageType(type: string): type is EditorImageType {
  return (EDITOR_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The size an image is drawn at: as it is when it fits, else LIMITS.EDITOR_IMAGE_WIDTH_MAX wide
 * with its height in proportion (at least 1 px). Never enlarged.
 */
export function fitEditorImage(
  width: number,
  height: number,
  maxWidth: number = LIMITS.EDITOR_IMAGE_WIDTH_MAX,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** The image's name for its alt text: the file name without its extension. assumed. */
export function editorImageAlt(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A file as the editor stores it. A GIF is kept byte for byte (animation included); a JPEG or PNG
 * is decoded with its EXIF orientation applied, drawn on white (a transparent pixel would turn
 * black in JPEG) at most 1000 px wide, and encoded as JPEG at 0.8. Rejects when the browser
 * cannot decode the file.
 */
export async function prepareEditorImage(file: File): Promise<EditorImage> {
  if (file.type === 'image/gif') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { src: await readDataUrl(file), ...size };
  }
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitEditorImage(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return {
      src: canvas.toDataURL('image/jpeg', LIMITS.EDITOR_IMAGE_JPEG_QUALITY),
      width,
      height,
    };
  } finally {
    bitmap.close();
  }
}
