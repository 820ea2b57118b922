import { z } from '../zod.ts';
import { bookStatusValue, bookTypeValue } from './codeValues.ts';
import { datetimeText, int, opt } from './primitives.ts';
import { userRefSchema } from './user.ts';

/** A node of a book's table of contents (screens.md §3: "Index node: title, key, startPage, children"). */
export interface IndexNode {
  title: string;
  key: string;
  startPage: number;
  children?: IndexNode[] | null;
}

/**
 * The recursive index node. assumed: `key` is a string (a tree key), `startPage` a page number
 * counted from 1 (screens.md §5: "each start page a number 1..page count"); leaves may leave
 * `children` out. Strict, since the client writes it back with MOD_INDEX.
 */
export const indexNodeSchema: z.ZodMiniType<IndexNode> = z.lazy(() =>
  z.object({
    title: z.string(),
    key: z.string(),
    startPage: int,
    children: z.nullish(z.array(indexNodeSchema)),
  }),
);

/**
 * A page image of a book (screens.md §3: "Page list: pageNo, imgUrl"). assumed: `answerImgUrl`,
 * the page's answer image for those who may see answers (screens.md §10 "page images with
 * answers"), absent for a textbook and for students.
 */
export const bookPageSchema = z.looseObject({
  pageNo: int,
  imgUrl: z.string(),
  answerImgUrl: opt(z.string()),
});
export type BookPage = z.infer<typeof bookPageSchema>;

/**
 * Book (foundation.md §3, screens.md §3). questionCount 0 means a textbook, otherwise a workbook.
 * assumed: `indexNode` is the list of top-level nodes (the tree's roots); `solutionJson` is the
 * answer key as the server keeps it, a JSON text (its inner shape is not shown); `chapter` is the
 * chapter tree of VIEW_WITH_PAGE, the same node shape as `indexNode`.
 */
export const bookSchema = z.looseObject({
  bookIdx: int,
  bookName: z.string(),
  bookDesc: opt(z.string()),
  bookType: opt(bookTypeValue),
  bookStatus: opt(bookStatusValue),
  pageCount: opt(int),
  questionCount: opt(int),
  solutionJson: opt(z.string()),
  indexNode: opt(z.array(indexNodeSchema)),
  regUser: opt(userRefSchema),
  regDatetime: opt(datetimeText),
  chapter: opt(z.array(indexNodeSchema)),
});
export type Book = z.infer<typeof bookSchema>;

/** foundation.md §3: "questionCount (0 = textbook, otherwise workbook)". */
export function isWorkbook(book: Pick<Book, 'questionCount'>): boolean {
  return (book.questionCount ?? 0) > 0;
}
