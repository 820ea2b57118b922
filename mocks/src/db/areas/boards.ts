import { BOARD_TYPE, type BoardType, formatWireDateTime, USER_TYPE } from '@platform/contract';
import { onePagePdf } from '../../onePagePdf.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import type { MockAttachment, MockUser } from '../types.ts';
import type { SeedArea } from './types.ts';

/**
 * A time of a publishing period: a wire datetime, or (seed only) a day counted from the day it is
 * read, at a time of that day. The seed never reads the clock, yet its notices must stay
 * "published now", "expired" and "future" whenever the demo is opened (as the tasks area keeps
 * its deadlines relative).
 */
export type MockPublishTime =
  | string
  | { daysFromToday: number; time: `${string}:${string}:${string}` };

/** A MockPublishTime as a wire datetime, on the day of `now`. */
export function publishTime(value: MockPublishTime, now: Date = new Date()): string {
  if (typeof value === 'string') return value;
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + value.daysFromToday);
  return `${formatWireDateTime(day).slice(0, 10)} ${value.time}`;
}

/**
 * A post of a board (foundation.md §3 Board post; screens.md §3): a notice (1), an inquiry (2) or
 * a post of the free board (3). The publishing period is the notice popups' window; a post
 * without one is never a popup. readCount counts each reader once (assumed), the readers are in
 * boardReads.
 */
export interface MockBoard {
  boardIdx: number;
  companyIdx: number;
  boardType: BoardType;
  title: string;
  /** HTML of the editor. */
  content: string;
  publishStartDatetime: MockPublishTime | null;
  publishEndDatetime: MockPublishTime | null;
  regUserIdx: number;
  regDatetime: string;
  readCount: number;
  fileList: MockAttachment[];
}

/** A user's first reading of a post (what withBoardRead_userIdx joins). */
export interface MockBoardRead {
  boardIdx: number;
  userIdx: number;
  readDatetime: string;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Notices, inquiries and free-board posts of every institution. */
    boards: MockBoard[];
    boardReads: MockBoardRead[];
  }
}

interface SeedNotice {
  title: string;
  content: string;
  /** [start day, start time, end day] from today; the end is at 23:59:59 (screens.md §5). */
  period?: [number, `${string}:${string}:${string}`, number];
  file?: [orgFileName: string, pdfText: string];
}

/** The demo notices: two published now, two expired, two in the future and two without a period. */
const NOTICES: readonly SeedNotice[] = [
  {
    title: '추석 연휴 휴강 안내',
    content:
      '<p>추석 연휴 기간에는 모든 수업이 휴강합니다.</p><p>보충 수업 일정은 첨부 파일을 확인해 주세요.</p>',
    period: [-2, '09:00:00', 7],
    file: ['휴강 및 보충 수업 일정.pdf', 'Holiday schedule'],
  },
  {
    title: '2학기 수강 신청 안내',
    content: '<p>2학기 수강 신청을 받습니다. 담당 선생님께 메시지로 신청해 주세요.</p>',
    period: [-1, '00:00:00', 14],
  },
  {
    title: '여름 방학 특강 안내',
    content: '<p>여름 방학 특강은 7월 21일부터 시작합니다.</p>',
    period: [-60, '09:00:00', -30],
  },
  {
    title: '서버 점검 안내',
    content: '<p>토요일 0시부터 1시까지 서버 점검으로 접속할 수 없습니다.</p>',
    period: [-10, '00:00:00', -1],
  },
  {
    title: '겨울 방학 특강 모집',
    content: '<p>겨울 방학 특강 수강생을 모집합니다.</p>',
    period: [10, '09:00:00', 30],
  },
  {
    title: '학부모 상담 주간 안내',
    content: '<p>다음 주는 학부모 상담 주간입니다. 상담 시간은 선생님과 정해 주세요.</p>',
    period: [3, '00:00:00', 9],
  },
  {
    title: '수업 교재 배부 안내',
    content: '<p>새 교재는 첫 수업 시간에 나누어 드립니다.</p>',
  },
  {
    title: '개인정보 처리방침 개정 안내',
    content: '<p>개인정보 처리방침이 개정되었습니다. 자세한 내용은 첨부 파일을 확인해 주세요.</p>',
    file: ['개인정보 처리방침 개정문.pdf', 'Privacy policy - amendment'],
  },
];

