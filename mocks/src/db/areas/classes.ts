import {
  BOOK_USAGE,
  ENTRY_MODE,
  MEET_FILE_TYPE,
  ROOM_KIND,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type RoomTemplate,
} from '@platform/contract';
import { onePagePdf } from '../../onePagePdf.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import { DEMO_WHITEBOARD } from '../demoInvites.ts';
import type { MockDb, MockUser } from '../types.ts';
import {
  type Attendee,
  addRoom,
  attendeeOf,
  endMeet,
  joinMeet,
  leaveMeet,
  type MockMeet,
  type MockRoom,
  type NewRoom,
  roomUser,
  startMeet,
  UNLIMITED_END,
} from './rooms.ts';
import type { SeedArea } from './types.ts';

/**
 * The class page's rooms and their classes (issue 19 item 9), seeded after every other area so
 * that no earlier entity is renumbered and no other area's data shifts: room templates, rooms in
 * every state (in use, hidden, closed; instant and reserved; anyone first and author first; a
 * limited and an unlimited period) for the demo accounts, live classes with people inside, past
 * classes with their class logs, room books and reference files. The seed's calendar "now" is
 * about day 200 (2025-09-18), where the invite page's running class started.
 *
 * For the demo accounts:
 * - teacher owns 중2 수학 정규반 (live, 3 inside, books, reference files, two past classes),
 *   고1 수학 심화반 (author first, one-year period), 여름방학 특강 (hidden) and 작년 겨울 특강
 *   (closed), besides the invite page's rooms; attends openteacher's 자율 학습실.
 * - openteacher owns 자율 학습실 (unlimited, anyone first, live: opened by a student) and the
 *   instant room 질문 받는 시간 (live, join password, the demo student inside).
 * - student attends all of these but the closed one.
 * - The ended instant room 지난주 질문 보충 (closed with its class) exists only in the class logs.
 */

/** Room templates by institution id: the demo academy's three; hanbit none (WE_5005 there). */
const TEMPLATES: Readonly<Record<string, readonly Omit<RoomTemplate, 'templateIdx'>[]>> = {
  [DEMO_COMPANY_ID]: [
    { templateName: '기본 수업', description: '화면 공유, 판서, 채팅을 쓰는 일반 수업' },
    { templateName: '1:1 첨삭 수업', description: '학생 한 명과 노트를 함께 보는 수업' },
    { templateName: '발표 세미나', description: '발표자 화면 중심의 세미나' },
  ],
  saebom: [{ templateName: '기본 수업', description: '일반 수업' }],
};

/** A 1x1 PNG, a picture a student took of a question. */
const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

function seedTemplates({ db, nextIdx }: SeedContext): void {
  for (const company of db.companies) {
    for (const template of TEMPLATES[company.companyId] ?? []) {
      db.roomTemplates.push({
        templateIdx: nextIdx('templateIdx'),
        companyIdx: company.companyIdx,
        ...template,
      });
    }
  }
}

interface Stay {
  who: MockUser | Attendee;
  /** Minutes after the class started. */
  from: number;
  /** Minutes after the class started; inside still when not given. */
  to?: number;
}

const asAttendee = (who: MockUser | Attendee): Attendee =>
  'password' in who ? attendeeOf(who) : who;

