import { ENTRY_MODE } from '../codes/rooms.ts';
import { USER_TYPE } from '../codes/users.ts';
import { isFeatureOn } from './features.ts';
import { type AuthUser, can } from './webAuth.ts';

/** Rules of screens.md §6 that combine a permission, ownership or a user type. */

/**
 * screens.md §6: "Reserved room openable by anyone if open type is 'any', else only with
 * MEET_OPEN". The room's "open type" here is the wire field `roomOpenType`, i.e. the entry
 * mode (0 anyone first), not the room open type table.
 */
export function canOpenReservedRoom(
  user: AuthUser,
  room: { roomOpenType: number },
  userTypeAuth: ReadonlyMap<number, number>,
): boolean {
  return room.roomOpenType === ENTRY_MODE.ANYONE_FIRST || can(user, 'meetOpen', userTypeAuth);
}

/**
 * screens.md §6: "Attendee note view if attendance-note-view permission, or own note, or class
 * leader".
 */
export function canViewAttendeeNote(input: {
  user: AuthUser & { userIdx: number };
  noteUserIdx: number;
  leaderUserIdx: number | null | undefined;
  userTypeAuth: ReadonlyMap<number, number>;
}): boolean {
  const { user } = input;
  return (
    user.userIdx === input.noteUserIdx ||
    user.userIdx === input.leaderUserIdx ||
    can(user, 'attendNoteView', input.userTypeAuth)
  );
}

/**
 * screens.md §6: the room owner manages the room's books, given "the fourth web-function flag".
 */
export function canManageRoomBooks(
  userIdx: number,
  room: { ownerUserIdx: number },
  funcUse: readonly boolean[],
): boolean {
  return userIdx === room.ownerUserIdx && isFeatureOn(funcUse, 'ROOM_BOOKS');
}

/**
 * screens.md §6: the owner closes the class; "A non-owner who started a non-reserved meet may also
 * close it". `reserved` says whether the room is a reserved room.
 */
export function canCloseClass(input: {
  userIdx: number;
  ownerUserIdx: number;
  meetStarterIdx: number | null | undefined;
  reserved: boolean;
}): boolean {
  if (input.userIdx === input.ownerUserIdx) return true;
  return !input.reserved && input.userIdx === input.meetStarterIdx;
}

/**
 * Who may modify or remove a room, change its leader and edit its attendees and books: its owner
 * (screens.md §6 "Room owner: modify room, change leader ..., attendees, remove room"), and a
 * manager of the institution ("Leader changes by manager"; the room management list of the manage
 * area). assumed: a manager is a user with both manage access and room registration (the bits,
 * not the user type, as the server checks); without it removal answers WB-403-105.
 */
export function canManageRoom(
  user: AuthUser & { userIdx: number },
  room: { ownerUserIdx: number },
  userTypeAuth: ReadonlyMap<number, number>,
): boolean {
  if (user.userIdx === room.ownerUserIdx) return true;
  return can(user, 'manageAccess', userTypeAuth) && can(user, 'roomRegistration', userTypeAuth);
}

/** screens.md §6: "Only a class book's author may modify, delete, edit index; anyone may copy." */
export function canEditBook(userIdx: number, book: { regUserIdx: number }): boolean {
  return userIdx === book.regUserIdx;
}

/** screens.md §6: "Only the uploader may delete a reference file." */
export function canDeleteReferenceFile(userIdx: number, file: { regUserIdx: number }): boolean {
  return userIdx === file.regUserIdx;
}

/**
 * screens.md §6: "Open teachers and admins may change password, edit user info, and manage unit
 * prices" (of other users).
 */
export function canManageOtherUsers(userType: number): boolean {
  return userType === USER_TYPE.OPEN_TEACHER || userType === USER_TYPE.ADMIN;
}

/**
 * screens.md §6: "Operator role only when type is open teacher": the `userRole` 'operator' may be
 * given only to user type 13 (not to be confused with user type 5, operator).
 */
export function mayHaveOperatorRole(userType: number): boolean {
  return userType === USER_TYPE.OPEN_TEACHER;
}

/** screens.md §6: "Parent phone is student-only." */
export function hasParentPhone(userType: number): boolean {
  return userType === USER_TYPE.STUDENT;
}

/** screens.md §5: "Homework cannot be removed when submitUserCount > 0." */
export function canRemoveHomework(task: { submitUserCount: number | null | undefined }): boolean {
  return (task.submitUserCount ?? 0) === 0;
}

/** screens.md §4: "A room with an open meet cannot be removed." */
export function canRemoveRoom(room: { meet?: { exist?: boolean | null } | null }): boolean {
  return room.meet?.exist !== true;
}
