import {
  ACCOUNT_STATUS,
  BOOK_STATUS,
  BOOK_USAGE,
  type BookStatus,
  type BookUsage,
  fillPath,
  type IndexNode,
  USER_TYPE,
} from '@platform/contract';
import { MOCK_API_PREFIX } from '../../api.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import { DEMO_ACCOUNTS } from '../demoAccounts.ts';
import type { MockDb, MockUser } from '../types.ts';
import { SPECIAL_ACCOUNTS } from '../users.ts';
import type { SeedArea } from './types.ts';

/**
 * Where a book's pages (or its answer pages) come from:
 * - `generated`: the seed's books, drawn as SVG on request (they weigh nothing in the seed);
 * - `pdf`: an uploaded PDF in the files table; its page count was read from the file, its pages
 *   are rendered from it in the browser (handlers/bookPages.ts);
 * - `images`: uploaded page images, one file per page, in page order.
 */
export type MockPageSource =
  | { kind: 'generated' }
  | { kind: 'pdf'; fileIdx: number }
  | { kind: 'images'; fileIdxList: number[] };

/** One answer of a workbook question, as the answer key keeps it. */
export interface MockAnswer {
  /** The question's number in the book, counted from 1. */
  no: number;
  answer: string;
}

/**
 * assumed: the inner shape of `solutionJson` (the spec only names the field): the answers of each
 * page, `[{ pageNo, answers: [{ no, answer }] }]`. The mock writes and reads it with these types.
 */
export interface MockPageAnswers {
  pageNo: number;
  answers: MockAnswer[];
}

/**
 * A book (foundation.md §3 Book; screens.md §3: bookIdx, bookName, bookDesc, bookType, bookStatus,
 * pageCount, questionCount, solutionJson, indexNode, regUser, regDatetime, chapter), kept per
 * institution. `regUser` is joined from `regUserIdx` on the way out.
 */
export interface MockBook {
  bookIdx: number;
  companyIdx: number;
  bookName: string;
  bookDesc: string | null;
  /** The usage (BOOK_USAGE: class 1, task 2, test 3), the wire's `bookType`. */
  bookType: BookUsage;
  bookStatus: BookStatus;
  pageCount: number;
  /** 0 = textbook, otherwise a workbook (foundation.md §3). */
  questionCount: number;
  /** The answer key (see MockPageAnswers), null for a textbook. */
  solutionJson: string | null;
  /** The table of contents: its root nodes. */
  indexNode: IndexNode[];
  regUserIdx: number;
  regDatetime: string;
  pages: MockPageSource;
  /** The answer pages of a workbook (the quick-answer PDF), or null. */
  answerPages: MockPageSource | null;
  /** A deleted book leaves the lists but still names itself in the homework deployed from it. */
  deleted: boolean;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Textbooks and workbooks (foundation.md §3 Book). */
    books: MockBook[];
  }
}

/** A book of an institution that is not deleted, or undefined. */
export function bookOf(db: MockDb, companyIdx: number, bookIdx: number): MockBook | undefined {
  return db.books.find(
    (book) => book.bookIdx === bookIdx && book.companyIdx === companyIdx && !book.deleted,
  );
}

/** A book by its index whatever its state (a task's book stays readable after deletion). */
export function bookByIdx(db: MockDb, bookIdx: number): MockBook | undefined {
  return db.books.find((book) => book.bookIdx === bookIdx);
}

/**
 * The address of a page image: the page download call (assumed: `imgUrl` is a URL of
 * DOWNLOAD_PAGE, fetched with the session's token like the profile picture).
 */
export function bookPageUrl(bookIdx: number, pageNo: number): string {
  const query = new URLSearchParams({
    command: 'DOWNLOAD_PAGE',
    bookIdx: String(bookIdx),
    pageNo: String(pageNo),
  });
  return `${MOCK_API_PREFIX}${fillPath('/book/file')}?${query}`;
}

/** The address of a page's answer image (DOWNLOAD_ANSWER with pageNo). */
export function bookAnswerUrl(bookIdx: number, pageNo: number): string {
  const query = new URLSearchParams({
    command: 'DOWNLOAD_ANSWER',
    bookIdx: String(bookIdx),
    pageNo: String(pageNo),
  });
  return `${MOCK_API_PREFIX}${fillPath('/book/file')}?${query}`;
}