const INQUIRIES = [
  ['수업 녹화본을 다시 볼 수 있나요?', '<p>지난 수업 녹화본을 다시 보고 싶습니다.</p>'],
  ['결제 영수증 발급 문의', '<p>9월 수강료 영수증을 받을 수 있을까요?</p>'],
  ['앱 설치가 되지 않습니다', '<p>태블릿에서 수업 앱이 설치되지 않습니다.</p>'],
  ['비밀번호를 잊어버렸어요', '<p>비밀번호를 초기화하려면 어떻게 하나요?</p>'],
  ['수업 시간 변경 가능 여부', '<p>평일 저녁 수업을 주말로 옮길 수 있나요?</p>'],
  ['교재 추가 구매 문의', '<p>익힘책을 한 권 더 살 수 있을까요?</p>'],
] as const;

const POST_TOPICS = [
  '이번 주 추천 문제',
  '공부 방법 나눔',
  '시험 대비 자료',
  '수학 퀴즈',
  '학원 소식',
  '우수 학생 소개',
  '수업 후기',
] as const;

/** Posts of the free board: more than one page of 30 (screens.md §9 "board 30"). */
const FREE_POSTS = 34;

/**
 * The boards of the demo institution (issue 20 item 6): notices published now, expired and in the
 * future (the popups show only the first), inquiries of its users, and a free board of more than
 * one page. Seeded after every other area, so that its files renumber nothing seeded before.
 * Nobody among the demo accounts has read the notices published now, so their popups show.
 */
export const boardsArea: SeedArea = {
  name: 'boards',
  init: (db) => {
    db.boards = [];
    db.boardReads = [];
  },
  seed: (ctx: SeedContext) => {
    const { db, nextIdx, datetime } = ctx;
    const rng = ctx.rng('boards');
    const demo = db.users.filter((user) => user.companyId === DEMO_COMPANY_ID);
    const byId = (userId: string) => demo.find((user) => user.userId === userId);
    const admin = byId('admin');
    const operator = byId('operator');
    if (!admin || !operator) return;
    const writers = [byId('student'), byId('teacher'), byId('openteacher')].filter(
      (user): user is MockUser => user !== undefined,
    );
    const others = demo.filter(
      (user) => user.userType === USER_TYPE.STUDENT && /\d{2}$/.test(user.userId),
    );

    const add = (post: Omit<MockBoard, 'boardIdx' | 'companyIdx' | 'readCount'>) => {
      const board: MockBoard = {
        boardIdx: nextIdx('boardIdx'),
        companyIdx: admin.companyIdx,
        readCount: rng.int(0, 40),
        ...post,
      };
      db.boards.push(board);
      return board;
    };
    const pdf = (owner: MockUser, [orgFileName, text]: [string, string]): MockAttachment => {
      const fileIdx = nextIdx('fileIdx');
      db.files.push({
        fileIdx,
        fileName: orgFileName,
        contentType: 'application/pdf',
        body: onePagePdf(text, 20),
        regUserIdx: owner.userIdx,
      });
      return { fileIdx, orgFileName };
    };

    NOTICES.forEach((notice, n) => {
      const author = n % 3 === 2 ? operator : admin;
      add({
        boardType: BOARD_TYPE.NOTICE,
        title: notice.title,
        content: notice.content,
        publishStartDatetime: notice.period
          ? { daysFromToday: notice.period[0], time: notice.period[1] }
          : null,
        publishEndDatetime: notice.period
          ? { daysFromToday: notice.period[2], time: '23:59:59' }
          : null,
        regUserIdx: author.userIdx,
        regDatetime: datetime(120 + n * 10, 10),
        fileList: notice.file ? [pdf(author, notice.file)] : [],
      });
    });
    INQUIRIES.forEach(([title, content], n) => {
      const author = n < writers.length ? writers[n] : rng.pick(others);
      if (!author) return;
      add({
        boardType: BOARD_TYPE.INQUIRY,
        title,
        content,
        publishStartDatetime: null,
        publishEndDatetime: null,
        regUserIdx: author.userIdx,
        regDatetime: datetime(170 + n * 4, rng.int(9, 21)),
        fileList: [],
      });
    });
    for (let n = 0; n < FREE_POSTS; n += 1) {
      const author = rng.chance(0.5) ? admin : operator;
      const topic = rng.pick(POST_TOPICS);
      add({
        boardType: BOARD_TYPE.BOARD,
        title: `${topic} ${n + 1}`,
        content: `<p>${topic}: ${n + 1}번째 글입니다.</p>`,
        publishStartDatetime: null,
        publishEndDatetime: null,
        regUserIdx: author.userIdx,
        regDatetime: datetime(100 + n * 3, rng.int(9, 18)),
        fileList: n % 10 === 0 ? [pdf(author, [`자료 ${n + 1}.pdf`, `Board file ${n + 1}`])] : [],
      });
    }
  },
};
