export {
  NOTE_COLUMN_OPTIONS,
  readColumnCount,
  toColumnCount,
  writeColumnCount,
} from './columnCount.ts';
export { NoteReview, type NoteReviewProps } from './NoteReview.tsx';
export {
  countSolutions,
  type NotePageRef,
  type ReviewActions,
  reviewActions,
  reviewPermissions,
  type SolutionCounts,
} from './reviewModel.ts';
