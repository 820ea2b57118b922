import { BOOK_STATUS, BOOK_USAGE } from '@platform/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { answersOf } from '../db/areas/books.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Book = {
  bookIdx: number;
  bookType: number;
  regDatetime: string;
  bookName: string;
  pageCount: number;
  questionCount: number;
  bookStatus: number;
  solutionJson?: string | null;
  indexNode: { title: string; startPage: number; children?: unknown[] | null }[];
  regUser: { userIdx: number; userName: string };
};
type Page = { pageNo: number; imgUrl: string; answerImgUrl?: string | null };
type Body = {
  result: Book;
  resultList: Book[];
  resultPage: { content: Book[]; totalElements: number; size: number };
  pageList: Page[];
  chapter: unknown[];
};

async function as(userId: string) {
  const { token, user } = await login(userId);
  const call = (name: Parameters<typeof callEndpoint>[0], fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
  /** A file answer's bytes and type, by the address the wire gave (imgUrl). */
  const fetchFile = async (address: string) => {
    const response = await fetch(new URL(address, 'http://localhost'), {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  return { call, fetchFile, me: user };
}

const demo = (userId: string) => {
  const user = db.users.find((u) => u.companyId === 'demo' && u.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
};
const booksOf = (userId: string) => db.books.filter((b) => b.regUserIdx === demo(userId).userIdx);
const teacherWorkbook = () => {
  const book = booksOf('teacher').find((b) => b.questionCount > 0);
  if (!book) throw new Error('no workbook');
  return book;
};

async function pdfOf(pages: number, name: string): Promise<File> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([595, 842]);
  return new File([new Uint8Array(await document.save())], name, { type: 'application/pdf' });
}

const pngOf = (bytes: number, name: string) => {
  const body = new Uint8Array(bytes);
  body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([body], name, { type: 'image/png' });
};

describe('book list and detail (screens.md §7 Books, §10 Textbooks)', () => {
  it('lists the institution’s books newest first, 30 a page, by keyword, type and date', async () => {
    const { call } = await as('teacher');
    const { body } = await call('book.LIST', { page: 0 });
    expect(body.resultPage.size).toBe(30);
    expect(body.resultPage.totalElements).toBe(db.books.length);
    const dates = body.resultPage.content.map((b) => b.regDatetime);
    expect(dates).toEqual([...dates].sort().reverse());
    const keyword = await call('book.LIST', { searchKeyword: '영어', paging: false });
    expect(keyword.body.resultList.map((b) => b.bookName)).toEqual(['중등 영어 문법 워크북']);
    const byAuthor = await call('book.LIST', {
      searchType: 2,
      searchKeyword: demo('openteacher').userName,
      paging: false,
    });
    expect(byAuthor.body.resultList).toHaveLength(booksOf('openteacher').length);
    const classBooks = await call('book.LIST', { bookType: BOOK_USAGE.CLASS, paging: false });
    expect(classBooks.body.resultList.length).toBeGreaterThan(0);
    expect(classBooks.body.resultList.every((b) => b.bookType === 1)).toBe(true);
    const none = await call('book.LIST', {
      searchStartDate: '2020-01-01',
      searchEndDate: '2020-12-31',
      paging: false,
    });
    expect(none.body.resultList).toEqual([]);
  });

  it('shows the answer key to staff only', async () => {
    const bookIdx = teacherWorkbook().bookIdx;
    const teacher = await as('teacher');
    const student = await as('student');
    expect((await teacher.call('book.VIEW', { bookIdx })).body.result.solutionJson).toBeTruthy();
    expect((await student.call('book.VIEW', { bookIdx })).body.result.solutionJson ?? null).toBe(
      null,
    );
  });

  it('gives page images in ranges of at most 100 pages, with the chapters', async () => {
    const big = db.books.find((b) => b.pageCount === 1000);
    const { call, fetchFile } = await as('teacher');
    const last = await call('book.VIEW_WITH_PAGE', {
      bookIdx: big?.bookIdx,
      fromPage: 901,
      toPage: 1000,
    });
    expect(last.body.pageList.map((p) => p.pageNo)).toEqual(
      Array.from({ length: 100 }, (_, i) => 901 + i),
    );
    expect(last.body.chapter).toEqual(big?.indexNode);
    expect(
      (
        await errorOf(
          call('book.VIEW_WITH_PAGE', { bookIdx: big?.bookIdx, fromPage: 1, toPage: 101 }),
        )
      ).code,
    ).toBe('WB-400-212');
    const page = last.body.pageList[0];
    const image = await fetchFile(page?.imgUrl ?? '');
    expect(image.type).toContain('image/svg+xml');
    const svg = new TextDecoder().decode(image.bytes);
    expect(svg).toContain('901 / 1000');
    // The questions of the page, numbered on from the previous pages.
    expect(svg).toContain('문제 3601.');
    expect(page?.answerImgUrl).toContain('DOWNLOAD_ANSWER');
  });

  it('draws a page’s answers, refuses answers to students and pages out of range', async () => {
    const book = teacherWorkbook();
    const { call } = await as('teacher');
    const answer = await call('bookFile.DOWNLOAD_ANSWER', { bookIdx: book.bookIdx, pageNo: 2 });
    const expected = answersOf(book).find((p) => p.pageNo === 2)?.answers[0];
    expect(String(answer.body)).toContain(`${expected?.no}.  ${expected?.answer}`);
    const student = await as('student');
    expect(
      (
        await errorOf(
          student.call('bookFile.DOWNLOAD_ANSWER', { bookIdx: book.bookIdx, pageNo: 2 }),
        )
      ).code,
    ).toBe('WB-403-102');
    const pageOfStudent = await student.call('book.VIEW_WITH_PAGE', { bookIdx: book.bookIdx });
    expect(pageOfStudent.body.pageList[0]?.answerImgUrl ?? null).toBe(null);
    for (const pageNo of [0, book.pageCount + 1]) {
      expect(
        (await errorOf(call('bookFile.DOWNLOAD_PAGE', { bookIdx: book.bookIdx, pageNo }))).code,
      ).toBe('WB-404-102');
    }
    const textbook = booksOf('teacher').find((b) => b.questionCount === 0);
    expect(
      (await errorOf(call('bookFile.DOWNLOAD_ANSWER', { bookIdx: textbook?.bookIdx, pageNo: 1 })))
        .code,
    ).toBe('WB-404-102');
  });
});

describe('registering a book from its files (screens.md §5 "Upload")', () => {
  it('reads a textbook’s page count from its PDF', async () => {
    const { call, fetchFile } = await as('teacher');
    const added = await call('book.ADD', {
      book: { bookName: '새 교재', bookType: BOOK_USAGE.CLASS },
      pageFile_0: await pdfOf(3, '새 교재.pdf'),
    });
    expect(added.body.result).toMatchObject({
      pageCount: 3,
      questionCount: 0,
      bookName: '새 교재',
    });
    expect(added.body.result.bookStatus).toBe(BOOK_STATUS.WRITING);
    const pages = await call('book.VIEW_WITH_PAGE', { bookIdx: added.body.result.bookIdx });
    expect(pages.body.pageList).toHaveLength(3);
    // Node does not render (the browser demo does, with pdf.js): a placeholder names the page.
    const page = await fetchFile(pages.body.pageList[1]?.imgUrl ?? '');
    expect(new TextDecoder().decode(page.bytes)).toContain('PDF p.2');
  });

  it('registers a workbook from a worksheet and a quick-answer PDF', async () => {
    const { call, fetchFile } = await as('teacher');
    const answers = await pdfOf(2, '수학_빠른정답.pdf');
    const added = await call('book.ADD', {
      book: { bookName: '새 문제집', bookType: BOOK_USAGE.TASK },
      pageFile_0: await pdfOf(5, '수학_문제.pdf'),
      pageFile_1: answers,
    });
    expect(added.body.result.pageCount).toBe(5);
    expect(added.body.result.questionCount).toBeGreaterThan(0);
    const bookIdx = added.body.result.bookIdx;
    const pages = await call('book.VIEW_WITH_PAGE', { bookIdx });
    expect(pages.body.pageList[0]?.answerImgUrl).toContain('DOWNLOAD_ANSWER');
    const whole = await fetchFile(`/boda/book/file?command=DOWNLOAD_ANSWER&bookIdx=${bookIdx}`);
    expect(whole.type).toBe('application/pdf');
    expect(whole.bytes).toEqual(new Uint8Array(await answers.arrayBuffer()));
  });

  it('registers a book from page images, one page each', async () => {
    const { call, fetchFile } = await as('teacher');
    const first = pngOf(64, 'p1.png');
    const added = await call('book.ADD', {
      book: { bookName: '이미지 교재', bookType: BOOK_USAGE.TASK },
      pageFile_0: first,
      pageFile_1: pngOf(80, 'p2.png'),
    });
    expect(added.body.result.pageCount).toBe(2);
    const pages = await call('book.VIEW_WITH_PAGE', { bookIdx: added.body.result.bookIdx });
    const image = await fetchFile(pages.body.pageList[0]?.imgUrl ?? '');
    expect(image.type).toBe('image/png');
    expect(image.bytes).toEqual(new Uint8Array(await first.arrayBuffer()));
  });

  it('refuses a jfif, a fake PDF, too many or too large files, a bad name and a student', async () => {
    const { call } = await as('teacher');
    const book = { bookName: '교재', bookType: BOOK_USAGE.CLASS };
    const refusal = async (fields: Record<string, unknown>, who = call) =>
      (await errorOf(who('book.ADD', fields))).code;
    expect(await refusal({ book, pageFile_0: pngOf(64, 'photo.jfif') })).toBe('WB-400-403');
    // A text file named .pdf is judged by its bytes (issue 17 item 3).
    expect(
      await refusal({
        book,
        pageFile_0: new File(['not a pdf'], 'book.pdf', { type: 'application/pdf' }),
      }),
    ).toBe('WB-400-403');
    const pdf = await pdfOf(1, 'a.pdf');
    expect(await refusal({ book, pageFile_0: pdf, pageFile_1: pdf, pageFile_2: pdf })).toBe(
      'WB-400-401',
    );
    expect(await refusal({ book: { ...book, bookName: '가'.repeat(51) }, pageFile_0: pdf })).toBe(
      'WB-400-212',
    );
    expect(await refusal({ book: { ...book, bookName: '  ' }, pageFile_0: pdf })).toBe(
      'WB-400-212',
    );
    expect(await refusal({ book })).toBe('WB-400-212');
    const student = await as('student');
    expect(await refusal({ book, pageFile_0: pdf }, student.call)).toBe('WB-403-102');
    expect(db.books.filter((b) => b.bookName === '교재')).toEqual([]);
  });

  it('refuses a page image one byte over 10 MB (WB-400-402) and stores nothing', async () => {
    const { call } = await as('teacher');
    const files = db.files.length;
    const { code } = await errorOf(
      call('book.ADD', {
        book: { bookName: '교재', bookType: BOOK_USAGE.CLASS },
        pageFile_0: pngOf(64, 'small.png'),
        pageFile_1: pngOf(10 * 1024 * 1024 + 1, 'big.png'),
      }),
    );
    expect(code).toBe('WB-400-402');
    expect(db.files.length).toBe(files);
  }, 60_000);
});

describe('changing books (screens.md §6 "Only a class book\'s author may modify, delete, edit index; anyone may copy")', () => {
  it('lets only the author rename, re-index, set answers and delete; anyone copies', async () => {
    const others = booksOf('openteacher')[0];
    const { call, me } = await as('teacher');
    const bookIdx = others?.bookIdx;
    for (const [name, fields] of [
      ['book.MOD_NAME', { bookIdx, bookName: '내 것' }],
      ['book.MOD_INDEX', { bookIdx, indexNode: [] }],
      ['bookAnswer.MOD', { bookIdx, solutionJson: '[]' }],
      ['book.DEL', { bookIdx }],
    ] as const) {
      expect((await errorOf(call(name, fields))).code, name).toBe('WB-403-102');
    }
    const copy = await call('book.DUP', { bookIdx, bookName: '복사본' });
    expect(copy.body.result).toMatchObject({
      bookName: '복사본',
      pageCount: others?.pageCount,
      regUser: { userIdx: me.userIdx },
    });
    expect((await errorOf(call('book.DUP', { bookIdx, bookName: '' }))).code).toBe('WB-400-212');
    const copyIdx = copy.body.result.bookIdx;
    expect((await call('book.MOD_NAME', { bookIdx: copyIdx, bookName: '다시 이름' })).status).toBe(
      200,
    );
    expect((await call('book.VIEW', { bookIdx: copyIdx })).body.result.bookName).toBe('다시 이름');
    expect((await call('book.DEL', { bookIdx: copyIdx })).status).toBe(200);
    expect((await errorOf(call('book.VIEW', { bookIdx: copyIdx }))).code).toBe('WB-400-212');
  });

  it('saves the index: start pages within the book, not before the previous sibling', async () => {
    const book = teacherWorkbook();
    const { call } = await as('teacher');
    const saved = await call('book.MOD_INDEX', {
      bookIdx: book.bookIdx,
      indexNode: [
        {
          title: '1단원',
          key: 'a',
          startPage: 1,
          children: [
            { title: '개념', key: 'a1', startPage: 2, children: [] },
            { title: '', key: 'a2', startPage: 3, children: [] },
          ],
        },
        { title: '2단원', key: 'b', startPage: 10, children: null },
      ],
    });
    expect(saved.status).toBe(200);
    const view = await call('book.VIEW', { bookIdx: book.bookIdx });
    expect(view.body.result.indexNode).toHaveLength(2);
    // The empty-title leaf is removed on save.
    expect(view.body.result.indexNode[0]?.children).toHaveLength(1);
    for (const indexNode of [
      [{ title: '넘침', key: 'x', startPage: book.pageCount + 1, children: [] }],
      [
        { title: '뒤', key: 'x', startPage: 5, children: [] },
        { title: '앞', key: 'y', startPage: 4, children: [] },
      ],
      [{ title: '0쪽', key: 'x', startPage: 0, children: [] }],
    ]) {
      expect(
        (await errorOf(call('book.MOD_INDEX', { bookIdx: book.bookIdx, indexNode }))).code,
      ).toBe('WB-400-212');
    }
  });

  it('sets the answer key, and the question count follows it', async () => {
    const book = teacherWorkbook();
    const { call } = await as('teacher');
    const key = [
      {
        pageNo: 1,
        answers: [
          { no: 1, answer: '②' },
          { no: 2, answer: '5' },
        ],
      },
    ];
    await call('bookAnswer.MOD', { bookIdx: book.bookIdx, solutionJson: JSON.stringify(key) });
    const view = await call('book.VIEW', { bookIdx: book.bookIdx });
    expect(view.body.result.questionCount).toBe(2);
    expect(JSON.parse(view.body.result.solutionJson ?? '[]')).toEqual(key);
    for (const solutionJson of [
      '{',
      JSON.stringify([{ pageNo: book.pageCount + 1, answers: [] }]),
    ]) {
      expect(
        (await errorOf(call('bookAnswer.MOD', { bookIdx: book.bookIdx, solutionJson }))).code,
      ).toBe('WB-400-212');
    }
  });
});
