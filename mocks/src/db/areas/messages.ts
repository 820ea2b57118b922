import { USER_TYPE } from '@platform/contract';
import type { MockMessage } from '../types.ts';
import type { SeedArea } from './types.ts';

declare module '../types.ts' {
  interface AreaTables {
    /** Messages (foundation.md §3 Message). Issue 4 seeds a few for the unread check; the message area grows it. */
    messages: MockMessage[];
  }
}

/**
 * The first area module, and the pattern for the others: it declares its table above, starts it
 * empty in `init` and fills it in `seed` from its own random stream.
 */
export const messagesArea: SeedArea = {
  name: 'messages',
  init: (db) => {
    db.messages = [];
  },
  seed: ({ db, nextIdx, datetime }) => {
    const demoUsers = db.users.filter((user) => user.companyId === 'demo');
    const from = demoUsers.find((user) => user.userId === 'operator');
    if (!from) return;
    // The teacher and the student demo accounts each have one unread message; the others none.
    const unreadFor = demoUsers.filter(
      (user) => user.userId === 'teacher' || user.userId === 'student',
    );
    const readBy = demoUsers.filter((user) => user.userType === USER_TYPE.ADMIN);
    db.messages.push(
      {
        messageIdx: nextIdx('messageIdx'),
        companyIdx: from.companyIdx,
        title: '이번 주 수업 일정 안내',
        contents: '<p>이번 주 목요일 수업은 오후 7시에 시작합니다.</p>',
        regUserIdx: from.userIdx,
        regUserName: from.userName,
        regDatetime: datetime(200, 10),
        sendDatetime: datetime(200, 10),
        messageStatus: 2,
        receiverList: unreadFor.map((user) => ({
          receiverIdx: user.userIdx,
          receiverName: user.userName,
          readDatetime: null,
        })),
        fileList: [],
      },
      {
        messageIdx: nextIdx('messageIdx'),
        companyIdx: from.companyIdx,
        title: '운영 회의 자료',
        contents: '<p>다음 주 운영 회의 자료입니다.</p>',
        regUserIdx: from.userIdx,
        regUserName: from.userName,
        regDatetime: datetime(198, 15),
        sendDatetime: datetime(198, 15),
        messageStatus: 2,
        receiverList: readBy.map((user) => ({
          receiverIdx: user.userIdx,
          receiverName: user.userName,
          readDatetime: datetime(198, 16),
        })),
        fileList: [],
      },
    );
  },
};
