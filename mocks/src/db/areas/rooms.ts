import {
  ENTRY_MODE,
  type EntryMode,
  formatWireDateTime,
  ROOM_KIND,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type RoomBook,
  type RoomKind,
  type RoomOpenType,
  type RoomState,
  type RoomTemplate,
  type RoomUser,
  USER_TYPE,
  type UserType,
} from '@platform/contract';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import { nextIdx, type SeedContext } from '../context.ts';
import { DEMO_INVITE, DEMO_WHITEBOARD } from '../demoInvites.ts';
import { userByIdx } from '../queries.ts';
import type { MockDb, MockUser } from '../types.ts';
import { type MockClassLogJoin, writeClassLog } from './classLogs.ts';
import type { SeedArea } from './types.ts';

/**
 * A room (foundation.md §3 Room: roomCode, roomTitle, roomDesc, roomType, template, showDatetime,
 * showEndDatetime, ownerUserIdx, roomStatus, roomShowType, roomOpenType, inviteCode, roomUserList,
 * roomBookList; screens.md §3 adds roomIdx). The room's class sessions are the meets table. The
 * rooms issue extends both.
 */
export interface MockRoom {
  companyIdx: number;
  roomCode: string;
  roomIdx: number;
  roomTitle: string;
  roomDesc: string | null;
  roomType: RoomKind;
  template: RoomTemplate | null;
  showDatetime: string;
  /** Year 9999 = unlimited. */
  showEndDatetime: string;
  /** 0 for a room a guest opened from the invite page (assumed: guests have no userIdx). */
  ownerUserIdx: number;
  roomStatus: RoomState;
  /** The room open type table (instant, reserved, task), see ROOM_FIELD_CODE_TABLE. */
  roomShowType: RoomOpenType;
  /** The entry mode (anyone first, author first), see ROOM_FIELD_CODE_TABLE. */
  roomOpenType: EntryMode;
  /** The 9-digit invite code (foundation.md §9). */
  inviteCode: string;
  roomUserList: RoomUser[];
  /** Kept as roomCode, bookIdx and the last-read range; the book is joined on the way out. */
  roomBookList: RoomBook[];
  /**
   * The join password of the room's classes (the instant-class card's optional password,
   * room.ADD `meetPwd`), copied to each class it opens; null for none.
   */
  meetPwd: string | null;
}

/**
 * A meet, one class session of a room (foundation.md §3 Meet: meetIdx, roomCode, meetTitle,
 * leaderName, openDatetime, startDatetime, endDatetime, userCount, inviteCode, joinCode,
 * meetPwd). Running while it has no endDatetime; an ended one stays (class notes name it) and its
 * log is in the class-log store (classLogs.ts).
 */
export interface MockMeet {
  companyIdx: number;
  meetIdx: number;
  roomCode: string;
  meetTitle: string;
  /** The room owner's name, or the opener's for a room without an owner (see MockClassLog). */
  leaderName: string;
  /** Who started the class (the room card's `meet.userIdx`); 0 for a guest. */
  userIdx: number;
  /** The name of who started it (a guest's nickname). */
  userName: string;
  openDatetime: string;
  startDatetime: string;
  endDatetime: string | null;
  /**
   * While it runs: the attendees inside now (the card's currentUserNum, the monitoring list's
   * attendees), kept with the meetUsers table by `joinMeet` and `leaveMeet`. Once ended: how many
   * took part, as its class log counts them.
   */
  userCount: number;
  inviteCode: string;
  joinCode: string;
  meetPwd: string | null;
}

/**
 * One stay of one attendee in a running class: from an entry (the classroom client joined, or a
 * guest's JOIN_INFO) to the exit. A class's rows move to its class log when it ends.
 */
export interface MockMeetUser {
  joinIdx: number;
  meetIdx: number;
  /** 0 for a guest (assumed: guests have no userIdx). */
  userIdx: number;
  userId: string | null;
  /** The user's name, or a guest's nickname. */
  userName: string;
  userType: UserType | null;
  joinDatetime: string;
  quitDatetime: string | null;
}

/** A room template of an institution (screens.md §3 template{templateIdx,templateName,description}). */
export interface MockRoomTemplate extends RoomTemplate {
  companyIdx: number;
}

/**
 * A reference file of a room (screens.md §3: fileIdx, orgFileName, userNm, regUserIdx,
 * regDatetime, type MEET_FILE). Its bytes are in the files table under the same fileIdx.
 * assumed: a reference file belongs to its room and is listed with it whatever class it was
 * uploaded in (`meetIdx`, 0 outside a class), as the whiteboard's file page lists by room.
 */
