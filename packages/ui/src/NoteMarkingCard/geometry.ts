import {
  type NoteAnswerRect,
  SOLUTION_RESULT,
  type SolutionMark,
  type SolutionResult,
} from '@platform/contract';

export interface PixelSize {
  width: number;
  height: number;
}

/** A box in percent of the page image (0-100), so that it scales with the image as shown. */
export interface PercentBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The shape a page takes before its image tells its own size, so that a card does not jump when
 * the image arrives. assumed: the notes are A4 portrait workbook pages (210 x 297).
 */
export const DEFAULT_PAGE_SIZE: PixelSize = { width: 210, height: 297 };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function isUsableSize(size: PixelSize | undefined): size is PixelSize {
  return (
    size !== undefined &&
    Number.isFinite(size.width) &&
    Number.isFinite(size.height) &&
    size.width > 0 &&
    size.height > 0
  );
}

/**
 * An answer rectangle in page-image pixels as a box in percent of that image. A rectangle that
 * spills over an edge is cut at the edge; one wholly outside the image, or an image of unknown
 * size, gives nothing (the card then lists the solution under the image instead).
 */
export function scaleRect(
  rect: NoteAnswerRect,
  image: PixelSize | undefined,
): PercentBox | undefined {
  if (!isUsableSize(image)) return undefined;
  const left = clamp(rect.X, 0, image.width);
  const top = clamp(rect.Y, 0, image.height);
  const right = clamp(rect.X + rect.W, 0, image.width);
  const bottom = clamp(rect.Y + rect.H, 0, image.height);
  if (right <= left || bottom <= top) return undefined;
  return {
    left: (left / image.width) * 100,
    top: (top / image.height) * 100,
    width: ((right - left) / image.width) * 100,
    height: ((bottom - top) / image.height) * 100,
  };
}

/** The CSS aspect-ratio of a page: its image's own size when known, else the default page. */
export function pageAspectRatio(image: PixelSize | undefined): string {
  const size = isUsableSize(image) ? image : DEFAULT_PAGE_SIZE;
  return `${size.width} / ${size.height}`;
}

/**
 * What pressing a mark sends. The toggle is "wrong": pressing a wrong answer marks it correct,
 * pressing a correct or unmarked one marks it wrong (MOD_SOLUTION sends only 0 or 1).
 */
export function toggledResult(mark: SolutionMark): SolutionResult {
  return mark === 'wrong' ? SOLUTION_RESULT.CORRECT : SOLUTION_RESULT.WRONG;
}
