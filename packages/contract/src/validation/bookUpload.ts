import { BOOK_KIND, type BookKind } from '../codes/books.ts';
import { LIMITS } from './limits.ts';
import { fileUploaderRule, type UploadRule } from './upload.ts';

/**
 * The PDFs a book is registered from (screens.md §5 "Upload (PDF and images)"): "Workbook needs
 * worksheet PDF and quick-answer PDF; textbook one PDF".
 */
export type BookPdfSlot = 'textbook' | 'worksheet' | 'quickAnswer';

/** The PDFs each book kind needs, in the order they are asked for. */
export function bookPdfSlots(kind: BookKind): readonly BookPdfSlot[] {
  return kind === BOOK_KIND.WORKBOOK ? ['worksheet', 'quickAnswer'] : ['textbook'];
}

/**
 * screens.md §5 names "optional required filename suffixes" but not the suffixes themselves.
 * assumed: a worksheet's name (before `.pdf`) ends with `_문제` or `_worksheet`, a quick-answer
 * PDF's with `_빠른정답` or `_answer`, so that the two cannot be swapped by mistake; a textbook PDF
 * may have any name.
 */
export const BOOK_PDF_SUFFIXES: Readonly<Record<BookPdfSlot, readonly string[]>> = {
  textbook: [],
  worksheet: ['_문제', '_worksheet'],
  quickAnswer: ['_빠른정답', '_answer'],
};

const PDF_MAX_MB = LIMITS.PDF_UPLOAD_BYTES_MAX / (1024 * 1024);

/** The upload rule of one book PDF: pdf only, 100 MB, one file at a time, the slot's suffixes. */
export function bookPdfRule(slot: BookPdfSlot): UploadRule {
  const suffixes = BOOK_PDF_SUFFIXES[slot];
  return fileUploaderRule({
    maxSizeMb: PDF_MAX_MB,
    extensions: ['pdf'],
    ...(suffixes.length > 0 ? { requiredSuffixes: suffixes } : {}),
  });
}

/** The slots of `kind` still without a file: a book can be registered when this is empty. */
export function missingBookPdfs(
  kind: BookKind,
  chosen: Partial<Record<BookPdfSlot, unknown>>,
): BookPdfSlot[] {
  return bookPdfSlots(kind).filter((slot) => !chosen[slot]);
}