export interface MockMeetFile {
  fileIdx: number;
  companyIdx: number;
  roomCode: string;
  meetIdx: number;
  fileType: number;
  orgFileName: string;
  regUserIdx: number;
  regDatetime: string;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Rooms (foundation.md §3 Room). Issue 6 seeds the invite page's rooms; the rooms issue grows it. */
    rooms: MockRoom[];
    /** Meets (foundation.md §3 Meet), the class sessions of the rooms. */
    meets: MockMeet[];
    /** The attendance of the running classes (who is inside now, and earlier stays). */
    meetUsers: MockMeetUser[];
    /** Room templates (the room form's class type), per institution. */
    roomTemplates: MockRoomTemplate[];
    /** Reference files of the rooms. */
    meetFiles: MockMeetFile[];
  }
}

// The seed's invite codes live apart from the seed: the login page's demo panel shows one.
export { DEMO_INVITE, DEMO_WHITEBOARD };

export const UNLIMITED_END = '9999-12-31 23:59:59';

/** The running meet of a room, if any. */
export function runningMeetOf(db: MockDb, roomCode: string): MockMeet | undefined {
  return db.meets.find((meet) => meet.roomCode === roomCode && meet.endDatetime === null);
}

export function roomByInviteCode(db: MockDb, inviteCode: string): MockRoom | undefined {
  return db.rooms.find((room) => room.inviteCode === inviteCode);
}

export function roomByCode(db: MockDb, roomCode: string): MockRoom | undefined {
  return db.rooms.find((room) => room.roomCode === roomCode);
}

/** A room code as the mock writes them (assumed format; the spec shows none). */
export const roomCodeOf = (roomIdx: number) => `RC${String(roomIdx).padStart(6, '0')}`;

/**
 * A fresh 9-digit invite code no room has. Drawn from the room sequence through a bijection of
 * 0..899999999 (multiplying by a number coprime to it), so codes look scattered and never repeat.
 */
export function newInviteCode(db: MockDb): string {
  for (;;) {
    const n = nextIdx(db, 'inviteCode');
    const code = String(100000000 + ((n * 387420489) % 900000000));
    if (!roomByInviteCode(db, code)) return code;
  }
}

/** A 6-digit join code of a meet (assumed format). */
const joinCodeOf = (meetIdx: number) => String(100000 + ((meetIdx * 7919) % 900000));

/** Who enters or opens a class: a user of the institution, or a guest (userIdx 0). */
export interface Attendee {
  userIdx: number;
  userId: string | null;
  userName: string;
  userType: UserType | null;
}

export const attendeeOf = (user: MockUser): Attendee => ({
  userIdx: user.userIdx,
  userId: user.userId,
  userName: user.userName,
  userType: user.userType,
});

export interface NewMeet {
  room: MockRoom;
  meetTitle?: string;
  /** Who starts it (enters it too only through `joinMeet`). */
  opener: Pick<Attendee, 'userIdx' | 'userName'>;
  datetime: string;
}

/**
 * Starts a class in a room: a running meet carrying the room's invite code and join password,
 * led by the room's owner (or by the opener, in a room without one), with nobody inside yet.
 */
export function startMeet(db: MockDb, { room, meetTitle, opener, datetime }: NewMeet): MockMeet {
  const meetIdx = nextIdx(db, 'meetIdx');
  const owner = room.ownerUserIdx > 0 ? userByIdx(db, room.ownerUserIdx) : undefined;
  const meet: MockMeet = {
    companyIdx: room.companyIdx,
    meetIdx,
    roomCode: room.roomCode,
    meetTitle: meetTitle ?? room.roomTitle,
    leaderName: owner?.userName ?? opener.userName,
    userIdx: opener.userIdx,
    userName: opener.userName,
    openDatetime: datetime,
    startDatetime: datetime,
    endDatetime: null,
    userCount: 0,
    inviteCode: room.inviteCode,
    joinCode: joinCodeOf(meetIdx),
    meetPwd: room.meetPwd,
  };
  db.meets.push(meet);
  return meet;
}

export function meetByIdx(db: MockDb, meetIdx: number): MockMeet | undefined {
  return db.meets.find((meet) => meet.meetIdx === meetIdx);
}

/** Who is inside a running class now, in the order they came in. */
export function currentAttendees(db: MockDb, meetIdx: number): MockMeetUser[] {
  return db.meetUsers.filter((row) => row.meetIdx === meetIdx && row.quitDatetime === null);
}

const recount = (db: MockDb, meet: MockMeet) => {
  meet.userCount = currentAttendees(db, meet.meetIdx).length;
};

