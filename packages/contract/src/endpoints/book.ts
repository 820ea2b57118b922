import { bookPageSchema, bookSchema, indexNodeSchema } from '../schemas/book.ts';
import { bookStatusValue, bookTypeValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { pagingQuery, searchQuery, wireInt } from '../schemas/primitives.ts';
import { indexTreeFault } from '../validation/indexTree.ts';
import { LIMITS } from '../validation/limits.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { formWithNumberedFiles, writeReply } from './requestParts.ts';
import { taskInput } from './task.ts';

const spec = 'foundation.md §7 Book; screens.md §7 Books';

/** screens.md §7: page images in ranges of 100 pages per call (up to 1000). */
export const BOOK_PAGE_RANGE_SIZE = 100;

/**
 * The book part of ADD, MOD and ADD_DEPLOY. assumed: the entity fields the editor sets; the
 * answer key travels as solutionJson text. The page files are `pageFile_{n}` parts (foundation.md
 * §7); screens.md §7 calls the same list "pageFileList".
 */
const bookInput = z.strictObject({
  bookIdx: z.optional(z.number().check(z.int())),
  bookName: z.string(),
  bookDesc: z.optional(z.string().check(z.maxLength(LIMITS.DESCRIPTION_MAX))),
  bookType: bookTypeValue,
  bookStatus: z.optional(bookStatusValue),
  pageCount: z.optional(z.number().check(z.int())),
  questionCount: z.optional(z.number().check(z.int())),
  solutionJson: z.optional(z.string()),
});

export const bookEndpoints = {
  'book.ADD': post('/book', 'ADD', {
    body: 'multipart',
    request: formWithNumberedFiles({ book: bookInput }, 'pageFile_'),
    response: envelope(bookSchema),
    spec: `${spec} ("ADD (book plus pageFile_{n})")`,
    assumed:
      'the parts by order: pageFile_0 the textbook or worksheet PDF, pageFile_1 the quick-answer ' +
      'PDF of a workbook; or page images pageFile_0..n in page order',
  }),
  'book.ADD_DEPLOY': post('/book', 'ADD_DEPLOY', {
    body: 'multipart',
    request: formWithNumberedFiles(
      {
        book: z.optional(bookInput),
        bookIdx: z.optional(wireInt),
        task: taskInput,
        userIdxList: z.array(z.number().check(z.int())).check(z.minLength(1)),
      },
      'pageFile_',
    ),
    response: envelope(bookSchema),
    spec: `${spec} ("deploy with task (bookIdx, task, userIdxList, book, pageFileList)")`,
    assumed: 'an existing book by bookIdx, or a new task book by book plus pageFile_{n}',
  }),
  'book.MOD_INDEX': post('/book', 'MOD_INDEX', {
    body: 'multipart',
    request: z.strictObject({
      bookIdx: wireInt,
      indexNode: z
        .array(indexNodeSchema)
        .check(z.refine((nodes) => indexTreeFault(nodes) === null, 'index too deep or too large')),
    }),
    response: writeReply,
    spec,
    assumed:
      'indexNode is the list of root nodes, sent as a JSON part; at most BOOK_INDEX_DEPTH_MAX ' +
      'levels and BOOK_INDEX_NODES_MAX entries',
  }),
  'book.DUP': post('/book', 'DUP', {
    body: 'multipart',
    request: z.strictObject({ bookIdx: wireInt, bookName: z.string().check(z.minLength(1)) }),
    response: envelope(bookSchema),
    spec: `${spec} ("copy (bookIdx, bookName)")`,
  }),
  'book.MOD': post('/book', 'MOD', {
    body: 'multipart',
    request: formWithNumberedFiles(
      { book: z.extend(bookInput, { bookIdx: z.number().check(z.int()) }) },
      'pageFile_',
    ),
    response: envelope(bookSchema),
    spec,
  }),
  'book.MOD_NAME': post('/book', 'MOD_NAME', {
    body: 'multipart',
    request: z.strictObject({ bookIdx: wireInt, bookName: z.string().check(z.minLength(1)) }),
    response: writeReply,
    spec: `${spec} ("rename")`,
    assumed: 'the fields bookIdx and bookName, as DUP',
  }),
  'book.VIEW': get('/book', 'VIEW', {
    request: z.strictObject({ bookIdx: wireInt }),
    response: envelope(bookSchema),
    spec,
  }),
  'book.VIEW_WITH_PAGE': get('/book', 'VIEW_WITH_PAGE', {
    request: z.strictObject({
      bookIdx: wireInt,
      fromPage: z.optional(wireInt),
      toPage: z.optional(wireInt),
    }),
    response: envelope(bookSchema, {
      pageList: z.nullish(z.array(bookPageSchema)),
      chapter: z.nullish(z.array(indexNodeSchema)),
    }),
    spec: `${spec} ("returns result, page image map and chapter"; ranges of ${BOOK_PAGE_RANGE_SIZE})`,
    assumed:
      'the page image map is `pageList` (screens.md §3 "Page list: pageNo, imgUrl"); a range of ' +
      `more than ${BOOK_PAGE_RANGE_SIZE} pages is refused with WB-400-212`,
  }),
  'book.LIST': get('/book', 'LIST', {
    request: z.strictObject({ ...pagingQuery, ...searchQuery, bookType: z.optional(wireInt) }),
    response: envelope(bookSchema),
    spec,
  }),
  'book.DEL': del('/book', 'DEL', {
    request: z.strictObject({ bookIdx: z.number().check(z.int()) }),
    response: writeReply,
    spec,
  }),
  'bookAnswer.MOD': post('/book/answer', 'MOD', {
    request: z.strictObject({ bookIdx: z.number().check(z.int()), solutionJson: z.string() }),
    response: writeReply,
    spec,
    assumed: 'the answer key as solutionJson text',
  }),
  'bookFile.DOWNLOAD_PAGE': get('/book/file', 'DOWNLOAD_PAGE', {
    request: z.strictObject({ bookIdx: wireInt, pageNo: wireInt }),
    reply: 'file',
    spec: `${spec} ("page image (bookIdx, pageNo)")`,
  }),
  'bookFile.DOWNLOAD_ANSWER': get('/book/file', 'DOWNLOAD_ANSWER', {
    request: z.strictObject({ bookIdx: wireInt, pageNo: z.optional(wireInt) }),
    reply: 'file',
    spec,
    assumed: 'the answer image of a page, or the answer file of the book without pageNo',
  }),
} as const satisfies EndpointGroup;
