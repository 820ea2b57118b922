import {
  can,
  canOpenReservedRoom,
  ENTRY_MODE,
  JOIN_KIND,
  type JoinKind,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  readConfigString,
  USER_TYPE,
  type UserType,
  validateRoomPassword,
} from '@platform/contract';
import { ok } from '../api.ts';
import {
  type Attendee,
  addRoom,
  joinMeet,
  type MockMeet,
  type MockMeetUser,
  type MockRoom,
  nowDatetime,
  roomByCode,
  roomByInviteCode,
  runningMeetOf,
  startMeet,
} from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { companyById, companyByIdx, publicCompany } from '../db/queries.ts';
import type { MockCompany } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implement, refuse } from '../server/router.ts';

/**
 * The codes of the invite calls (foundation.md §8, screens.md §8): an invite code no room has
 * (WB-400-220), a class that has not started (WB-403-105) or is not there any more (WB-403-112)
 * on the lookup, a meeting that does not exist on the meeting check and the join (WB-400-025), an
 * unknown institution (WB-400-205). WB-400-232 ("config not reloaded") is a state of the real
 * server the mock has no cause for: a story forces it with `scenario.forceError`.
 */
export const INVITE_ERROR = {
  invalidInvite: 'WB-400-220',
  notStarted: 'WB-403-105',
  notFound: 'WB-403-112',
  meetNotExist: 'WB-400-025',
  configNotReloaded: 'WB-400-232',
  companyNotFound: MOCK_ERROR.companyNotFound,
  badRequest: MOCK_ERROR.badRequest,
} as const;

function companyOf(fields: { companyId?: string | undefined; companyIdx?: number | undefined }) {
  if (fields.companyId === undefined && fields.companyIdx === undefined) {
    refuse(INVITE_ERROR.badRequest);
  }
  const company =
    fields.companyIdx !== undefined
      ? companyByIdx(db, fields.companyIdx)
      : companyById(db, fields.companyId);
  return company ?? refuse(INVITE_ERROR.companyNotFound);
}

/** A room a guest may enter: in use (a hidden or closed room's class is "not found"). */
function usableRoom(room: MockRoom): MockRoom {
  return room.roomStatus === ROOM_STATE.USE ? room : refuse(INVITE_ERROR.notFound);
}

/**
 * The user types of the institution (WEB_USER_TYPE_AUTH lists them, foundation.md §6) and their
 * authority map. A type the institution does not list is a bad request parameter (assumed).
 */
function checkedUserType(company: MockCompany, userType: UserType | undefined) {
  const { userTypeAuth } = readConfigString(company.cfg).config;
  if (userType === undefined || !userTypeAuth.has(userType)) refuse(INVITE_ERROR.badRequest);
  return { userType, userTypeAuth };
}

function checkedNickname(nickName: string | undefined): string {
  const trimmed = nickName?.trim() ?? '';
  return trimmed === '' ? refuse(INVITE_ERROR.badRequest) : trimmed;
}

const guest = (nickName: string, userType: UserType): Attendee => ({
  userIdx: 0,
  userId: null,
  userName: nickName,
  userType,
});

/**
 * The message the classroom client enters with (foundation.md §7 "returns bodaAppMsg"). Its
 * content is not shown; assumed: an opaque text, here JSON of who enters which class how, with
 * the entry the server registered for it (`joinIdx`), so that the fake classroom client the
 * agent launches with it does not count the guest twice (agent/classEntry.ts).
 */
function appMessage(input: {
  company: MockCompany;
  meet: MockMeet;
  /** None for a monitoring join, which is not counted among the attendees. */
  entry: MockMeetUser | null;
  nickName: string;
  userType: number;
  joinKind: JoinKind;
}): string {
  return JSON.stringify({
    companyIdx: input.company.companyIdx,
    roomCode: input.meet.roomCode,
    meetIdx: input.meet.meetIdx,
    joinCode: input.meet.joinCode,
    joinIdx: input.entry?.joinIdx ?? null,
    nickName: input.nickName,
    userType: input.userType,
    joinKind: input.joinKind,
  });
}

/**
 * The invite lookup (screens.md §7 Invite), for the guest form and the signed-in one
 * (meet.VIEW_INVITE): a running class answers its meetIdx; a room in use without one answers
 * meetIdx 0 (open-join, screens.md §4) when anyone may open it, and WB-403-105 when only its
 * author may (assumed reading of the entry mode, foundation.md §9). assumed: searchType does not
 * change the answer.
 */
export function lookupInvite(inviteCode: string) {
  const room = usableRoom(roomByInviteCode(db, inviteCode) ?? refuse(INVITE_ERROR.invalidInvite));
  const company = companyByIdx(db, room.companyIdx) ?? refuse(INVITE_ERROR.companyNotFound);
  const meet = runningMeetOf(db, room.roomCode);
  if (!meet && room.roomOpenType === ENTRY_MODE.AUTHOR_FIRST) refuse(INVITE_ERROR.notStarted);
  return {
    ...ok({
      meetIdx: meet?.meetIdx ?? 0,
      meetTitle: meet?.meetTitle ?? room.roomTitle,
      roomCode: room.roomCode,
    }),
    defaultSetting: { company: publicCompany(company) },
  };
}

