export {
  DEFAULT_PAGE_SIZE,
  type PercentBox,
  type PixelSize,
  pageAspectRatio,
  scaleRect,
  toggledResult,
} from './geometry.ts';
export {
  NoteMarkingCard,
  type NoteMarkingCardProps,
  type NotePageImage,
} from './NoteMarkingCard.tsx';
