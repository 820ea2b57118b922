import {
  type ApiParams,
  BOOK_KIND,
  type Book,
  type BookKind,
  type BookPdfSlot,
  bookKindOf,
  bookPdfSlots,
  defaultSearchRange,
  formatWireDate,
  TEXTBOOK_PAGE_SIZE_OPTIONS,
  type ValidationFault,
  validateTitle,
} from '@platform/contract';

/** The filters of the textbook list as the screen keeps them (wire dates `YYYY-MM-DD`). */
export interface BookFilters {
  start: string;
  end: string;
  keyword: string;
}

/** screens.md §9: the textbooks' default search range is "previous year to today". */
export function defaultBookFilters(now: Date): BookFilters {
  const range = defaultSearchRange('textbooks', now);
  return { start: formatWireDate(range.start), end: formatWireDate(range.end), keyword: '' };
}

/** screens.md §9 "textbooks 30 (options 10-50)": any other size falls back to 30. */
export function textbookPageSize(size: number): number {
  return (TEXTBOOK_PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : 30;
}

/**
 * screens.md §6: "Only a class book's author may modify, delete, edit index; anyone may copy."
 * The author is the book's `regUser`; a book without one is nobody's to change.
 */
export function isOwnBook(book: Pick<Book, 'regUser'>, userIdx: number | null | undefined) {
  const author = book.regUser?.userIdx;
  return author != null && userIdx != null && author === userIdx;
}

/** foundation.md §3: questionCount 0 is a textbook, anything else a workbook. */
export function kindOfBook(book: Pick<Book, 'questionCount'>): BookKind {
  return bookKindOf(book.questionCount ?? 0);
}

/** screens.md §5: "Book name required max 50". */
export function bookNameFault(name: string): ValidationFault | null {
  return validateTitle(name);
}

/** screens.md §5: "copy name non-empty"; a copy is a book, so its name keeps the 50 limit too. */
export function copyNameFault(name: string): ValidationFault | null {
  return validateTitle(name);
}

/**
 * The page files of a book as `pageFile_{n}` parts (foundation.md §7 "ADD (book plus
 * pageFile_{n})"), in the order the kind asks for them. assumed: a workbook sends its worksheet
 * as pageFile_1 and its quick-answer PDF as pageFile_2; a textbook its one PDF as pageFile_1.
 */
export function pageFileParts(
  kind: BookKind,
  files: Partial<Record<BookPdfSlot, File | null>>,
): Record<`pageFile_${number}`, File> {
  const parts: Record<`pageFile_${number}`, File> = {};
  bookPdfSlots(kind).forEach((slot, index) => {
    const file = files[slot];
    if (file) parts[`pageFile_${index + 1}`] = file;
  });
  return parts;
}

/** The book calls sent as a form with numbered page files. */
type BookFormCall = 'book.ADD' | 'book.MOD' | 'book.ADD_DEPLOY';

/**
 * The params of a book form call: its named parts, typed by the contract, plus the page files.
 * The contract types these forms as an index signature of files, which TypeScript cannot meet
 * together with the named JSON parts beside it; the request schema checks the whole at the call.
 */
export function bookForm<N extends BookFormCall, K extends keyof ApiParams<N> & string>(
  _call: N,
  fields: Pick<ApiParams<N>, K>,
  files: Record<`pageFile_${number}`, File> = {},
): ApiParams<N> {
  return { ...fields, ...files } as unknown as ApiParams<N>;
}

/**
 * The `questionCount` sent with a new book. foundation.md §3 reads 0 as a textbook; the count of
 * a workbook's questions is the server's to read from its quick-answer PDF (and the answer key
 * sets it later), so a workbook sends none.
 */
export function questionCountFor(kind: BookKind): number | undefined {
  return kind === BOOK_KIND.WORKBOOK ? undefined : 0;
}

/** Pages shown at a time in the detail modal. assumed: 10, a tenth of one range call. */
export const PAGES_PER_VIEW = 10;

/** The first page of the view that holds `page`. */
export function viewStartOf(page: number): number {
  return Math.floor((Math.max(1, page) - 1) / PAGES_PER_VIEW) * PAGES_PER_VIEW + 1;
}