/**
 * An attendee enters a running class. A user already inside stays counted once (the client
 * reconnecting, assumed); every guest entry is a new stay (guests are told apart by nothing).
 */
export function joinMeet(
  db: MockDb,
  meet: MockMeet,
  who: Attendee,
  datetime: string,
): MockMeetUser {
  const inside =
    who.userIdx > 0
      ? currentAttendees(db, meet.meetIdx).find((row) => row.userIdx === who.userIdx)
      : undefined;
  if (inside) return inside;
  const row: MockMeetUser = {
    joinIdx: nextIdx(db, 'meetJoinIdx'),
    meetIdx: meet.meetIdx,
    userIdx: who.userIdx,
    userId: who.userId,
    userName: who.userName,
    userType: who.userType,
    joinDatetime: datetime,
    quitDatetime: null,
  };
  db.meetUsers.push(row);
  recount(db, meet);
  return row;
}

/** An attendee leaves a running class (the client quit); the stay ends. */
export function leaveMeet(
  db: MockDb,
  meet: MockMeet,
  row: MockMeetUser,
  datetime: string,
): MockMeetUser {
  if (row.quitDatetime === null) row.quitDatetime = datetime;
  recount(db, meet);
  return row;
}

/**
 * A member's classroom client comes in on an entry the server registered under the member's
 * name (an open call carries no token, see invite.ts): the entry becomes the member's, and so
 * does the class when the member opened it (and an instant room nobody signed-in owned). When
 * the member is inside already, the second entry is dropped.
 */
export function claimEntry(
  db: MockDb,
  meet: MockMeet,
  row: MockMeetUser,
  user: MockUser,
): MockMeetUser {
  if (row.userIdx !== 0) return row;
  const opened = meet.userIdx === 0 && meet.userName === row.userName;
  if (opened) {
    meet.userIdx = user.userIdx;
    meet.userName = user.userName;
    const room = roomByCode(db, meet.roomCode);
    if (room && room.ownerUserIdx === 0 && room.roomShowType === ROOM_OPEN_TYPE.INSTANT) {
      room.ownerUserIdx = user.userIdx;
      meet.leaderName = user.userName;
    }
  }
  const inside = currentAttendees(db, meet.meetIdx).find(
    (other) => other !== row && other.userIdx === user.userIdx,
  );
  if (inside) {
    db.meetUsers = db.meetUsers.filter((other) => other !== row);
    recount(db, meet);
    return inside;
  }
  Object.assign(row, attendeeOf(user));
  return row;
}

/**
 * Ends a running class (roomJoin.CLOSE, or the seed's past classes): everyone inside leaves, the
 * meet gets its end, and its attendance moves into a class log of the one class-log store.
 */
export function endMeet(db: MockDb, meet: MockMeet, datetime: string) {
  const room = roomByCode(db, meet.roomCode);
  for (const row of currentAttendees(db, meet.meetIdx)) row.quitDatetime = datetime;
  meet.endDatetime = datetime;
  const stays = db.meetUsers.filter((row) => row.meetIdx === meet.meetIdx);
  db.meetUsers = db.meetUsers.filter((row) => row.meetIdx !== meet.meetIdx);
  const owner = room && room.ownerUserIdx > 0 ? userByIdx(db, room.ownerUserIdx) : undefined;
  const opener = meet.userIdx > 0 ? userByIdx(db, meet.userIdx) : undefined;
  const leader = owner ?? opener;
  const joins: MockClassLogJoin[] = stays.map((row) => ({
    userIdx: row.userIdx,
    userId: row.userId,
    userName: row.userName,
    userType: row.userType,
    joinDatetime: row.joinDatetime,
    quitDatetime: row.quitDatetime ?? datetime,
  }));
  const log = writeClassLog(db, {
    companyIdx: meet.companyIdx,
    roomCode: meet.roomCode,
    roomType: room?.roomType ?? ROOM_KIND.CLASS,
    meetIdx: meet.meetIdx,
    meetTitle: meet.meetTitle,
    leaderUserIdx: leader?.userIdx ?? 0,
    leaderName: leader?.userName ?? meet.leaderName,
    leaderId: leader?.userId ?? null,
    openerUserIdx: meet.userIdx,
    userName: meet.userName,
    openDatetime: meet.openDatetime,
    startDatetime: meet.startDatetime,
    endDatetime: datetime,
    templateIdx: room?.template?.templateIdx ?? null,
    summaryStatus: null,
    summaryJson: null,
    joins,
  });
  meet.userCount = log.userCount;
  return log;
}

/** The wire datetime of now, for what happens at run time. */
export const nowDatetime = () => formatWireDateTime(new Date());

