import { USER_TYPE } from '@platform/contract';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedArea } from './types.ts';

/** A memo about a user (foundation.md §3 Memo; screens.md §3 adds regUserName), kept per institution. */
export interface MockMemo {
  memoIdx: number;
  companyIdx: number;
  userIdx: number;
  regUserIdx: number;
  /** Kept at writing, so a memo still names its author after the author is deleted. */
  regUserName: string;
  content: string;
  regDatetime: string;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Memos on users (foundation.md §3 Memo), written in the user detail modal. */
    memos: MockMemo[];
  }
}

/** Two memos on the student demo account by the teacher and the admin; the others have none. */
export const memosArea: SeedArea = {
  name: 'memos',
  init: (db) => {
    db.memos = [];
  },
  seed: ({ db, nextIdx, datetime }) => {
    const demo = (userId: string) =>
      db.users.find((user) => user.companyId === DEMO_COMPANY_ID && user.userId === userId);
    const student = demo('student');
    const teacher = demo('teacher');
    const admin = db.users.find(
      (user) => user.companyId === DEMO_COMPANY_ID && user.userType === USER_TYPE.ADMIN,
    );
    if (!student || !teacher || !admin) return;
    const memo = (author: typeof teacher, content: string, day: number): MockMemo => ({
      memoIdx: nextIdx('memoIdx'),
      companyIdx: student.companyIdx,
      userIdx: student.userIdx,
      regUserIdx: author.userIdx,
      regUserName: author.userName,
      content,
      regDatetime: datetime(day, 18, 30),
    });
    db.memos.push(
      memo(teacher, '일차방정식 단원에서 이항 실수가 잦음. 다음 수업에서 복습 예정.', 190),
      memo(admin, '어머니와 상담 완료: 화, 목 수업 유지 희망.', 195),
    );
  },
};
