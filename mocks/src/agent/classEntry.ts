import {
  AGENT_COMMAND,
  type AgentLaunch,
  can,
  canManageRoom,
  canOpenReservedRoom,
  JOIN_KIND,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  readConfigString,
  USER_TYPE,
  type UserType,
} from '@platform/contract';
import {
  attendeeOf,
  claimEntry,
  joinMeet,
  type MockMeet,
  type MockMeetUser,
  type MockRoom,
  meetByIdx,
  roomByCode,
  roomByInviteCode,
  runningMeetOf,
  startMeet,
} from '../db/areas/rooms.ts';
import { companyByIdx, userByIdx } from '../db/queries.ts';
import type { MockDb, MockUser } from '../db/types.ts';

/**
 * What the classroom client does with a launch of a class (command `join` or `open`): the fake
 * agent plays it at once, so that a launch from the web makes the class live in the mock, as the
 * real client does by connecting (issue 19 item 9). The client's own talk with the server is not
 * a call of the catalogue; this writes what the server would keep.
 *
 * - A launch that carries the bodaAppMsg of openRoom.JOIN_INFO / OPEN_INFO comes in on the entry
 *   the server registered for it (invite.ts; again, if the guest left meanwhile). When the
 *   launch names a signed-in member (user.userIdx: the class page, monitoring), the client,
 *   signed in as that member, claims the entry: it becomes the member's, and the class too when
 *   the member opened it (claimEntry of rooms.ts). A monitoring join's message names no entry
 *   (see below).
 * - A member's launch without a bodaAppMsg names the room (roomCode or inviteCode, the meetIdx
 *   it saw: 0 or none to open) and the user (userIdx). The client opens the class when none
 *   runs and the user may open it, then enters it. assumed, as the server would check:
 *   the room is in use and of the user's institution (else WB-403-112); a reserved room is
 *   entered by its owner, its attendees and the institution's managers only (the invite join
 *   registers the user as an attendee first, screens.md §4; else WB-403-112); a class is opened
 *   by the owner, or as canOpenReservedRoom says (anyone first, or MEET_OPEN), an instant
 *   room's by its owner or with MEET_OPEN (else WB-403-105, "class not started"); a meetIdx
 *   that is not the running class is WB-400-025.
 * - A monitoring join (room.joinKind 3, screens.md §6 "Monitoring joins as user type 4") looks
 *   on without being counted among the attendees (assumed), and needs manage access.
 */

/** The outcome the fake agent keeps with a class launch. */
export type ClassEntry =
  | { meetIdx: number; joinIdx: number }
  | { meetIdx: number; monitor: true }
  | { refused: string };

const refused = (code: string): ClassEntry => ({ refused: code });

interface Ticket {
  meetIdx: number;
  joinIdx: number;
  nickName: string;
  userType: UserType | null;
}

const USER_TYPES: ReadonlySet<unknown> = new Set(Object.values(USER_TYPE));
const isUserType = (value: unknown): value is UserType => USER_TYPES.has(value);

/** The entry a guest's bodaAppMsg carries (see appMessage of invite.ts), if it is one. */
function ticketOf(message: unknown): Ticket | null {
  if (typeof message !== 'string') return null;
  try {
    const parsed = JSON.parse(message) as Record<string, unknown>;
    const { meetIdx, joinIdx, nickName, userType } = parsed;
    if (typeof meetIdx !== 'number' || typeof joinIdx !== 'number') return null;
    return {
      meetIdx,
      joinIdx,
      nickName: typeof nickName === 'string' ? nickName : '',
      userType: isUserType(userType) ? userType : null,
    };
  } catch {
    return null;
  }
}

function enterWithTicket(
  db: MockDb,
  ticket: Ticket,
  member: MockUser | undefined,
  datetime: string,
): ClassEntry {
  const meet = meetByIdx(db, ticket.meetIdx);
  if (!meet || meet.endDatetime !== null) return refused('WB-400-025');
  const registered = db.meetUsers.find(
    (row) => row.joinIdx === ticket.joinIdx && row.quitDatetime === null,
  );
  let row =
    registered ??
    joinMeet(
      db,
      meet,
      { userIdx: 0, userId: null, userName: ticket.nickName, userType: ticket.userType },
      datetime,
    );
  if (member && member.companyIdx === meet.companyIdx) row = claimEntry(db, meet, row, member);
  return { meetIdx: meet.meetIdx, joinIdx: row.joinIdx };
}

function userTypeAuthOf(db: MockDb, user: MockUser) {
  return readConfigString(companyByIdx(db, user.companyIdx)?.cfg).config.userTypeAuth;
}

function mayEnter(db: MockDb, user: MockUser, room: MockRoom): boolean {
  if (room.roomShowType !== ROOM_OPEN_TYPE.RESERVED) return true;
  return (
    room.ownerUserIdx === user.userIdx ||
    room.roomUserList.some((attendee) => attendee.userIdx === user.userIdx) ||
    canManageRoom(user, room, userTypeAuthOf(db, user))
  );
}

function mayOpen(db: MockDb, user: MockUser, room: MockRoom): boolean {
  if (room.ownerUserIdx === user.userIdx) return true;
  const userTypeAuth = userTypeAuthOf(db, user);
  return room.roomShowType === ROOM_OPEN_TYPE.INSTANT
    ? can(user, 'meetOpen', userTypeAuth)
    : canOpenReservedRoom(user, room, userTypeAuth);
}

function enterAsUser(
  db: MockDb,
  launch: AgentLaunch,
  user: MockUser,
  datetime: string,
): ClassEntry {
  const { roomCode, inviteCode, meetIdx } = launch.room;
  const room =
    (roomCode ? roomByCode(db, roomCode) : undefined) ??
    (inviteCode ? roomByInviteCode(db, inviteCode) : undefined);
  if (!room || room.companyIdx !== user.companyIdx || room.roomStatus !== ROOM_STATE.USE) {
    return refused('WB-403-112');
  }
  let meet: MockMeet | undefined = runningMeetOf(db, room.roomCode);
  if (meetIdx && meet?.meetIdx !== meetIdx) return refused('WB-400-025');
  if (launch.room.joinKind === JOIN_KIND.MONITOR) {
    if (!meet) return refused('WB-400-025');
    if (!can(user, 'manageAccess', userTypeAuthOf(db, user))) return refused('WB-403-102');
    return { meetIdx: meet.meetIdx, monitor: true };
  }
  if (!mayEnter(db, user, room)) return refused('WB-403-112');
  if (!meet) {
    if (!mayOpen(db, user, room)) return refused('WB-403-105');
    meet = startMeet(db, { room, opener: user, datetime });
  }
  const row: MockMeetUser = joinMeet(db, meet, attendeeOf(user), datetime);
  return { meetIdx: meet.meetIdx, joinIdx: row.joinIdx };
}

/**
 * The classroom client enters the class a launch names; null for a launch that is no class
 * (homework and note commands).
 */
export function enterClass(db: MockDb, launch: AgentLaunch, datetime: string): ClassEntry | null {
  if (launch.command !== AGENT_COMMAND.JOIN && launch.command !== AGENT_COMMAND.OPEN) return null;
  const user = launch.user.userIdx ? userByIdx(db, launch.user.userIdx) : undefined;
  const ticket = ticketOf(launch.room.bodaAppMsg);
  if (ticket) return enterWithTicket(db, ticket, user, datetime);
  if (!user) return refused('WB-400-212');
  return enterAsUser(db, launch, user, datetime);
}
