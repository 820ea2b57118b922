import {
  ENTRY_MODE,
  type EntryMode,
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
} from '@platform/contract';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import { nextIdx, type SeedContext } from '../context.ts';
import { DEMO_INVITE } from '../demoInvites.ts';
import type { MockDb, MockUser } from '../types.ts';
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
  roomBookList: RoomBook[];
}

/**
 * A meet, one class session of a room (foundation.md §3 Meet: meetIdx, roomCode, meetTitle,
 * leaderName, openDatetime, startDatetime, endDatetime, userCount, inviteCode, joinCode,
 * meetPwd). Running while it has no endDatetime.
 */
export interface MockMeet {
  companyIdx: number;
  meetIdx: number;
  roomCode: string;
  meetTitle: string;
  leaderName: string;
  openDatetime: string;
  startDatetime: string;
  endDatetime: string | null;
  userCount: number;
  inviteCode: string;
  joinCode: string;
  meetPwd: string | null;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Rooms (foundation.md §3 Room). Issue 6 seeds the invite page's rooms; the rooms issue grows it. */
    rooms: MockRoom[];
    /** Meets (foundation.md §3 Meet), the class sessions of the rooms. */
    meets: MockMeet[];
  }
}

// The seed's invite codes live apart from the seed: the login page's demo panel shows one.
export { DEMO_INVITE };

const UNLIMITED_END = '9999-12-31 23:59:59';

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

export interface NewMeet {
  room: MockRoom;
  meetTitle?: string;
  leaderName: string;
  datetime: string;
}

/** Starts a class in a room: a running meet carrying the room's invite code. */
export function startMeet(
  db: MockDb,
  { room, meetTitle, leaderName, datetime }: NewMeet,
): MockMeet {
  const meetIdx = nextIdx(db, 'meetIdx');
  const meet: MockMeet = {
    companyIdx: room.companyIdx,
    meetIdx,
    roomCode: room.roomCode,
    meetTitle: meetTitle ?? room.roomTitle,
    leaderName,
    openDatetime: datetime,
    startDatetime: datetime,
    endDatetime: null,
    userCount: 0,
    inviteCode: room.inviteCode,
    joinCode: joinCodeOf(meetIdx),
    meetPwd: null,
  };
  db.meets.push(meet);
  return meet;
}

export interface NewRoom {
  companyIdx: number;
  roomTitle: string;
  ownerUserIdx: number;
  roomShowType: RoomOpenType;
  roomOpenType: EntryMode;
  showDatetime: string;
  inviteCode?: string;
  roomStatus?: RoomState;
  roomDesc?: string | null;
  roomType?: RoomKind;
}

export function addRoom(db: MockDb, input: NewRoom): MockRoom {
  const roomIdx = nextIdx(db, 'roomIdx');
  const room: MockRoom = {
    companyIdx: input.companyIdx,
    roomCode: roomCodeOf(roomIdx),
    roomIdx,
    roomTitle: input.roomTitle,
    roomDesc: input.roomDesc ?? null,
    roomType: input.roomType ?? ROOM_KIND.CLASS,
    template: null,
    showDatetime: input.showDatetime,
    showEndDatetime: UNLIMITED_END,
    ownerUserIdx: input.ownerUserIdx,
    roomStatus: input.roomStatus ?? ROOM_STATE.USE,
    roomShowType: input.roomShowType,
    roomOpenType: input.roomOpenType,
    inviteCode: input.inviteCode ?? newInviteCode(db),
    roomUserList: [],
    roomBookList: [],
  };
  db.rooms.push(room);
  return room;
}

const roomUser = (user: MockUser): RoomUser => ({
  userIdx: user.userIdx,
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
      leaderName: teacher.userName,
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
    startMeet(db, {
      room: hanbitRoom,
      leaderName: hanbitTeacher.userName,
      datetime: datetime(200, 8),
    });
  },
};
