import {
  BOOK_KIND,
  BOOK_STATUS,
  bookPdfRule,
  bookPdfSlots,
  canEditBook,
  contentTypeOf,
  fileExtension,
  formatWireDateTime,
  type IndexNode,
  indexTreeFault,
  LIMITS,
  PAGE_SIZE,
  UPLOAD_RULE,
  validateIndexStartPage,
  validateTitle,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok, okList, okPage, pageOf } from '../api.ts';
import {
  answersOf,
  bookAnswerUrl,
  bookOf,
  bookPageUrl,
  type MockBook,
  type MockPageAnswers,
  type MockPageSource,
} from '../db/areas/books.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { userByIdx } from '../db/queries.ts';
import type { MockFile, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { checkNewFiles } from './attachments.ts';
import { inSearchRange, isStaff, matchesKeyword, requireStaff } from './bookAccess.ts';
import {
  answerKeySvg,
  answerPageSvg,
  bookPageSvg,
  PDF_TYPE,
  PNG_TYPE,
  pdfPageCount,
  pdfPagePng,
  pdfPlaceholderSvg,
  SVG_TYPE,
} from './bookImages.ts';
import { deployTask, taskImplementations } from './tasks.ts';

/*
 * The book calls (foundation.md §7 Book: "{api}/book POST (form): ADD (book plus pageFile_{n}),
 * ADD_DEPLOY (book, task, userIdxList), MOD_INDEX (bookIdx, indexNode), DUP (bookIdx, bookName),
 * MOD, MOD_NAME. GET VIEW, VIEW_WITH_PAGE, LIST; DELETE DEL. POST /answer MOD. GET /file
 * DOWNLOAD_PAGE, DOWNLOAD_ANSWER"; screens.md §5 "Books and homework", "Upload"; §6 "Only a
 * class book's author may modify, delete, edit index; anyone may copy").
 */

/** A book of the caller's institution, else WB-400-212. */
function visibleBook(me: MockUser, bookIdx: number): MockBook {
  const book = bookOf(db, me.companyIdx, bookIdx);
  if (!book) refuse(MOCK_ERROR.badRequest);
  return book;
}

/** A book the caller wrote (canEditBook), else WB-403-102. */
function ownBook(me: MockUser, bookIdx: number): MockBook {
  const book = visibleBook(me, bookIdx);
  if (!canEditBook(me.userIdx, book)) refuse(MOCK_ERROR.noPermission);
  return book;
}

/** A book or homework title: required, at most 50 (screens.md §5), else WB-400-212. */
export function checkTitle(title: string): string {
  if (validateTitle(title)) refuse(MOCK_ERROR.badRequest);
  return title.trim();
}

/**
 * The book as the wire shows it. assumed: students never get the answer key (solutionJson), so
 * homework cannot be copied from it.
 */
export function wireBook(book: MockBook, me: MockUser) {
  const author = userByIdx(db, book.regUserIdx);
  return {
    bookIdx: book.bookIdx,
    bookName: book.bookName,
    bookDesc: book.bookDesc,
    bookType: book.bookType,
    bookStatus: book.bookStatus,
    pageCount: book.pageCount,
    questionCount: book.questionCount,
    solutionJson: isStaff(me) ? book.solutionJson : null,
    indexNode: book.indexNode,
    regUser: { userIdx: book.regUserIdx, userName: author?.userName ?? null },
    regDatetime: book.regDatetime,
  };
}

/** The pageFile_{n} parts of a form, in the order of n. */
function pageFiles(fields: Record<string, unknown>): Blob[] {
  return Object.entries(fields)
    .flatMap(([name, value]) => {
      const match = /^pageFile_(\d+)$/.exec(name);
      return match && value instanceof Blob ? [[Number(match[1]), value] as const] : [];
    })
    .sort((a, b) => a[0] - b[0])
    .map(([, file]) => file);
}

const fileName = (file: Blob, fallback: string) =>
  'name' in file && typeof file.name === 'string' && file.name !== 'blob' ? file.name : fallback;

/** A form's file with the name it was sent under (a nameless part is `page_{n}`, with no extension). */
const namedFile = (file: Blob, fallback: string): File =>
  file instanceof File && file.name === fileName(file, fallback)
    ? file
    : new File([file], fileName(file, fallback));

function storeFile(me: MockUser, name: string, contentType: string, body: Uint8Array): number {
  const file: MockFile = {
    fileIdx: nextIdx(db, 'fileIdx'),
    fileName: name,
    contentType,
    body,
    regUserIdx: me.userIdx,
  };
  db.files.push(file);
  return file.fileIdx;
}

interface ReadPages {
  pages: MockPageSource;
  answerPages: MockPageSource | null;
  pageCount: number;
}

/**
 * Reads the uploaded page files (screens.md §5 "Upload") by the rules of the uploaders that send
 * them: one PDF (a textbook, bookPdfRule('textbook')) or two (a workbook's worksheet then its
 * quick-answer PDF, each with its slot's name suffix), each at most 100 MB; or page images, png or
 * jpg, up to 200 of 10 MB with no name twice (UPLOAD_RULE.images). A file is judged by its bytes
 * too: a text file named .pdf is refused as one whose extension is not allowed (WB-400-403). An
 * unreadable PDF is WB-400-212. assumed: which part is which is told by order (the first the
 * worksheet, the second the answers); files named .pdf make a PDF book, anything else images.
 */
async function readPages(me: MockUser, files: Blob[]): Promise<ReadPages> {
  if (files.length === 0) refuse(MOCK_ERROR.badRequest);
  const named = files.map((file, i) => namedFile(file, `page_${i + 1}`));
  // Every file is checked before any is stored, so a refusal leaves nothing behind.
  if (named.some((file) => fileExtension(file.name) === 'pdf')) {
    if (named.length > 2) refuse(MOCK_ERROR.tooManyFiles);
    const slots = bookPdfSlots(named.length === 2 ? BOOK_KIND.WORKBOOK : BOOK_KIND.TEXTBOOK);
    const read: { name: string; bytes: Uint8Array; count: number }[] = [];
    for (const [index, file] of named.entries()) {
      await checkNewFiles([file], bookPdfRule(slots[index] ?? 'textbook'));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const count = await pdfPageCount(bytes);
      if (count === null) refuse(MOCK_ERROR.badRequest);
      read.push({ name: file.name, bytes, count });
    }
    const [pagesFile, answersFile] = read.map(({ name, bytes }) =>
      storeFile(me, name, PDF_TYPE, bytes),
    );
    return {
      pages: { kind: 'pdf', fileIdx: pagesFile ?? 0 },
      answerPages: answersFile === undefined ? null : { kind: 'pdf', fileIdx: answersFile },
      pageCount: read[0]?.count ?? 0,
    };
  }
  await checkNewFiles(named, UPLOAD_RULE.images);
  const images = await Promise.all(
    named.map(async (file) => ({
      name: file.name,
      type: contentTypeOf(file.name),
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
  const fileIdxList = images.map(({ name, type, bytes }) => storeFile(me, name, type, bytes));
  return { pages: { kind: 'images', fileIdxList }, answerPages: null, pageCount: named.length };
}

type BookInput = {
  bookName: string;
  bookDesc?: string | undefined;
  bookType: MockBook['bookType'];
  bookStatus?: MockBook['bookStatus'] | undefined;
  questionCount?: number | undefined;
  solutionJson?: string | undefined;
};

/** An answer key as text: a JSON list of pages with their answers (MockPageAnswers), else WB-400-212. */
function checkSolution(solutionJson: string, pageCount: number): MockPageAnswers[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(solutionJson);
  } catch {
    refuse(MOCK_ERROR.badRequest);
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (page: Partial<MockPageAnswers>) =>
        Number.isInteger(page?.pageNo) &&
        (page.pageNo ?? 0) >= 1 &&
        (page.pageNo ?? 0) <= pageCount &&
        Array.isArray(page.answers) &&
        page.answers.every(
          (answer) => Number.isInteger(answer?.no) && typeof answer?.answer === 'string',
        ),
    );
  if (!valid) refuse(MOCK_ERROR.badRequest);
  return parsed as MockPageAnswers[];
}

const answerCount = (key: readonly MockPageAnswers[]) =>
  key.reduce((sum, page) => sum + page.answers.length, 0);

/**
 * A new book from the form (ADD, ADD_DEPLOY). assumed: a workbook's question count is the key's
 * answer count when a key is sent, else the one sent, else (a quick-answer PDF without a key) one
 * per page until the editor sets the key; a new book is `writing` unless sent otherwise.
 */
export async function createBook(me: MockUser, input: BookInput, files: Blob[]): Promise<MockBook> {
  requireStaff(me);
  const bookName = checkTitle(input.bookName);
  const read = await readPages(me, files);
  const key = input.solutionJson ? checkSolution(input.solutionJson, read.pageCount) : [];
  const questionCount =
    key.length > 0
      ? answerCount(key)
      : (input.questionCount ?? (read.answerPages ? read.pageCount : 0));
  const book: MockBook = {
    bookIdx: nextIdx(db, 'bookIdx'),
    companyIdx: me.companyIdx,
    bookName,
    bookDesc: input.bookDesc?.trim() || null,
    bookType: input.bookType,
    bookStatus: input.bookStatus ?? BOOK_STATUS.WRITING,
    pageCount: read.pageCount,
    questionCount,
    solutionJson: key.length > 0 ? JSON.stringify(key) : null,
    indexNode: [],
    regUserIdx: me.userIdx,
    regDatetime: formatWireDateTime(new Date()),
    pages: read.pages,
    answerPages: read.answerPages,
    deleted: false,
  };
  db.books.push(book);
  return book;
}

/**
 * A table of contents as the editor saves it (screens.md §5 "Book index: each start page a number
 * 1..page count, not less than previous sibling; empty-title leaves removed"): leaves without a
 * title are dropped, any other fault is WB-400-212. assumed: a child starts no earlier than its
 * parent.
 */
function checkIndex(nodes: readonly IndexNode[], pageCount: number, floor = 1): IndexNode[] {
  const kept: IndexNode[] = [];
  let previous: number | null = floor > 1 ? floor : null;
  for (const node of nodes) {
    const children = checkIndex(node.children ?? [], pageCount, node.startPage);
    const title = node.title.trim();
    if (title === '' && children.length === 0) continue;
    if (title === '') refuse(MOCK_ERROR.badRequest);
    if (validateIndexStartPage(node.startPage, { pageCount, previousSiblingStart: previous })) {
      refuse(MOCK_ERROR.badRequest);
    }
    previous = node.startPage;
    kept.push({ title, key: node.key, startPage: node.startPage, children });
  }
  return kept;
}

function fileOf(fileIdx: number): MockFile {
  const file = db.files.find((candidate) => candidate.fileIdx === fileIdx);
  if (!file) refuse(MOCK_ERROR.fileNotFound);
  return file;
}

const bytesOf = (file: MockFile) =>
  typeof file.body === 'string' ? new TextEncoder().encode(file.body) : file.body;

const image = (body: string | Uint8Array, contentType: string, name: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `inline; filename="${encodeURIComponent(name)}"`,
    },
  });

/** One page of a page source as an image: drawn, stored, or rendered from the PDF. */
async function pageImage(
  book: MockBook,
  source: MockPageSource,
  pageNo: number,
  draw: () => string,
): Promise<Response> {
  if (source.kind === 'generated') return image(draw(), SVG_TYPE, `page_${pageNo}.svg`);
  if (source.kind === 'images') {
    const fileIdx = source.fileIdxList[pageNo - 1];
    if (fileIdx === undefined) refuse(MOCK_ERROR.fileNotFound);
    const file = fileOf(fileIdx);
    return image(file.body, file.contentType, file.fileName);
  }
  const file = fileOf(source.fileIdx);
  const png = await pdfPagePng(bytesOf(file), pageNo);
  if (png) return image(png, PNG_TYPE, `page_${pageNo}.png`);
  return image(
    pdfPlaceholderSvg(file.fileName, pageNo, book.pageCount),
    SVG_TYPE,
    `page_${pageNo}.svg`,
  );
}

/** A page number of the book, else WB-404-102 (screens.md §8: the image shows its empty state). */
function checkPageNo(book: MockBook, pageNo: number): number {
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > book.pageCount) {
    refuse(MOCK_ERROR.fileNotFound);
  }
  return pageNo;
}

const newestFirst = (a: MockBook, b: MockBook) =>
  a.regDatetime < b.regDatetime ? 1 : a.regDatetime > b.regDatetime ? -1 : b.bookIdx - a.bookIdx;

export const bookImplementations = [
  /**
   * assumed: searchType 2 searches the author's name, anything else the book name; the date range
   * is the registration date; `paging` false answers the whole list (screens.md §7: "paging false
   * for room books").
   */
  implementAuthorised('book.LIST', ({ me, fields }) => {
    const books = db.books
      .filter(
        (book) =>
          book.companyIdx === me.companyIdx &&
          !book.deleted &&
          (fields.bookType === undefined || book.bookType === fields.bookType) &&
          inSearchRange(book.regDatetime, fields) &&
          matchesKeyword(
            fields.searchType === 2
              ? (userByIdx(db, book.regUserIdx)?.userName ?? '')
              : book.bookName,
            fields.searchKeyword,
          ),
      )
      .sort(newestFirst)
      .map((book) => wireBook(book, me));
    if (fields.paging === false) return okList(books);
    return okPage(pageOf(books, fields.page ?? 0, fields.size ?? PAGE_SIZE.TEXTBOOKS));
  }),

  implementAuthorised('book.VIEW', ({ me, fields }) =>
    ok(wireBook(visibleBook(me, fields.bookIdx), me)),
  ),

  /** Ranges of at most 100 pages (screens.md §7), from page 1 when fromPage is not sent. */
  implementAuthorised('book.VIEW_WITH_PAGE', ({ me, fields }) => {
    const book = visibleBook(me, fields.bookIdx);
    const from = fields.fromPage ?? 1;
    const to = Math.min(fields.toPage ?? from + LIMITS.BOOK_PAGES_PER_CALL - 1, book.pageCount);
    if (from < 1 || to - from + 1 > LIMITS.BOOK_PAGES_PER_CALL) refuse(MOCK_ERROR.badRequest);
    const withAnswers = isStaff(me) && book.answerPages !== null;
    const pageList = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => {
      const pageNo = from + i;
      return {
        pageNo,
        imgUrl: bookPageUrl(book.bookIdx, pageNo),
        ...(withAnswers ? { answerImgUrl: bookAnswerUrl(book.bookIdx, pageNo) } : {}),
      };
    });
    return { ...ok(wireBook(book, me)), pageList, chapter: book.indexNode };
  }),

  implementAuthorised('book.ADD', async ({ me, fields }) => {
    const book = await createBook(me, fields.book, pageFiles(fields));
    return ok(wireBook(book, me));
  }),

  /**
   * An existing book by bookIdx, or a new one from book plus its page files; then the homework.
   * A refused homework leaves no new book behind.
   */
  implementAuthorised('book.ADD_DEPLOY', async ({ me, fields }) => {
    requireStaff(me);
    if (fields.bookIdx !== undefined) {
      const book = visibleBook(me, fields.bookIdx);
      deployTask(me, { ...fields.task, bookIdx: book.bookIdx }, fields.userIdxList);
      return ok(wireBook(book, me));
    }
    if (!fields.book) refuse(MOCK_ERROR.badRequest);
    const files = db.files.length;
    const book = await createBook(me, fields.book, pageFiles(fields));
    try {
      deployTask(me, { ...fields.task, bookIdx: book.bookIdx }, fields.userIdxList);
    } catch (error) {
      db.books = db.books.filter((candidate) => candidate !== book);
      db.files.splice(files);
      throw error;
    }
    return ok(wireBook(book, me));
  }),

  /** The author changes the book's fields, and its pages when page files come along. */
  implementAuthorised('book.MOD', async ({ me, fields }) => {
    const book = ownBook(me, fields.book.bookIdx);
    const input = fields.book;
    const files = pageFiles(fields);
    const bookName = checkTitle(input.bookName);
    if (files.length > 0) {
      const read = await readPages(me, files);
      book.pages = read.pages;
      book.answerPages = read.answerPages ?? book.answerPages;
      book.pageCount = read.pageCount;
    }
    if (input.solutionJson !== undefined) {
      const key = checkSolution(input.solutionJson, book.pageCount);
      book.solutionJson = key.length > 0 ? JSON.stringify(key) : null;
      book.questionCount = answerCount(key);
    } else if (input.questionCount !== undefined) {
      book.questionCount = input.questionCount;
    }
    book.bookName = bookName;
    if (input.bookDesc !== undefined) book.bookDesc = input.bookDesc.trim() || null;
    book.bookType = input.bookType;
    if (input.bookStatus !== undefined) book.bookStatus = input.bookStatus;
    return ok(wireBook(book, me));
  }),

  implementAuthorised('book.MOD_NAME', ({ me, fields }) => {
    const book = ownBook(me, fields.bookIdx);
    book.bookName = checkTitle(fields.bookName);
    return ok(null);
  }),

  implementAuthorised('book.MOD_INDEX', ({ me, fields }) => {
    const book = ownBook(me, fields.bookIdx);
    // The contract's schema bounds it too; checked again before the recursive walk below.
    if (indexTreeFault(fields.indexNode)) refuse(MOCK_ERROR.badRequest);
    book.indexNode = checkIndex(fields.indexNode, book.pageCount);
    return ok(null);
  }),

  /**
   * Anyone may copy (screens.md §6), under a new name. assumed: the copy is the caller's, with the
   * same pages, index and key; a book in use by homework is copied as completed.
   */
  implementAuthorised('book.DUP', ({ me, fields }) => {
    requireStaff(me);
    const source = visibleBook(me, fields.bookIdx);
    const copy: MockBook = {
      ...structuredClone(source),
      bookIdx: nextIdx(db, 'bookIdx'),
      bookName: checkTitle(fields.bookName),
      bookStatus:
        source.bookStatus === BOOK_STATUS.USED ? BOOK_STATUS.COMPLETED : source.bookStatus,
      regUserIdx: me.userIdx,
      regDatetime: formatWireDateTime(new Date()),
    };
    db.books.push(copy);
    return ok(wireBook(copy, me));
  }),

  /** The author deletes; homework deployed from the book keeps its name (the row stays, deleted). */
  implementAuthorised('book.DEL', ({ me, fields }) => {
    ownBook(me, fields.bookIdx).deleted = true;
    return ok(null);
  }),

  /** The author sets the answer key (solutionJson, see MockPageAnswers); questionCount follows it. */
  implementAuthorised('bookAnswer.MOD', ({ me, fields }) => {
    const book = ownBook(me, fields.bookIdx);
    const key = checkSolution(fields.solutionJson, book.pageCount);
    book.solutionJson = key.length > 0 ? JSON.stringify(key) : null;
    book.questionCount = answerCount(key);
    return ok(null);
  }),

  implementAuthorised('bookFile.DOWNLOAD_PAGE', async ({ me, fields }) => {
    const book = visibleBook(me, fields.bookIdx);
    const pageNo = checkPageNo(book, fields.pageNo);
    const key = answersOf(book);
    return pageImage(book, book.pages, pageNo, () =>
      bookPageSvg(
        book,
        pageNo,
        key.find((page) => page.pageNo === pageNo),
      ),
    );
  }),

  /**
   * A page's answer image, or without pageNo the whole quick-answer file (the PDF as uploaded,
   * or a seeded book's key on one sheet). Students may not see answers (WB-403-102); a textbook
   * has none (WB-404-102).
   */
  implementAuthorised('bookFile.DOWNLOAD_ANSWER', async ({ me, fields }) => {
    requireStaff(me);
    const book = visibleBook(me, fields.bookIdx);
    const source = book.answerPages;
    const key = answersOf(book);
    if (!source && key.length === 0) refuse(MOCK_ERROR.fileNotFound);
    if (fields.pageNo === undefined) {
      if (source?.kind === 'pdf') {
        const file = fileOf(source.fileIdx);
        return image(file.body, PDF_TYPE, file.fileName);
      }
      return image(answerKeySvg(book.bookName, key), SVG_TYPE, 'answers.svg');
    }
    const pageNo = checkPageNo(book, fields.pageNo);
    const drawn = () =>
      answerPageSvg(
        book,
        pageNo,
        key.find((page) => page.pageNo === pageNo),
      );
    if (!source || source.kind === 'generated')
      return image(drawn(), SVG_TYPE, `answer_${pageNo}.svg`);
    return pageImage(book, source, pageNo, drawn);
  }),
];

/** The book and task calls, for the implementations list (handlers/index.ts). */
export const booksAndTasksImplementations = [...bookImplementations, ...taskImplementations];