export interface NewRoom {
  companyIdx: number;
  roomTitle: string;
  ownerUserIdx: number;
  roomShowType: RoomOpenType;
  roomOpenType: EntryMode;
  showDatetime: string;
  inviteCode?: string;
  /** A fixed code (the demo's whiteboard links name their room); else the next of the sequence. */
  roomCode?: string;
  roomStatus?: RoomState;
  roomDesc?: string | null;
  roomType?: RoomKind;
  /** Unlimited (year 9999) when not given. */
  showEndDatetime?: string;
  template?: RoomTemplate | null;
  meetPwd?: string | null;
}

export function addRoom(db: MockDb, input: NewRoom): MockRoom {
  const roomIdx = nextIdx(db, 'roomIdx');
  const room: MockRoom = {
    companyIdx: input.companyIdx,
    roomCode: input.roomCode ?? roomCodeOf(roomIdx),
    roomIdx,
    roomTitle: input.roomTitle,
    roomDesc: input.roomDesc ?? null,
    roomType: input.roomType ?? ROOM_KIND.CLASS,
    template: input.template ?? null,
    showDatetime: input.showDatetime,
    showEndDatetime: input.showEndDatetime ?? UNLIMITED_END,
    ownerUserIdx: input.ownerUserIdx,
    roomStatus: input.roomStatus ?? ROOM_STATE.USE,
    roomShowType: input.roomShowType,
    roomOpenType: input.roomOpenType,
    inviteCode: input.inviteCode ?? newInviteCode(db),
    roomUserList: [],
    roomBookList: [],
    meetPwd: input.meetPwd ?? null,
  };
  db.rooms.push(room);
  return room;
}

export const roomUser = (user: MockUser): RoomUser => ({
  userIdx: user.userIdx,
  userId: user.userId,
  userName: user.userName,
  userType: user.userType,
  phone: user.phone ?? null,
});

/** The invite page's rooms (see DEMO_INVITE); the rooms issue adds the class list's. */
export const roomsArea: SeedArea = {
  name: 'rooms',
  init: (db) => {
    db.rooms = [];
    db.meets = [];
    db.meetUsers = [];
    db.roomTemplates = [];
    db.meetFiles = [];
  },
  seed: ({ db, datetime }: SeedContext) => {
    const userOf = (companyId: string, userId: string) =>
      db.users.find((user) => user.companyId === companyId && user.userId === userId);
    const teacher = userOf(DEMO_COMPANY_ID, 'teacher');
    const student = userOf(DEMO_COMPANY_ID, 'student');
    const hanbit = db.companies.find((company) => company.companyId === 'hanbit');
    const hanbitTeacher = db.users.find(
      (user) => user.companyIdx === hanbit?.companyIdx && user.userType === USER_TYPE.TEACHER,
    );
    if (!teacher || !hanbit || !hanbitTeacher) return;
    const attendees = [teacher, student].filter((user): user is MockUser => Boolean(user));
    const demoRoom = (
      roomTitle: string,
      inviteCode: string,
      rest: Partial<NewRoom> = {},
    ): MockRoom => {
      const room = addRoom(db, {
        companyIdx: teacher.companyIdx,
        roomTitle,
        ownerUserIdx: teacher.userIdx,
        roomShowType: ROOM_OPEN_TYPE.RESERVED,
        roomOpenType: ENTRY_MODE.ANYONE_FIRST,
        showDatetime: datetime(0, 9),
        inviteCode,
        ...rest,
      });
      room.roomUserList = attendees.map(roomUser);
      return room;
    };

    const running = demoRoom('수학 A반 정규 수업', DEMO_INVITE.running, {
      roomDesc: '중등 수학 A반 (화, 목)',
    });
    startMeet(db, {
      room: running,
      meetTitle: '수학 A반 - 일차방정식',
      opener: teacher,
      datetime: datetime(200, 19),
    });
    demoRoom('수학 B반 자율 학습', DEMO_INVITE.openJoin);
    demoRoom('수학 심화반', DEMO_INVITE.notStarted, { roomOpenType: ENTRY_MODE.AUTHOR_FIRST });
    demoRoom('지난 학기 특강', DEMO_INVITE.closed, { roomStatus: ROOM_STATE.CLOSE });

    const hanbitRoom = addRoom(db, {
      companyIdx: hanbit.companyIdx,
      roomTitle: '5학년 1반 아침 활동',
      ownerUserIdx: hanbitTeacher.userIdx,
      roomShowType: ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime(0, 9),
      inviteCode: DEMO_INVITE.otherCompany,
    });
    startMeet(db, { room: hanbitRoom, opener: hanbitTeacher, datetime: datetime(200, 8) });
  },
};