function seedClasses(ctx: SeedContext): void {
  const { db, datetime } = ctx;
  const demoUser = (userId: string) =>
    db.users.find((user) => user.companyId === DEMO_COMPANY_ID && user.userId === userId);
  const teacher = demoUser('teacher');
  const openteacher = demoUser('openteacher');
  const student = demoUser('student');
  const students = Array.from({ length: 9 }, (_, n) =>
    demoUser(`student${String(n + 1).padStart(2, '0')}`),
  );
  if (!teacher || !openteacher || !student || students.some((user) => !user)) return;
  const [s1, s2, s3, s4, s5, s6, s7, s8, s9] = students as MockUser[];
  if (!s1 || !s2 || !s3 || !s4 || !s5 || !s6 || !s7 || !s8 || !s9) return;
  const templates = db.roomTemplates.filter((t) => t.companyIdx === teacher.companyIdx);
  const template = (index: number) => {
    const found = templates[index];
    return found
      ? {
          templateIdx: found.templateIdx,
          templateName: found.templateName,
          description: found.description,
        }
      : null;
  };
  // The invite page's rooms (rooms.ts) get the institution's basic template.
  for (const room of db.rooms) {
    if (room.companyIdx === teacher.companyIdx) room.template = template(0);
  }

  const room = (input: Omit<NewRoom, 'companyIdx'>, attendees: MockUser[]): MockRoom => {
    const made = addRoom(db, { companyIdx: teacher.companyIdx, ...input });
    made.roomUserList = attendees.map(roomUser);
    return made;
  };
  /** A class of a room from `day` at `hour`, with its stays; ended after `minutes` if given. */
  const holdClass = (
    target: MockRoom,
    opener: MockUser,
    at: { day: number; hour: number; minute?: number },
    stays: Stay[],
    minutes?: number,
  ): MockMeet => {
    const time = (offset: number) => datetime(at.day, at.hour, (at.minute ?? 0) + offset);
    const meet = startMeet(db, { room: target, opener, datetime: time(0) });
    const events = stays.flatMap((stay) => {
      const entry = { at: stay.from, stay, kind: 'join' as const };
      return stay.to === undefined
        ? [entry]
        : [entry, { at: stay.to, stay, kind: 'quit' as const }];
    });
    events.sort((a, b) => a.at - b.at || (a.kind === 'quit' ? -1 : 1));
    const rows = new Map<Stay, ReturnType<typeof joinMeet>>();
    for (const event of events) {
      if (event.kind === 'join') {
        rows.set(event.stay, joinMeet(db, meet, asAttendee(event.stay.who), time(event.at)));
      } else {
        const row = rows.get(event.stay);
        if (row) leaveMeet(db, meet, row, time(event.at));
      }
    }
    if (minutes !== undefined) endMeet(db, meet, time(minutes));
    return meet;
  };
  const parent: Attendee = { userIdx: 0, userId: null, userName: '참관 학부모', userType: 12 };

  // 중2 수학 정규반: reserved, anyone first, a six-month period; two past classes (the demo
  // student left once and came back; a guest looked in) and one live now.
  const regular = room(
    {
      roomTitle: '중2 수학 정규반',
      roomCode: DEMO_WHITEBOARD.roomCode,
      roomDesc: '월, 수, 금 오후 7시 정규 수업',
      ownerUserIdx: teacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime(0, 0),
      showEndDatetime: datetime(183, 23, 59).replace(/:00$/, ':59'),
      template: template(0),
    },
    [student, s1, s2, s3, s4, s5],
  );
  for (const day of [186, 193]) {
    holdClass(
      regular,
      teacher,
      { day, hour: 19 },
      [
        { who: teacher, from: 0, to: 90 },
        { who: student, from: 2, to: 40 },
        { who: student, from: 45, to: 90 },
        { who: s1, from: 5, to: 90 },
        { who: s2, from: 3, to: 85 },
        { who: parent, from: 10, to: 30 },
      ],
      90,
    );
  }
  holdClass(regular, teacher, { day: 200, hour: 18, minute: 50 }, [
    { who: teacher, from: 0 },
    { who: s1, from: 3 },
    { who: s2, from: 6 },
    { who: s3, from: 4, to: 8 },
  ]);
  const classBooks = db.books.filter(
    (book) =>
      book.companyIdx === teacher.companyIdx && book.bookType === BOOK_USAGE.CLASS && !book.deleted,
  );
  regular.roomBookList = classBooks.slice(0, 2).map((book, index) => ({
    roomCode: regular.roomCode,
    bookIdx: book.bookIdx,
    lastReadStart: index === 0 ? 3 : 1,
    lastReadEnd: index === 0 ? 5 : 2,
  }));
  const referenceFile = (
    uploader: MockUser,
    orgFileName: string,
    contentType: string,
    body: string | Uint8Array,
    regDatetime: string,
    meetIdx: number,
  ) => {
    const fileIdx = ctx.nextIdx('fileIdx');
    db.files.push({
      fileIdx,
      fileName: orgFileName,
      contentType,
      body,
      regUserIdx: uploader.userIdx,
    });
    db.meetFiles.push({
      fileIdx,
      companyIdx: regular.companyIdx,
      roomCode: regular.roomCode,
      meetIdx,
      fileType: MEET_FILE_TYPE.REFERENCE,
      orgFileName,
      regUserIdx: uploader.userIdx,
      regDatetime,
    });
  };
  referenceFile(
    teacher,
    '일차함수 개념 정리.pdf',
    'application/pdf',
    onePagePdf('Linear functions - class notes', 20),
    datetime(185, 21),
    0,
  );
  referenceFile(student, '질문 사진.png', 'image/png', TINY_PNG, datetime(193, 19, 30), 0);

  // 고1 수학 심화반: author first (only the teacher, or MEET_OPEN, opens it), a one-year period.
  room(
    {
      roomTitle: '고1 수학 심화반',
      ownerUserIdx: teacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: ENTRY_MODE.AUTHOR_FIRST,
      showDatetime: datetime(150, 0),
      showEndDatetime: datetime(515, 23, 59).replace(/:00$/, ':59'),
      template: template(1),
    },
    [student, s3, s4],
  );

  // 여름방학 특강: hidden (the class page says "manage hidden room").
  room(
    {
      roomTitle: '여름방학 특강',
      roomDesc: '7~8월 특강, 잠시 숨김',
      ownerUserIdx: teacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      roomStatus: ROOM_STATE.HIDE,
      showDatetime: datetime(120, 0),
      showEndDatetime: datetime(180, 23, 59).replace(/:00$/, ':59'),
      template: template(0),
    },
    [student, s5],
  );

  // 작년 겨울 특강: one past class, then closed (removed from the lists; its log stays).
  const winter = room(
    {
      roomTitle: '작년 겨울 특강',
      ownerUserIdx: teacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime(0, 0),
      showEndDatetime: datetime(60, 23, 59).replace(/:00$/, ':59'),
      template: template(2),
      roomType: ROOM_KIND.MEETING,
    },
    [s1, s2],
  );
  holdClass(
    winter,
    teacher,
    { day: 30, hour: 10 },
    [
      { who: teacher, from: 0, to: 60 },
      { who: s1, from: 1, to: 60 },
      { who: s2, from: 2, to: 50 },
    ],
    60,
  );
  winter.roomStatus = ROOM_STATE.CLOSE;

  // 자율 학습실: openteacher's, unlimited, anyone first; a student opened today's class (a
  // non-owner who started a reserved room's class may not close it, screens.md §6).
  const study = room(
    {
      roomTitle: '자율 학습실',
      roomDesc: '언제든 들어와 공부하는 방',
      ownerUserIdx: openteacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime(0, 0),
      showEndDatetime: UNLIMITED_END,
      template: template(0),
    },
    [student, teacher, s6, s7, s8, s9],
  );
  holdClass(study, s8, { day: 200, hour: 17, minute: 30 }, [
    { who: s8, from: 0 },
    { who: s9, from: 12 },
  ]);
  study.roomBookList = classBooks.slice(0, 1).map((book) => ({
    roomCode: study.roomCode,
    bookIdx: book.bookIdx,
    lastReadStart: 1,
    lastReadEnd: 1,
  }));

  // 질문 받는 시간: openteacher's instant class with a join password, the demo student inside.
  const questions = room(
    {
      roomTitle: '질문 받는 시간',
      ownerUserIdx: openteacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.INSTANT,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime(200, 18),
      template: template(0),
      meetPwd: '2580',
    },
    [],
  );
  holdClass(questions, openteacher, { day: 200, hour: 18 }, [
    { who: openteacher, from: 0 },
    { who: student, from: 7 },
  ]);

  // 지난주 질문 보충: the teacher's instant class of last week; it closed with its class.
  const makeUp = room(
    {
      roomTitle: '지난주 질문 보충',
      ownerUserIdx: teacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.INSTANT,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime(196, 20),
      template: template(0),
    },
    [],
  );
  holdClass(
    makeUp,
    teacher,
    { day: 196, hour: 20 },
    [
      { who: teacher, from: 0, to: 45 },
      { who: student, from: 1, to: 45 },
      { who: s4, from: 3, to: 44 },
    ],
    45,
  );
  makeUp.roomStatus = ROOM_STATE.CLOSE;
}

/** Seeded last (see the top of the file). */
export const classesArea: SeedArea = {
  name: 'classes',
  init: () => {},
  seed: (ctx) => {
    seedTemplates(ctx);
    seedClasses(ctx);
  },
};

/** For the tests: the seed's rooms by title, in the demo institution. */
export function seededRoom(db: MockDb, roomTitle: string): MockRoom {
  const found = db.rooms.find((candidate) => candidate.roomTitle === roomTitle);
  if (!found) throw new Error(`the seed has no room ${roomTitle}`);
  return found;
}