/** The answer key of a book, read from its solutionJson (empty for a textbook or a bad text). */
export function answersOf(book: Pick<MockBook, 'solutionJson'>): MockPageAnswers[] {
  if (!book.solutionJson) return [];
  try {
    const parsed: unknown = JSON.parse(book.solutionJson);
    return Array.isArray(parsed) ? (parsed as MockPageAnswers[]) : [];
  } catch {
    return [];
  }
}

/** How many questions a seeded workbook page holds (the page images show them). */
export const SEED_QUESTIONS_PER_PAGE = 4;

/** The circled answers of a multiple-choice question. */
const CHOICES = ['①', '②', '③', '④', '⑤'] as const;

/** The generated answer key of a seeded workbook: SEED_QUESTIONS_PER_PAGE per page, numbered on. */
export function generatedAnswers(
  pageCount: number,
  pick: (count: number) => number,
): MockPageAnswers[] {
  return Array.from({ length: pageCount }, (_, page) => ({
    pageNo: page + 1,
    answers: Array.from({ length: SEED_QUESTIONS_PER_PAGE }, (_, i) => ({
      no: page * SEED_QUESTIONS_PER_PAGE + i + 1,
      answer: CHOICES[pick(CHOICES.length)] ?? '①',
    })),
  }));
}

/** A table of contents of `chapters` chapters over `pageCount` pages, each with two sections. */
export function generatedIndex(titles: readonly string[], pageCount: number): IndexNode[] {
  const span = Math.max(1, Math.floor(pageCount / titles.length));
  return titles.map((title, i) => {
    const startPage = Math.min(pageCount, 1 + i * span);
    const middle = Math.min(pageCount, startPage + Math.floor(span / 2));
    return {
      title,
      key: `${i + 1}`,
      startPage,
      children: [
        { title: `${i + 1}-1 개념 익히기`, key: `${i + 1}-1`, startPage, children: null },
        { title: `${i + 1}-2 문제 풀기`, key: `${i + 1}-2`, startPage: middle, children: null },
      ],
    };
  });
}

interface SeedBook {
  name: string;
  desc: string | null;
  owner: 'teacher' | 'openteacher' | 'other';
  usage: BookUsage;
  status: BookStatus;
  pageCount: number;
  workbook: boolean;
  chapters: readonly string[];
  day: number;
}

/**
 * The seed's books of the demo institution: textbooks and workbooks, some by the demo teacher,
 * some by the open teacher and another teacher (only an author may change a book, anyone may copy
 * it). The first workbook is the one the seeded homework comes from (see tasks.ts). One book runs
 * to 1,000 pages, the most a book's page-range picker is asked for (screens.md §7).
 */
