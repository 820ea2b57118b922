import {
  BOOK_USAGE,
  type EndpointName,
  endpoints,
  LIMITS,
  profileImageFileName,
  signatureOf,
  USER_EXCEL_COLUMNS,
  USER_TYPE,
  XLSX_CONTENT_TYPE,
} from '@platform/contract';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, db } from './db/index.ts';
import { implementations } from './handlers/index.ts';
import { callEndpoint } from './server/callEndpoint.ts';
import { errorOf, login, useMockServer } from './testing/setup.ts';

/*
 * Issue 17 "Hardening", items 3 to 6: the mock server behaves like a careful server. Each test is
 * named after the defect it guards.
 */

useMockServer();

const demoUser = (userId: string) => {
  const user = db.users.find((u) => u.companyId === DEMO_COMPANY_ID && u.userId === userId);
  if (!user) throw new Error(`no ${userId}`);
  return user;
};

async function as(userId: string) {
  const { token, user } = await login(userId);
  const accessToken = token.access_token;
  const call = (name: EndpointName, fields: Record<string, unknown> = {}) =>
    callEndpoint<Record<string, unknown>>(name, { accessToken, fields });
  const get = (pathAndQuery: string, init: RequestInit = {}) =>
    fetch(`http://localhost/boda${pathAndQuery}`, {
      ...init,
      headers: { Authorization: `Bearer ${accessToken}`, ...init.headers },
    });
  return { call, get, me: user, accessToken };
}

const bytes = (...parts: (Uint8Array | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => [
      ...(typeof part === 'string' ? new TextEncoder().encode(part) : part),
    ]),
  );
const HTML_PAGE = bytes('<!doctype html><script>alert(document.cookie)</script>');
const EXE = bytes(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), 'This program cannot be run in DOS');
const png = (name: string, size = 64) => {
  const body = new Uint8Array(size);
  body.set(signatureOf('png'));
  return new File([body], name, { type: 'image/png' });
};

async function pdfOf(pages: number, name: string): Promise<File> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([595, 842]);
  return new File([new Uint8Array(await document.save())], name, { type: 'application/pdf' });
}

