import {
  allowedRoomKinds,
  BOOK_USAGE,
  can,
  canCloseClass,
  canManageRoom,
  defaultRoomPeriod,
  ENTRY_MODE,
  formatWireDateTime,
  isFeatureOn,
  isUnlimitedDate,
  parseWireDateTime,
  ROOM_KIND,
  ROOM_LIST_SEARCH_TYPE,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type RoomBook,
  type RoomMeet,
  readConfigString,
  USER_TYPE,
  validateRoomName,
  validateRoomPassword,
  validateRoomPeriod,
  validateRoomTitle,
} from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import { bookOf } from '../db/areas/books.ts';
import {
  addRoom,
  currentAttendees,
  endMeet,
  type MockRoom,
  type MockRoomTemplate,
  nowDatetime,
  roomByCode,
  roomUser,
  runningMeetOf,
  UNLIMITED_END,
} from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { companyByIdx, userByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { companyUser } from './users.ts';

/*
 * The room calls (foundation.md §7 Room: "POST ADD, MOD (room, roomUserList, delUserList); DELETE
 * DEL (roomCode); GET LIST (searchType 2), VIEW; /user: POST ADD, ADD_LIST; GET LIST; DELETE DEL,
 * DEL_LIST; /template GET LIST; /book: GET LIST; POST ADD_MULTI, MOD; DEL_MULTI; POST /room/join
 * CLOSE (roomCode, meetIdx, remove false)"; screens.md §4-§7, §9, §10), over the rooms of the
 * caller's institution. A room of another institution, or one that is not there, is a bad
 * request parameter (WB-400-212, assumed: "room does not exist" has no code of its own).
 *
 * The room list (room.LIST, ROOM_LIST_SEARCH_TYPE of the contract):
 * - searchType 2 (INSTITUTION, the spec's, and the default): the institution's reserved rooms in
 *   use, by title: the room management list (manage/room/list) and the unit-price tab's
 *   classrooms. assumed: hidden rooms too when the caller has manage access, since the manage
 *   list is where a hidden room is shown again; instant rooms never (they live only while their
 *   class runs, and are not "regular classes"); closed rooms never.
 * - searchType 1 (MINE, assumed): the class page (meet/list): the caller's rooms in use or
 *   hidden (a hidden one so that its card says "manage hidden room"): the reserved rooms the
 *   caller owns or attends, and the instant rooms whose live class the caller owns, started or
 *   is in. Rooms with a live class first, then the newest.
 * - searchKeyword matches part of the title; a page when page or size is sent (and paging is not
 *   false), else the whole list. Each room carries `meet` (exist false without a live class;
 *   currentUserNum the attendees inside now, userIdx who started it), ownerUser and
 *   roomUserList (the card's attendee count is its length), roomBookList with each book.
 *
 * Permissions (screens.md §6; canManageRoom of the contract): registering a reserved room needs
 * ROOM_REG, an instant class MEET_OPEN; modifying a room, its attendees and its books needs its
 * owner or a manager (manage access and ROOM_REG); books also need the room-books feature (the
 * fourth WEB_FUNC_USE flag); all of these refuse with WB-403-102. Removal without that right is
 * WB-403-105 ("no delete permission", screens.md §8).
 *
 * assumed, where the spec is silent:
 * - room.ADD of a reserved room (the room form) needs a name (non-blank, 50 at most), a template of
 *   the institution (the class type; an institution without templates answers an empty
 *   roomTemplate.LIST, which the web reads as WE_5005), a room kind the institution's
 *   WEB_ROOM_CATEGORY_* allow (allowedRoomKinds), a leader who is a teacher or open teacher when
 *   it is not the caller, and a use period from today, at most a year ahead or unlimited (year
 *   9999), by default six months (screens.md §9). Its invite code is a fresh unique 9 digits.
 * - An instant class of the class page is room.ADD with roomShowType 1 (INSTANT), a title (100
 *   at most) and an optional join password (meetPwd, valid.roomPwdRule): a room in use, unlimited,
 *   anyone first. Its class starts when the classroom client the web then launches opens it
 *   (agent/classEntry.ts); the invite page's guests open theirs with openRoom.OPEN_INFO.
 * - room.MOD changes what it is sent; a period changed must obey the same rules (an unchanged
 *   start may lie in the past); the open type (roomShowType) does not change; a room is closed by
 *   room.DEL only. room.DEL closes the room (roomStatus 99: its class logs keep naming it) and is
 *   refused while a class runs in it (screens.md §4 "A room with an open meet cannot be
 *   removed"): the spec names no code for that, and WB-403-105 on removal reads "no delete
 *   permission", which would tell the owner something false, so it is WB-400-212.
 * - roomUser.ADD by the user themselves is the invite join's registration of a reserved room's
 *   attendee (screens.md §4); for anybody else it needs the room's owner or a manager.
 * - roomJoin.CLOSE is allowed to canCloseClass (the owner; who started a non-reserved room's
 *   class) and to callers with manage access (the monitoring list closes classes); an instant
 *   room closes with its class. It answers WB-400-025 when that class is not running.
 */

function configOf(me: MockUser) {
  return readConfigString(companyByIdx(db, me.companyIdx)?.cfg).config;
}

/** A room of the caller's institution, else WB-400-212. */
function roomOf(me: MockUser, roomCode: string): MockRoom {
  const room = roomByCode(db, roomCode);
  if (!room || room.companyIdx !== me.companyIdx) refuse(MOCK_ERROR.badRequest);
  return room;
}

/** A room of the institution that is not closed, else WB-400-212. */
function openRoom(me: MockUser, roomCode: string): MockRoom {
  const room = roomOf(me, roomCode);
  if (room.roomStatus === ROOM_STATE.CLOSE) refuse(MOCK_ERROR.badRequest);
  return room;
}

const mayManage = (me: MockUser, room: Pick<MockRoom, 'ownerUserIdx'>) =>
  canManageRoom(me, room, configOf(me).userTypeAuth);

/** A manager of the institution's rooms: canManageRoom of a room the caller does not own. */
const isRoomManager = (me: MockUser) => mayManage(me, { ownerUserIdx: 0 });

/** An open room the caller may manage, else WB-403-102. */
function managedRoom(me: MockUser, roomCode: string): MockRoom {
  const room = openRoom(me, roomCode);
  if (!mayManage(me, room)) refuse(MOCK_ERROR.noPermission);
  return room;
}

/** A room whose books the caller may change: managed, with the room-books feature on. */
function bookRoom(me: MockUser, roomCode: string): MockRoom {
  const room = managedRoom(me, roomCode);
  if (!isFeatureOn(configOf(me).funcUse, 'ROOM_BOOKS')) refuse(MOCK_ERROR.noPermission);
  return room;
}

/** The live class of a room as its card shows it (screens.md §3 meet{...}). */
export function wireRoomMeet(room: MockRoom): RoomMeet {
  const meet = runningMeetOf(db, room.roomCode);
  if (!meet) return { exist: false };
  return {
    exist: true,
    meetIdx: meet.meetIdx,
    meetTitle: meet.meetTitle,
    inviteCode: meet.inviteCode,
    joinCode: meet.joinCode,
    meetPwd: meet.meetPwd,
    startDatetime: meet.startDatetime,
    openDatetime: meet.openDatetime,
    currentUserNum: currentAttendees(db, meet.meetIdx).length,
    userIdx: meet.userIdx,
  };
}

/** A room book with its book (screens.md §3 book{bookName,pageCount,regUser}). */
function wireRoomBook(room: MockRoom, roomBook: RoomBook): RoomBook {
  const book = roomBook.bookIdx ? bookOf(db, room.companyIdx, roomBook.bookIdx) : undefined;
  const author = book ? userByIdx(db, book.regUserIdx) : undefined;
  return {
    roomCode: room.roomCode,
    bookIdx: roomBook.bookIdx,
    book: book
      ? {
          bookName: book.bookName,
          pageCount: book.pageCount,
          regUser: { userIdx: book.regUserIdx, userName: author?.userName ?? null },
        }
      : null,
    lastReadStart: roomBook.lastReadStart ?? null,
    lastReadEnd: roomBook.lastReadEnd ?? null,
  };
}

/** The attendees with their current names (a renamed user shows the new name). */
function wireRoomUsers(room: MockRoom) {
  return room.roomUserList.map((attendee) => {
    const user = userByIdx(db, attendee.userIdx);
    return user ? roomUser(user) : attendee;
  });
}

/** The room as the wire shows it (screens.md §3 Room). */
export function wireRoom(room: MockRoom) {
  const owner = room.ownerUserIdx > 0 ? userByIdx(db, room.ownerUserIdx) : undefined;
  return {
    roomCode: room.roomCode,
    roomIdx: room.roomIdx,
    roomTitle: room.roomTitle,
    roomDesc: room.roomDesc,
    roomType: room.roomType,
    template: room.template,
    showDatetime: room.showDatetime,
    showEndDatetime: room.showEndDatetime,
    ownerUserIdx: room.ownerUserIdx,
    ownerUser: owner
      ? { userIdx: owner.userIdx, userId: owner.userId, userName: owner.userName }
      : null,
    roomStatus: room.roomStatus,
    roomShowType: room.roomShowType,
    roomOpenType: room.roomOpenType,
    inviteCode: room.inviteCode,
    roomUserList: wireRoomUsers(room),
    roomBookList: room.roomBookList
      .map((roomBook) => wireRoomBook(room, roomBook))
      .filter((roomBook) => roomBook.book !== null),
    meet: wireRoomMeet(room),
  };
}

/** Paging as the lists do it: a page when page or size is sent and paging is not false. */
function listOrPage<T>(
  rows: T[],
  fields: { page?: number | undefined; size?: number | undefined; paging?: boolean | undefined },
  defaultSize = 20,
) {
  const paged = fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
  return paged ? okPage(pageOf(rows, fields.page ?? 0, fields.size ?? defaultSize)) : okList(rows);
}

const isInstant = (room: MockRoom) => room.roomShowType === ROOM_OPEN_TYPE.INSTANT;

function institutionRooms(me: MockUser): MockRoom[] {
  const showsHidden = can(me, 'manageAccess', configOf(me).userTypeAuth);
  return db.rooms
    .filter(
      (room) =>
        room.companyIdx === me.companyIdx &&
        !isInstant(room) &&
        (room.roomStatus === ROOM_STATE.USE ||
          (showsHidden && room.roomStatus === ROOM_STATE.HIDE)),
    )
    .sort((a, b) => a.roomTitle.localeCompare(b.roomTitle, 'ko'));
}

function myRooms(me: MockUser): MockRoom[] {
  const mine = (room: MockRoom) => {
    if (room.companyIdx !== me.companyIdx) return false;
    if (room.roomStatus !== ROOM_STATE.USE && room.roomStatus !== ROOM_STATE.HIDE) return false;
    if (!isInstant(room)) {
      return (
        room.ownerUserIdx === me.userIdx ||
        room.roomUserList.some((attendee) => attendee.userIdx === me.userIdx)
      );
    }
    const meet = runningMeetOf(db, room.roomCode);
    return Boolean(
      meet &&
        (room.ownerUserIdx === me.userIdx ||
          meet.userIdx === me.userIdx ||
          currentAttendees(db, meet.meetIdx).some((row) => row.userIdx === me.userIdx)),
    );
  };
  const live = (room: MockRoom) => (runningMeetOf(db, room.roomCode) ? 0 : 1);
  return db.rooms.filter(mine).sort((a, b) => live(a) - live(b) || b.roomIdx - a.roomIdx);
}

/** Users of the institution by index (WB-400-212 for anyone else), each once. */
function institutionUsers(me: MockUser, userIdxList: readonly number[]): MockUser[] {
  return [...new Set(userIdxList)].map((userIdx) => companyUser(db, me, userIdx));
}

function addAttendees(room: MockRoom, users: readonly MockUser[]): void {
  for (const user of users) {
    if (!room.roomUserList.some((attendee) => attendee.userIdx === user.userIdx)) {
      room.roomUserList.push(roomUser(user));
    }
  }
}

function removeAttendees(room: MockRoom, userIdxList: readonly number[]): void {
  const removed = new Set(userIdxList);
  room.roomUserList = room.roomUserList.filter((attendee) => !removed.has(attendee.userIdx));
}

function templateOf(me: MockUser, templateIdx: number): MockRoomTemplate {
  const template = db.roomTemplates.find(
    (candidate) => candidate.templateIdx === templateIdx && candidate.companyIdx === me.companyIdx,
  );
  if (!template) refuse(MOCK_ERROR.badRequest);
  return template;
}

const wireTemplate = ({ companyIdx: _companyIdx, ...template }: MockRoomTemplate) => template;

/** A leader (room owner) other than the caller: a teacher or open teacher of the institution. */
function leaderOf(me: MockUser, userIdx: number): MockUser {
  const user = companyUser(db, me, userIdx);
  if (user.userType !== USER_TYPE.TEACHER && user.userType !== USER_TYPE.OPEN_TEACHER) {
    refuse(MOCK_ERROR.badRequest);
  }
  return user;
}

function checkTitle(room: { roomShowType: number }, title: string): string {
  const instant = room.roomShowType === ROOM_OPEN_TYPE.INSTANT;
  const fault = instant ? validateRoomTitle(title) : validateRoomName(title);
  if (fault) refuse(MOCK_ERROR.badRequest);
  return title.trim();
}

function checkPassword(meetPwd: string | undefined): string | null | undefined {
  if (meetPwd === undefined) return undefined;
  if (validateRoomPassword(meetPwd)) refuse(MOCK_ERROR.badRequest);
  return meetPwd === '' ? null : meetPwd;
}

function checkKind(me: MockUser, roomType: number | undefined): void {
  if (roomType === undefined) return;
  if (!allowedRoomKinds(configOf(me)).includes(roomType as never)) refuse(MOCK_ERROR.badRequest);
}

/** Visible room states a form may set (closing is room.DEL's). */
function checkStatus(roomStatus: number | undefined): void {
  if (roomStatus !== undefined && roomStatus !== ROOM_STATE.USE && roomStatus !== ROOM_STATE.HIDE) {
    refuse(MOCK_ERROR.badRequest);
  }
}

/**
 * A use period by the room form's own rule (validateRoomPeriod of the contract, screens.md §5
 * "use period today to one year ahead", §9 "max 1 year, unlimited year 9999"): a start from
 * today on (a saved start that has passed may stay), an end not before it and at most a year
 * after it, or unlimited.
 */
function checkPeriod(start: string, end: string, savedStart?: string): void {
  const faults = validateRoomPeriod({
    start,
    end,
    unlimited: isUnlimitedDate(end),
    now: new Date(),
    savedStart,
  });
  if (!parseWireDateTime(start) || !parseWireDateTime(end) || faults.start || faults.end) {
    refuse(MOCK_ERROR.badRequest);
  }
}

/** The default use period's end: six months from today (screens.md §9). */
const sixMonthsAhead = () => formatWireDateTime(defaultRoomPeriod(new Date()).end);

export const roomImplementations = [
  implementAuthorised('room.LIST', ({ me, fields }) => {
    const searchType = fields.searchType ?? ROOM_LIST_SEARCH_TYPE.INSTITUTION;
    const rooms =
      searchType === ROOM_LIST_SEARCH_TYPE.INSTITUTION
        ? institutionRooms(me)
        : searchType === ROOM_LIST_SEARCH_TYPE.MINE
          ? myRooms(me)
          : refuse(MOCK_ERROR.badRequest);
    const keyword = fields.searchKeyword?.trim().toLowerCase() ?? '';
    const found = rooms.filter(
      (room) => keyword === '' || room.roomTitle.toLowerCase().includes(keyword),
    );
    return listOrPage(found.map(wireRoom), fields);
  }),

  /** assumed: ownerUserIdx and regUserIdx do not narrow the answer (the spec only names them). */
  implementAuthorised('room.VIEW', ({ me, fields }) => ok(wireRoom(roomOf(me, fields.roomCode)))),

  implementAuthorised('room.ADD', ({ me, fields }) => {
    const input = fields.room;
    const roomShowType = input.roomShowType ?? ROOM_OPEN_TYPE.RESERVED;
    const instant = roomShowType === ROOM_OPEN_TYPE.INSTANT;
    if (input.roomCode !== undefined) refuse(MOCK_ERROR.badRequest);
    if (!instant && roomShowType !== ROOM_OPEN_TYPE.RESERVED) refuse(MOCK_ERROR.badRequest);
    const { userTypeAuth } = configOf(me);
    if (!can(me, instant ? 'meetOpen' : 'roomRegistration', userTypeAuth)) {
      refuse(MOCK_ERROR.noPermission);
    }
    const roomTitle = checkTitle({ roomShowType }, input.roomTitle ?? '');
    const meetPwd = checkPassword(input.meetPwd);
    checkKind(me, input.roomType);
    checkStatus(input.roomStatus);
    let ownerUserIdx = me.userIdx;
    if (input.ownerUserIdx !== undefined && input.ownerUserIdx !== me.userIdx) {
      if (!isRoomManager(me) || instant) refuse(MOCK_ERROR.noPermission);
      ownerUserIdx = leaderOf(me, input.ownerUserIdx).userIdx;
    }
    const templates = db.roomTemplates.filter((template) => template.companyIdx === me.companyIdx);
    const template =
      input.templateIdx !== undefined
        ? templateOf(me, input.templateIdx)
        : instant
          ? templates[0]
          : refuse(MOCK_ERROR.badRequest);
    const now = nowDatetime();
    const showDatetime = instant ? now : (input.showDatetime ?? now);
    const showEndDatetime = instant ? UNLIMITED_END : (input.showEndDatetime ?? sixMonthsAhead());
    if (!instant) checkPeriod(showDatetime, showEndDatetime);
    const attendees = instant
      ? []
      : institutionUsers(
          me,
          (fields.roomUserList ?? []).map((row) => row.userIdx),
        );
    const room = addRoom(db, {
      companyIdx: me.companyIdx,
      roomTitle,
      roomDesc: input.roomDesc ?? null,
      roomType: input.roomType ?? ROOM_KIND.CLASS,
      template: template ? wireTemplate(template) : null,
      ownerUserIdx,
      roomShowType,
      roomOpenType: instant
        ? ENTRY_MODE.ANYONE_FIRST
        : (input.roomOpenType ?? ENTRY_MODE.ANYONE_FIRST),
      roomStatus: instant ? ROOM_STATE.USE : (input.roomStatus ?? ROOM_STATE.USE),
      showDatetime,
      showEndDatetime,
      meetPwd: meetPwd ?? null,
    });
    addAttendees(room, attendees);
    return ok(wireRoom(room));
  }),

  implementAuthorised('room.MOD', ({ me, fields }) => {
    const input = fields.room;
    const room = managedRoom(me, input.roomCode);
    if (input.roomShowType !== undefined && input.roomShowType !== room.roomShowType) {
      refuse(MOCK_ERROR.badRequest);
    }
    const roomTitle = input.roomTitle === undefined ? undefined : checkTitle(room, input.roomTitle);
    const meetPwd = checkPassword(input.meetPwd);
    checkKind(me, input.roomType);
    checkStatus(input.roomStatus);
    const template =
      input.templateIdx === undefined ? undefined : templateOf(me, input.templateIdx);
    const owner =
      input.ownerUserIdx === undefined || input.ownerUserIdx === room.ownerUserIdx
        ? undefined
        : leaderOf(me, input.ownerUserIdx);
    const showDatetime = input.showDatetime ?? room.showDatetime;
    const showEndDatetime = input.showEndDatetime ?? room.showEndDatetime;
    checkPeriod(showDatetime, showEndDatetime, room.showDatetime);
    const added = institutionUsers(
      me,
      (fields.roomUserList ?? []).map((row) => row.userIdx),
    );
    const removed = (fields.delUserList ?? []).map((row) => row.userIdx);
    // Everything is checked before anything changes.
    if (roomTitle !== undefined) room.roomTitle = roomTitle;
    if (input.roomDesc !== undefined) room.roomDesc = input.roomDesc;
    if (input.roomType !== undefined) room.roomType = input.roomType;
    if (input.roomOpenType !== undefined) room.roomOpenType = input.roomOpenType;
    if (input.roomStatus !== undefined) room.roomStatus = input.roomStatus;
    if (template) room.template = wireTemplate(template);
    if (owner) room.ownerUserIdx = owner.userIdx;
    if (meetPwd !== undefined) room.meetPwd = meetPwd;
    room.showDatetime = showDatetime;
    room.showEndDatetime = showEndDatetime;
    removeAttendees(room, removed);
    addAttendees(room, added);
    return ok(wireRoom(room));
  }),

  implementAuthorised('room.DEL', ({ me, fields }) => {
    const room = openRoom(me, fields.roomCode);
    if (!mayManage(me, room)) refuse('WB-403-105');
    if (runningMeetOf(db, room.roomCode)) refuse(MOCK_ERROR.badRequest);
    room.roomStatus = ROOM_STATE.CLOSE;
    return ok(null);
  }),

  implementAuthorised('roomUser.ADD', ({ me, fields }) => {
    const room = openRoom(me, fields.roomCode);
    const self = fields.userIdx === me.userIdx;
    if (!(self && room.roomStatus === ROOM_STATE.USE) && !mayManage(me, room)) {
      refuse(MOCK_ERROR.noPermission);
    }
    addAttendees(room, institutionUsers(me, [fields.userIdx]));
    return ok(null);
  }),

  implementAuthorised('roomUser.ADD_LIST', ({ me, fields }) => {
    const room = managedRoom(me, fields.roomCode);
    addAttendees(room, institutionUsers(me, fields.userIdxList));
    return ok(null);
  }),

  /** screens.md §7 "users paged (size 1000)": a page of 1000 unless another size is sent. */
  implementAuthorised('roomUser.LIST', ({ me, fields }) =>
    listOrPage(wireRoomUsers(roomOf(me, fields.roomCode)), fields, 1000),
  ),

  implementAuthorised('roomUser.DEL', ({ me, fields }) => {
    removeAttendees(managedRoom(me, fields.roomCode), [fields.userIdx]);
    return ok(null);
  }),

  implementAuthorised('roomUser.DEL_LIST', ({ me, fields }) => {
    removeAttendees(managedRoom(me, fields.roomCode), fields.userIdxList);
    return ok(null);
  }),

  /** The institution's templates; none is an empty list (the web's WE_5005, assumed reading). */
  implementAuthorised('roomTemplate.LIST', ({ me }) =>
    okList(
      db.roomTemplates
        .filter((template) => template.companyIdx === me.companyIdx)
        .map(wireTemplate),
    ),
  ),

  implementAuthorised('roomBook.LIST', ({ me, fields }) => {
    const room = roomOf(me, fields.roomCode);
    return okList(wireRoom(room).roomBookList);
  }),

  /** Class books of the institution (the picker lists those, screens.md §7 Books), each once. */
  implementAuthorised('roomBook.ADD_MULTI', ({ me, fields }) => {
    const room = bookRoom(me, fields.roomCode);
    const books = [...new Set(fields.bookIdxList)].map((bookIdx) => {
      const book = bookOf(db, me.companyIdx, bookIdx);
      if (!book || book.bookType !== BOOK_USAGE.CLASS) refuse(MOCK_ERROR.badRequest);
      return book;
    });
    for (const book of books) {
      if (!room.roomBookList.some((roomBook) => roomBook.bookIdx === book.bookIdx)) {
        room.roomBookList.push({
          roomCode: room.roomCode,
          bookIdx: book.bookIdx,
          lastReadStart: null,
          lastReadEnd: null,
        });
      }
    }
    return ok(null);
  }),

  /** The last-read range: pages of the book, start not after end (assumed bounds). */
  implementAuthorised('roomBook.MOD', ({ me, fields }) => {
    const input = fields.roomBook;
    const room = bookRoom(me, input.roomCode);
    const roomBook = room.roomBookList.find((candidate) => candidate.bookIdx === input.bookIdx);
    const book = bookOf(db, me.companyIdx, input.bookIdx);
    if (!roomBook || !book) refuse(MOCK_ERROR.badRequest);
    const start = input.lastReadStart ?? roomBook.lastReadStart ?? null;
    const end = input.lastReadEnd ?? roomBook.lastReadEnd ?? null;
    const inBook = (page: number | null) => page === null || (page >= 1 && page <= book.pageCount);
    if (!inBook(start) || !inBook(end) || (start !== null && end !== null && start > end)) {
      refuse(MOCK_ERROR.badRequest);
    }
    roomBook.lastReadStart = start;
    roomBook.lastReadEnd = end;
    return ok(null);
  }),

  implementAuthorised('roomBook.DEL_MULTI', ({ me, fields }) => {
    const room = bookRoom(me, fields.roomCode);
    const removed = new Set(fields.bookIdxList);
    room.roomBookList = room.roomBookList.filter(
      (roomBook) => roomBook.bookIdx == null || !removed.has(roomBook.bookIdx),
    );
    return ok(null);
  }),

  implementAuthorised('roomJoin.CLOSE', ({ me, fields }) => {
    const room = roomOf(me, fields.roomCode);
    const meet = runningMeetOf(db, room.roomCode);
    if (!meet || meet.meetIdx !== fields.meetIdx) refuse('WB-400-025');
    const allowed =
      canCloseClass({
        userIdx: me.userIdx,
        ownerUserIdx: room.ownerUserIdx,
        meetStarterIdx: meet.userIdx,
        reserved: room.roomShowType === ROOM_OPEN_TYPE.RESERVED,
      }) || can(me, 'manageAccess', configOf(me).userTypeAuth);
    if (!allowed) refuse(MOCK_ERROR.noPermission);
    endMeet(db, meet, nowDatetime());
    if (isInstant(room)) room.roomStatus = ROOM_STATE.CLOSE;
    return ok(null);
  }),
];