export const inviteImplementations = [
  /** The guest's invite lookup (see lookupInvite). */
  implement('openMeet.VIEW', ({ fields }) => lookupInvite(fields.inviteCode)),

  /** The meeting check before a join: the meet is running in that room, else WB-400-025. */
  implement('openMeet.OPEN_VIEW', ({ fields }) => {
    const meet = runningMeetOf(db, fields.roomCode);
    if (!meet || meet.meetIdx !== fields.meetIdx) refuse(INVITE_ERROR.meetNotExist);
    return ok({ meetIdx: meet.meetIdx, roomCode: meet.roomCode, meetTitle: meet.meetTitle });
  }),

  /**
   * A guest's join (screens.md §2.2 join mode): the room of the code in that institution, the
   * running meet it names (WB-400-025 when it has ended), or for an open-join (meetIdx 0) a class
   * the guest opens. The guest enters the class here (assumed: the server registers the entry it
   * hands the client's message out for; the launched client then comes in on that entry).
   *
   * The class page and monitoring use it for signed-in members too (the spec names no other
   * call): an open call carries no token, so the entry is registered under the member's name
   * and the classroom client, launched with the member's userIdx, claims it
   * (agent/classEntry.ts). A monitoring join (userType 4, screens.md §6 "Monitoring joins as
   * user type 4") needs a running class and is not counted among the attendees (assumed).
   */
  implement('openRoom.JOIN_INFO', ({ fields }) => {
    const company = companyOf(fields);
    const found =
      fields.roomCode !== undefined
        ? roomByCode(db, fields.roomCode)
        : fields.inviteCode !== undefined
          ? roomByInviteCode(db, fields.inviteCode)
          : refuse(INVITE_ERROR.badRequest);
    const room = usableRoom(
      found &&
        found.companyIdx === company.companyIdx &&
        (fields.inviteCode === undefined || found.inviteCode === fields.inviteCode)
        ? found
        : refuse(INVITE_ERROR.invalidInvite),
    );
    const nickName = checkedNickname(fields.nickName);
    const { userType } = checkedUserType(company, fields.userType);
    let meet = runningMeetOf(db, room.roomCode);
    const openJoin = !fields.meetIdx;
    if (!openJoin && meet?.meetIdx !== fields.meetIdx) refuse(INVITE_ERROR.meetNotExist);
    if (userType === USER_TYPE.MONITOR) {
      if (!meet || openJoin) refuse(INVITE_ERROR.meetNotExist);
      const joinKind = JOIN_KIND.MONITOR;
      return ok({
        bodaAppMsg: appMessage({ company, meet, entry: null, nickName, userType, joinKind }),
      });
    }
    const datetime = nowDatetime();
    if (!meet) {
      if (room.roomOpenType === ENTRY_MODE.AUTHOR_FIRST) refuse(INVITE_ERROR.notStarted);
      meet = startMeet(db, { room, opener: { userIdx: 0, userName: nickName }, datetime });
    }
    const entry = joinMeet(db, meet, guest(nickName, userType), datetime);
    const joinKind = openJoin ? JOIN_KIND.OPEN_JOIN : JOIN_KIND.JOIN;
    return ok({ bodaAppMsg: appMessage({ company, meet, entry, nickName, userType, joinKind }) });
  }),

  /**
   * A guest opens a class of their own (screens.md §2.2 create mode, offered only to a user type
   * with the meeting-open permission; another type is a bad request, assumed): an instant room
   * with a fresh invite code and its running class. assumed: the reply also names the room, the
   * meet and the invite code, so the page can show the code to share.
   *
   * The class page opens classes with it too (as a member, see JOIN_INFO): with a roomCode, the
   * class of that room (its running class if one runs; else a new one when the user type may
   * open it, canOpenReservedRoom, else WB-403-105 "class not started"); without, the instant
   * class of the instant-class card (title and optional join password, valid.roomPwdRule).
   */
  implement('openRoom.OPEN_INFO', ({ fields }) => {
    const company = companyOf(fields);
    const nickName = checkedNickname(fields.nickName);
    const { userType, userTypeAuth } = checkedUserType(company, fields.userType);
    if (fields.roomCode !== undefined) {
      const found = roomByCode(db, fields.roomCode);
      const room = usableRoom(
        found?.companyIdx === company.companyIdx ? found : refuse(INVITE_ERROR.invalidInvite),
      );
      const datetime = nowDatetime();
      let meet = runningMeetOf(db, room.roomCode);
      if (!meet) {
        if (!canOpenReservedRoom({ userType }, room, userTypeAuth)) {
          refuse(INVITE_ERROR.notStarted);
        }
        meet = startMeet(db, { room, opener: { userIdx: 0, userName: nickName }, datetime });
      }
      const entry = joinMeet(db, meet, guest(nickName, userType), datetime);
      const joinKind = JOIN_KIND.OPEN_JOIN;
      return ok({
        bodaAppMsg: appMessage({ company, meet, entry, nickName, userType, joinKind }),
        roomCode: room.roomCode,
        meetIdx: meet.meetIdx,
        inviteCode: room.inviteCode,
      });
    }
    if (!can({ userType }, 'meetOpen', userTypeAuth)) refuse(INVITE_ERROR.badRequest);
    const roomTitle = fields.roomTitle?.trim() || refuse(INVITE_ERROR.badRequest);
    if (fields.meetPwd && validateRoomPassword(fields.meetPwd)) refuse(INVITE_ERROR.badRequest);
    const datetime = nowDatetime();
    const room = addRoom(db, {
      companyIdx: company.companyIdx,
      roomTitle,
      ownerUserIdx: 0,
      roomShowType: ROOM_OPEN_TYPE.INSTANT,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
      showDatetime: datetime,
      meetPwd: fields.meetPwd || null,
    });
    const meet = startMeet(db, { room, opener: { userIdx: 0, userName: nickName }, datetime });
    const entry = joinMeet(db, meet, guest(nickName, userType), datetime);
    return ok({
      bodaAppMsg: appMessage({
        company,
        meet,
        entry,
        nickName,
        userType,
        joinKind: JOIN_KIND.OPEN_JOIN,
      }),
      roomCode: room.roomCode,
      meetIdx: meet.meetIdx,
      inviteCode: room.inviteCode,
    });
  }),
];