/** A body of the stack lines an exception prints ("    at fn (file:line)"). */
const STACK_LINE = /\n\s+at [^\n]+[(:]/;

describe('item 3: a file is judged by its bytes, not its name', () => {
  it('an HTML page named profile_image.png is refused with WB-400-403 (it was kept and served back as text/html inline)', async () => {
    const { call, me } = await as('student');
    const before = demoUser('student').profileFileIdx;
    const page = new File([HTML_PAGE], profileImageFileName('png'), { type: 'text/html' });
    const { status, code } = await errorOf(
      call('userProfile.MODIFY', { uploadFile: page, userIdx: me.userIdx }),
    );
    expect([status, code]).toEqual([400, 'WB-400-403']);
    expect(demoUser('student').profileFileIdx).toBe(before);
  });

  it('a program named profile_image.png is refused with WB-400-403, as the comment said (it got WB-400-212)', async () => {
    const { call, me } = await as('student');
    const program = new File([EXE], profileImageFileName('png'), { type: 'image/png' });
    expect(
      (await errorOf(call('userProfile.MODIFY', { uploadFile: program, userIdx: me.userIdx })))
        .code,
    ).toBe('WB-400-403');
  });

  it('a picture is served with the type its bytes proved and nosniff, whatever type the sender claimed', async () => {
    const { call, get, me } = await as('student');
    const picture = new File([png('x.png').slice()], profileImageFileName('png'), {
      type: 'text/html',
    });
    expect(
      (await call('userProfile.MODIFY', { uploadFile: picture, userIdx: me.userIdx })).status,
    ).toBe(200);
    const download = await get(`/user/profile?command=DOWNLOAD_FILE&userIdx=${me.userIdx}`);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a file that is neither an image nor a PDF is an attachment, with nosniff', async () => {
    const { get } = await as('admin');
    const sample = await get('/user/excel?command=SAMPLE_USER_ADD');
    expect(sample.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(sample.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(sample.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an HTML page named as a page image, or a text file named .pdf, is refused with WB-400-403', async () => {
    const { call } = await as('teacher');
    const book = { bookName: '위장 파일', bookType: BOOK_USAGE.TASK };
    const disguised = new File([HTML_PAGE], 'p2.png', { type: 'image/png' });
    expect(
      (await errorOf(call('book.ADD', { book, pageFile_0: png('p1.png'), pageFile_1: disguised })))
        .code,
    ).toBe('WB-400-403');
    const text = new File(['just some notes'], 'notes.pdf', { type: 'application/pdf' });
    expect((await errorOf(call('book.ADD', { book, pageFile_0: text }))).code).toBe('WB-400-403');
    expect(db.books.filter((b) => b.bookName === book.bookName)).toEqual([]);
  });
});

describe('item 4: every nested or long input is bounded, and no reply carries a stack', () => {
  const nested = (levels: number) => {
    let node: Record<string, unknown> = { title: 'leaf', key: 'k0', startPage: 1, children: [] };
    for (let level = 1; level < levels; level += 1) {
      node = { title: `level ${level}`, key: `k${level}`, startPage: 1, children: [node] };
    }
    return [node];
  };
  const ownBook = () => {
    const book = db.books.find((b) => b.regUserIdx === demoUser('teacher').userIdx);
    if (!book) throw new Error('no book of the teacher');
    return book;
  };

  it('MOD_INDEX with a table of contents nested 2,000 levels answers WB-400-212 (it crashed with a 500 and a stack trace)', async () => {
    const { call } = await as('teacher');
    const { status, body } = await call('book.MOD_INDEX', {
      bookIdx: ownBook().bookIdx,
      indexNode: nested(2000),
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('WB-400-212');
    expect(JSON.stringify(body)).not.toMatch(/stack|RangeError|\bat inst/);
  });

  it(`a table of contents of ${LIMITS.BOOK_INDEX_DEPTH_MAX} levels is kept, one more level is refused`, async () => {
    const { call } = await as('teacher');
    const bookIdx = ownBook().bookIdx;
    const deepest = LIMITS.BOOK_INDEX_DEPTH_MAX;
    expect((await call('book.MOD_INDEX', { bookIdx, indexNode: nested(deepest) })).status).toBe(
      200,
    );
    expect(
      (await errorOf(call('book.MOD_INDEX', { bookIdx, indexNode: nested(deepest + 1) }))).code,
    ).toBe('WB-400-212');
  });

  it('page=-2 and size=0 are refused with WB-400-212 (page=-2 answered rows, size=0 was silently 1)', async () => {
    const { get } = await as('teacher');
    for (const query of ['page=-2&size=5', 'page=0&size=0', `size=${LIMITS.PAGE_SIZE_MAX + 1}`]) {
      for (const path of ['/book?command=LIST', '/note?command=LIST']) {
        const response = await get(`${path}&${query}`);
        expect(response.status, `${path}&${query}`).toBe(400);
        expect((await response.json()).errorCode).toBe('WB-400-212');
      }
    }
    expect((await get(`/book?command=LIST&page=0&size=${LIMITS.PAGE_SIZE_MAX}`)).status).toBe(200);
  });

  it('every paged call of the catalogue refuses page=-2 and size=0 in its schema', () => {
    const paged = (Object.keys(endpoints) as EndpointName[]).filter((name) =>
      understands(name, { page: '0', size: '1' }),
    );
    expect(paged.length).toBeGreaterThan(10);
    for (const name of paged) {
      for (const [field, value] of [
        ['page', '-2'],
        ['size', '0'],
        ['size', String(LIMITS.PAGE_SIZE_MAX + 1)],
      ] as const) {
        const issues = requestOf(name)?.safeParse({ [field]: value }).error?.issues ?? [];
        expect(
          issues.some((issue) => issue.path[0] === field),
          `${name} ${field}=${value}`,
        ).toBe(true);
      }
    }
  });

  it('a description and an e-mail longer than their limits are refused with WB-400-212', async () => {
    const admin = await as('admin');
    const { code } = await errorOf(
      admin.call('user.SAVE', {
        userId: 'long.mail',
        userName: '긴메일',
        userType: USER_TYPE.STUDENT,
        password: 'Fresh#8024',
        phone: '01012345678',
        email: `${'a'.repeat(LIMITS.EMAIL_MAX)}@example.com`,
      }),
    );
    expect(code).toBe('WB-400-212');
    const teacher = await as('teacher');
    const book = ownBook();
    const { code: descCode } = await errorOf(
      teacher.call('book.MOD', {
        book: {
          bookIdx: book.bookIdx,
          bookName: book.bookName,
          bookType: book.bookType,
          bookDesc: '설'.repeat(LIMITS.DESCRIPTION_MAX + 1),
        },
      }),
    );
    expect(descCode).toBe('WB-400-212');
  });
});

type Issue = { code: string; path: PropertyKey[] };
type RequestSchema = { safeParse: (value: unknown) => { error?: { issues: Issue[] } } };

const requestOf = (name: EndpointName) => (endpoints[name] as { request?: RequestSchema }).request;

/** Whether the request schema of `name` reads `fields` (it may still miss others it requires). */
function understands(name: EndpointName, fields: Record<string, string>): boolean {
  const request = requestOf(name);
  if (!request) return false;
  const issues = request.safeParse(fields).error?.issues ?? [];
  return !issues.some(
    (issue) => issue.code === 'unrecognized_keys' || String(issue.path[0]) in fields,
  );
}

describe('item 5: the server refuses what the uploaders refuse, with the same codes', () => {
  async function sheet(name = '명단.xlsx'): Promise<File> {
    const workbook = new ExcelJS.Workbook();
    const rows = workbook.addWorksheet('명단');
    rows.addRow(USER_EXCEL_COLUMNS.map((column) => column.header));
    rows.addRow(['excel.one', '엑셀하나', 'Fresh#8024', '01012345678']);
    const buffer = await workbook.xlsx.writeBuffer();
    return new File([new Uint8Array(buffer as ArrayBuffer)], name, { type: XLSX_CONTENT_TYPE });
  }
  const groupIdx = () =>
    db.groups.find(
      (g) => g.companyIdx === demoUser('admin').companyIdx && g.groupName === '중1 B반',
    )?.groupIdx;

  it('two files on the Excel registration answer WB-400-401 (they answered WB-400-212)', async () => {
    const { call } = await as('admin');
    const { status, code } = await errorOf(
      call('userExcel.ADD_USER', {
        groupIdx: groupIdx(),
        userType: USER_TYPE.STUDENT,
        uploadFile: [await sheet('a.xlsx'), await sheet('b.xlsx')],
      }),
    );
    expect([status, code]).toEqual([400, 'WB-400-401']);
    expect(db.users.some((u) => u.userId === 'excel.one')).toBe(false);
  });

  it('the Excel registration refuses a user type its form does not offer (an admin)', async () => {
    const { call } = await as('admin');
    const { code } = await errorOf(
      call('userExcel.ADD_USER', {
        groupIdx: groupIdx(),
        userType: USER_TYPE.ADMIN,
        uploadFile: await sheet(),
      }),
    );
    expect(code).toBe('WB-400-212');
  });

  it('duplicate page names are refused as the image uploader refuses them (the server accepted them)', async () => {
    const { call } = await as('teacher');
    const book = { bookName: '같은 이름', bookType: BOOK_USAGE.TASK };
    const { code } = await errorOf(
      call('book.ADD', { book, pageFile_0: png('page.png'), pageFile_1: png('page.png', 80) }),
    );
    expect(code).toBe('WB-400-212');
    expect(db.books.filter((b) => b.bookName === book.bookName)).toEqual([]);
  });

  it("a workbook's PDFs must carry the uploader's name suffixes, in their order", async () => {
    const { call } = await as('teacher');
    const book = { bookName: '접미사', bookType: BOOK_USAGE.TASK };
    const swapped = await errorOf(
      call('book.ADD', {
        book,
        pageFile_0: await pdfOf(2, '수학_빠른정답.pdf'),
        pageFile_1: await pdfOf(1, '수학_문제.pdf'),
      }),
    );
    expect(swapped.code).toBe('WB-400-212');
    const added = await call('book.ADD', {
      book,
      pageFile_0: await pdfOf(2, 'math_worksheet.pdf'),
      pageFile_1: await pdfOf(1, 'math_answer.pdf'),
    });
    expect(added.status).toBe(200);
  });
});

describe('item 6: no call falls through to the app', () => {
  const implemented = new Set<EndpointName>(implementations.map(({ name }) => name));

  it("every catalogue entry answers either its handler's reply or 501 naming the call (unimplemented ones fell through and got the app's HTML)", async () => {
    const { accessToken } = await as('teacher');
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      // useMockServer fails any request no handler takes, so a fall-through throws here.
      const { status, body, contentType } = await callEndpoint<Record<string, unknown>>(name, {
        accessToken,
        pathParams: { messageType: 'recv' },
      });
      if (implemented.has(name)) {
        expect(status, name).not.toBe(501);
      } else {
        expect([status, contentType.includes('json')], name).toEqual([501, true]);
        expect(body, name).toMatchObject({ success: false, message: `not implemented: ${name}` });
      }
      expect(JSON.stringify(body), name).not.toMatch(STACK_LINE);
    }
  }, 60_000);

  it('a request under the api prefix that is no call of the catalogue answers 404 JSON', async () => {
    const { get } = await as('teacher');
    for (const [path, method] of [
      ['/nothing/here', 'GET'],
      ['/user', 'PUT'],
      ['/book/file/extra', 'POST'],
    ] as const) {
      const response = await get(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type'), `${method} ${path}`).toContain('json');
      expect(await response.json()).toMatchObject({ success: false });
    }
  });
});
