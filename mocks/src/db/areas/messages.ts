import { ACCOUNT_STATUS, MESSAGE_ACTION, USER_TYPE } from '@platform/contract';
import { onePagePdf } from '../../onePagePdf.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import type { MockAttachment, MockMessage, MockUser } from '../types.ts';
import type { SeedArea } from './types.ts';

declare module '../types.ts' {
  interface AreaTables {
    /** Messages (foundation.md §3 Message): both boxes, drafts, read marks per receiver. */
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
        beforeIdx: null,
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
        beforeIdx: null,
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

/** What a student writes to a teacher, and what a teacher writes to students (generated mail). */
const STUDENT_NOTES = [
  ['숙제 제출 관련 문의', '숙제를 사진으로 올려도 되는지 궁금합니다.'],
  ['결석 사유 안내', '가족 행사로 이번 주 화요일 수업에 참석하지 못합니다.'],
  ['보충 수업 신청합니다', '지난주 결석한 부분 보충 수업을 듣고 싶습니다.'],
  ['교재 37쪽 질문', '37쪽 5번 문제의 풀이 과정이 이해되지 않습니다.'],
  ['시험 범위 질문', '다음 주 단원평가 범위가 3단원까지인가요?'],
  ['수업 시간 변경 요청', '목요일 수업을 금요일로 옮길 수 있을까요?'],
  ['오답 노트 확인 부탁드립니다', '오답 노트를 다시 제출했습니다. 확인 부탁드립니다.'],
  ['감사합니다', '설명해 주신 덕분에 함수 문제를 풀 수 있었습니다.'],
] as const;
const TEACHER_NOTES = [
  ['숙제 제출 기한 안내', '이번 숙제는 금요일 17시까지 제출해 주세요.'],
  ['단원평가 결과 안내', '단원평가 결과를 노트에서 확인할 수 있습니다.'],
  ['보충 수업 확정', '요청한 보충 수업이 토요일 10시로 잡혔습니다.'],
  ['오답 노트 피드백', '오답 노트에 남긴 피드백을 확인해 주세요.'],
  ['수업 자료 공유', '오늘 수업에서 다룬 예제를 다시 풀어 보세요.'],
  ['출석 확인 부탁', '지난 수업 출석이 확인되지 않았습니다.'],
] as const;

const html = (text: string) => `<p>${text}</p>`;

/** A seeded attachment: a one-page PDF kept in the files table (only ASCII goes into the page). */
function seedPdf(ctx: SeedContext, owner: MockUser, orgFileName: string, text: string) {
  const fileIdx = ctx.nextIdx('fileIdx');
  ctx.db.files.push({
    fileIdx,
    fileName: orgFileName,
    contentType: 'application/pdf',
    body: onePagePdf(text, 20),
    regUserIdx: owner.userIdx,
  });
  return { fileIdx, orgFileName } satisfies MockAttachment;
}

interface SeedMail {
  from: MockUser;
  to: readonly MockUser[];
  title: string;
  contents: string;
  at: string;
  /** When the receivers read it (each receiver), or null for unread. */
  readAt: (receiver: MockUser) => string | null;
  files?: MockAttachment[];
  beforeIdx?: number;
  draft?: boolean;
}

/**
 * The mailbox of the demo accounts (issue 20 item 6): messages in both directions between the
 * demo accounts and the institution's other users, a reply chain (beforeIdx), attachments, and a
 * draft. Seeded after every other area, so that its files renumber nothing seeded before.
 * Everything here is read by its receivers: the unread facts stay those of `messagesArea` (the
 * teacher and the student one unread each, the others none), which the header's unread mark
 * shows. The teacher's boxes hold more than one page of 10 (screens.md §9), so "load more" shows.
 */
export const messageMailboxArea: SeedArea = {
  name: 'messageMailbox',
  init: () => {},
  seed: (ctx) => {
    const { db, nextIdx, datetime } = ctx;
    const rng = ctx.rng('messageMailbox');
    const demo = db.users.filter((user) => user.companyId === DEMO_COMPANY_ID);
    const byId = (userId: string) => demo.find((user) => user.userId === userId);
    const [admin, operator, teacher, openteacher, student, monitor] = [
      'admin',
      'operator',
      'teacher',
      'openteacher',
      'student',
      'monitor',
    ].map(byId);
    if (!admin || !operator || !teacher || !openteacher || !student || !monitor) return;
    const ordinary = (userType: number) =>
      demo.filter(
        (user) =>
          user.userType === userType &&
          user.userStatus === ACCOUNT_STATUS.IN_USE &&
          /\d{2}$/.test(user.userId) &&
          !user.userId.includes('.'),
      );
    const students = ordinary(USER_TYPE.STUDENT).slice(0, 8);
    const teachers = ordinary(USER_TYPE.TEACHER).slice(0, 2);

    const add = (mail: SeedMail): MockMessage => {
      const message: MockMessage = {
        messageIdx: nextIdx('messageIdx'),
        companyIdx: mail.from.companyIdx,
        title: mail.title,
        contents: mail.contents,
        regUserIdx: mail.from.userIdx,
        regUserName: mail.from.userName,
        regDatetime: mail.at,
        sendDatetime: mail.draft ? null : mail.at,
        messageStatus: mail.draft ? MESSAGE_ACTION.SAVE : MESSAGE_ACTION.SEND,
        beforeIdx: mail.beforeIdx ?? null,
        receiverList: mail.to.map((user) => ({
          receiverIdx: user.userIdx,
          receiverName: user.userName,
          readDatetime: mail.draft ? null : mail.readAt(user),
        })),
        fileList: mail.files ?? [],
      };
      db.messages.push(message);
      return message;
    };
    /** Read an hour or two after it came. */
    const readSoon = (days: number, hour: number) => () => datetime(days, hour + rng.int(1, 2));

    // A question of the student and the teacher's reply with a worked solution.
    const question = add({
      from: student,
      to: [teacher],
      title: '이차방정식 숙제 질문',
      contents: html('근의 공식을 쓸 때 판별식이 음수이면 어떻게 하나요?'),
      at: datetime(190, 20),
      readAt: readSoon(190, 21),
    });
    add({
      from: teacher,
      to: [student],
      title: `RE: ${question.title}`,
      contents: html('판별식이 음수이면 실수 해가 없습니다. 첨부한 풀이를 참고하세요.'),
      at: datetime(191, 9),
      readAt: readSoon(191, 18),
      beforeIdx: question.messageIdx,
      files: [seedPdf(ctx, teacher, '이차방정식 풀이.pdf', 'Quadratic equations - solution')],
    });
    // The teacher to her class, with the test range attached.
    add({
      from: teacher,
      to: [student, ...students.slice(0, 5)],
      title: '다음 주 단원평가 범위',
      contents: html('다음 주 단원평가는 3단원 1절부터 4절까지입니다.'),
      at: datetime(185, 17),
      readAt: (user) => (user === student || rng.chance(0.6) ? datetime(185, 21) : null),
      files: [seedPdf(ctx, teacher, '단원평가 범위.pdf', 'Unit test - range')],
    });
    // The institution to its teachers, and a teacher's answer with the plan attached.
    const request = add({
      from: admin,
      to: [teacher, openteacher, ...teachers],
      title: '2학기 강의 계획서 제출 요청',
      contents: html('이번 달 말까지 2학기 강의 계획서를 보내 주세요.'),
      at: datetime(180, 10),
      readAt: readSoon(180, 11),
    });
    add({
      from: teacher,
      to: [admin],
      title: `RE: ${request.title}`,
      contents: html('2학기 강의 계획서를 첨부합니다.'),
      at: datetime(182, 14),
      readAt: readSoon(182, 15),
      beforeIdx: request.messageIdx,
      files: [seedPdf(ctx, teacher, '2학기 강의 계획서.pdf', 'Lecture plan - second term')],
    });
    const order = add({
      from: teacher,
      to: [operator],
      title: '교재 추가 주문 요청',
      contents: html('중2 익힘책 5권을 추가로 주문해 주세요.'),
      at: datetime(186, 11),
      readAt: readSoon(186, 13),
    });
    add({
      from: operator,
      to: [teacher],
      title: `RE: ${order.title}`,
      contents: html('주문했습니다. 다음 주 화요일에 도착합니다.'),
      at: datetime(187, 10),
      readAt: readSoon(187, 12),
      beforeIdx: order.messageIdx,
    });
    add({
      from: openteacher,
      to: [student],
      title: '보충 수업 일정',
      contents: html('토요일 오전 10시에 보충 수업이 있습니다.'),
      at: datetime(188, 16),
      readAt: readSoon(188, 19),
    });
    add({
      from: monitor,
      to: [admin, operator],
      title: '수업 모니터링 결과',
      contents: html('이번 주 수업 모니터링 결과 특이 사항이 없습니다.'),
      at: datetime(189, 18),
      readAt: readSoon(189, 19),
    });
    add({
      from: student,
      to: [openteacher],
      title: '보충 수업 참석합니다',
      contents: html('토요일 보충 수업에 참석하겠습니다.'),
      at: datetime(188, 20),
      readAt: readSoon(188, 21),
    });
    // Everyday mail between the teacher and her students: more than a page of each box.
    for (let n = 0; n < 12; n += 1) {
      const [title, text] = rng.pick(STUDENT_NOTES);
      const day = 150 + n * 3;
      add({
        from: students[n % students.length] ?? student,
        to: [teacher],
        title,
        contents: html(text),
        at: datetime(day, rng.int(15, 21), rng.pick([0, 10, 20, 30, 40, 50])),
        readAt: () => datetime(day, 22),
      });
    }
    for (let n = 0; n < 10; n += 1) {
      const [title, text] = rng.pick(TEACHER_NOTES);
      const day = 151 + n * 3;
      const to = students.filter(() => rng.chance(0.4));
      add({
        from: teacher,
        to: to.length > 0 ? to : [students[n % students.length] ?? student],
        title,
        contents: html(text),
        at: datetime(day, rng.int(9, 18)),
        readAt: () => (rng.chance(0.7) ? datetime(day, 21) : null),
      });
    }
    // A draft the teacher has not sent yet (message action 1).
    add({
      from: teacher,
      to: [student],
      title: '학부모 상담 일정 안내',
      contents: html('다음 주 학부모 상담 일정을 알려 드립니다.'),
      at: datetime(199, 22),
      readAt: () => null,
      draft: true,
    });
  },
};
