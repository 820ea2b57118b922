import type { CodeOf } from './codeTable.ts';

/**
 * Book kinds, foundation.md §9: textbook 1, workbook 2. Not a wire field of its own: a book is a
 * textbook when `questionCount` is 0, otherwise a workbook (foundation.md §3). Not `bookType`,
 * which holds BOOK_USAGE below.
 */
export const BOOK_KIND = {
  TEXTBOOK: 1,
  WORKBOOK: 2,
} as const;
export type BookKind = CodeOf<typeof BOOK_KIND>;

/** foundation.md §3: "questionCount (0 = textbook, otherwise workbook)". */
export function bookKindOf(questionCount: number): BookKind {
  return questionCount === 0 ? BOOK_KIND.TEXTBOOK : BOOK_KIND.WORKBOOK;
}

/**
 * Book usage, foundation.md §9: class 1, task 2, test 3. This is the wire field `bookType`
 * ("class book 1, task book 2, test book 3", screens.md §3), not BOOK_KIND.
 */
export const BOOK_USAGE = {
  CLASS: 1,
  TASK: 2,
  TEST: 3,
} as const;
export type BookUsage = CodeOf<typeof BOOK_USAGE>;

/** Book status (`bookStatus`), screens.md §3: writing 0, completed 1, used 2. */
export const BOOK_STATUS = {
  WRITING: 0,
  COMPLETED: 1,
  USED: 2,
} as const;
export type BookStatus = CodeOf<typeof BOOK_STATUS>;