const SEED_BOOKS: readonly SeedBook[] = [
  {
    name: '중등 수학 2-1 익힘책',
    desc: '일차방정식과 연립방정식 단원 문제집',
    owner: 'teacher',
    usage: BOOK_USAGE.TASK,
    status: BOOK_STATUS.USED,
    pageCount: 24,
    workbook: true,
    chapters: ['1. 일차방정식', '2. 연립방정식', '3. 일차함수'],
    day: 560,
  },
  {
    name: '중등 수학 2-1 개념서',
    desc: '수업용 교재',
    owner: 'teacher',
    usage: BOOK_USAGE.CLASS,
    status: BOOK_STATUS.COMPLETED,
    pageCount: 40,
    workbook: false,
    chapters: ['1. 수와 식', '2. 방정식', '3. 함수', '4. 확률'],
    day: 540,
  },
  {
    name: '중등 영어 문법 워크북',
    desc: null,
    owner: 'teacher',
    usage: BOOK_USAGE.TASK,
    status: BOOK_STATUS.WRITING,
    pageCount: 12,
    workbook: true,
    chapters: ['Unit 1. 시제', 'Unit 2. 조동사'],
    day: 600,
  },
  {
    name: '고등 수학(상) 기출 문제집',
    desc: '내신 대비 기출 모음',
    owner: 'openteacher',
    usage: BOOK_USAGE.TASK,
    status: BOOK_STATUS.COMPLETED,
    pageCount: 30,
    workbook: true,
    chapters: ['1. 다항식', '2. 방정식과 부등식', '3. 도형의 방정식'],
    day: 580,
  },
  {
    name: '초등 사고력 수학 교재',
    desc: '수업용',
    owner: 'openteacher',
    usage: BOOK_USAGE.CLASS,
    status: BOOK_STATUS.COMPLETED,
    pageCount: 20,
    workbook: false,
    chapters: ['1. 규칙 찾기', '2. 도형 감각'],
    day: 500,
  },
  {
    name: '수능 국어 비문학 1000제',
    desc: '1,000쪽 문제 은행 (페이지 범위 선택기 확인용)',
    owner: 'other',
    usage: BOOK_USAGE.TASK,
    status: BOOK_STATUS.COMPLETED,
    pageCount: 1000,
    workbook: true,
    chapters: ['1. 인문', '2. 사회', '3. 과학', '4. 기술', '5. 예술'],
    day: 450,
  },
  {
    name: '중등 과학 1 개념 정리',
    desc: null,
    owner: 'other',
    usage: BOOK_USAGE.CLASS,
    status: BOOK_STATUS.USED,
    pageCount: 16,
    workbook: false,
    chapters: ['1. 물질의 구성', '2. 힘과 운동'],
    day: 420,
  },
];

const SPECIAL_LOGINS = new Set<string>(Object.values(SPECIAL_ACCOUNTS));
const DEMO_LOGINS = new Set(DEMO_ACCOUNTS.map((account) => account.userId));

/**
 * Users of the demo institution of a type who are none of the demo or special accounts and are
 * in use (the seed's books and homework belong to people who can sign in).
 */
export function ordinaryDemoUsers(db: MockDb, userType: number): MockUser[] {
  return db.users.filter(
    (user) =>
      user.companyId === DEMO_COMPANY_ID &&
      user.userType === userType &&
      user.userStatus === ACCOUNT_STATUS.IN_USE &&
      !SPECIAL_LOGINS.has(user.userId) &&
      !DEMO_LOGINS.has(user.userId),
  );
}

/** The demo institution's users by demo login, and a teacher who is none of the demo accounts. */
function seedOwners(db: MockDb): Record<SeedBook['owner'], MockUser> | null {
  const demo = db.users.filter((user) => user.companyId === DEMO_COMPANY_ID);
  const teacher = demo.find((user) => user.userId === 'teacher');
  const openteacher = demo.find((user) => user.userId === 'openteacher');
  const other = ordinaryDemoUsers(db, USER_TYPE.TEACHER)[0];
  if (!teacher || !openteacher) return null;
  return { teacher, openteacher, other: other ?? openteacher };
}

function seedBooks({ db, nextIdx, datetime, rng }: SeedContext): void {
  const owners = seedOwners(db);
  if (!owners) return;
  const random = rng('books');
  const pick = (count: number) => random.int(0, count - 1);
  for (const seed of SEED_BOOKS) {
    const owner = owners[seed.owner];
    const answers = seed.workbook ? generatedAnswers(seed.pageCount, pick) : [];
    db.books.push({
      bookIdx: nextIdx('bookIdx'),
      companyIdx: owner.companyIdx,
      bookName: seed.name,
      bookDesc: seed.desc,
      bookType: seed.usage,
      bookStatus: seed.status,
      pageCount: seed.pageCount,
      questionCount: seed.workbook ? seed.pageCount * SEED_QUESTIONS_PER_PAGE : 0,
      solutionJson: seed.workbook ? JSON.stringify(answers) : null,
      indexNode: generatedIndex(seed.chapters, seed.pageCount),
      regUserIdx: owner.userIdx,
      regDatetime: datetime(seed.day, 14, 20),
      pages: { kind: 'generated' },
      answerPages: seed.workbook ? { kind: 'generated' } : null,
      deleted: false,
    });
  }
}

/** The books area: seeded before the tasks that are deployed from its books. */
export const booksArea: SeedArea = {
  name: 'books',
  init: (db) => {
    db.books = [];
  },
  seed: seedBooks,
};
