import { describe, expect, it } from 'vitest';
import { WEB_AUTH } from '../codes/webAuth.ts';
import {
  canCloseClass,
  canDeleteReferenceFile,
  canEditBook,
  canManageOtherUsers,
  canManageRoom,
  canManageRoomBooks,
  canOpenReservedRoom,
  canRemoveHomework,
  canRemoveRoom,
  canViewAttendeeNote,
  hasParentPhone,
  mayHaveOperatorRole,
} from './rules.ts';

const noMap = new Map<number, number>();

describe('canOpenReservedRoom', () => {
  it('lets anyone open an anyone-first room', () => {
    expect(canOpenReservedRoom({ userType: 12 }, { roomOpenType: 0 }, noMap)).toBe(true);
  });
  it('needs MEET_OPEN for an author-first room', () => {
    expect(canOpenReservedRoom({ userType: 12 }, { roomOpenType: 1 }, noMap)).toBe(false);
    const opener = { userType: 11, webAuth: WEB_AUTH.MEET_OPEN };
    expect(canOpenReservedRoom(opener, { roomOpenType: 1 }, noMap)).toBe(true);
  });
});

describe('canViewAttendeeNote', () => {
  const base = { noteUserIdx: 7, leaderUserIdx: 9, userTypeAuth: noMap };
  it('allows the note own user, the leader and the permission', () => {
    expect(canViewAttendeeNote({ ...base, user: { userIdx: 7, userType: 12 } })).toBe(true);
    expect(canViewAttendeeNote({ ...base, user: { userIdx: 9, userType: 11 } })).toBe(true);
    const viewer = { userIdx: 1, userType: 5, webAuth: WEB_AUTH.ATTEND_NOTE_VIEW };
    expect(canViewAttendeeNote({ ...base, user: viewer })).toBe(true);
  });
  it('refuses anyone else', () => {
    expect(canViewAttendeeNote({ ...base, user: { userIdx: 1, userType: 12 } })).toBe(false);
  });
});

describe('ownership rules', () => {
  it('room books need the owner and flag 4', () => {
    expect(canManageRoomBooks(1, { ownerUserIdx: 1 }, [false, false, false, true])).toBe(true);
    expect(canManageRoomBooks(2, { ownerUserIdx: 1 }, [false, false, false, true])).toBe(false);
    expect(canManageRoomBooks(1, { ownerUserIdx: 1 }, [true, true, true, false])).toBe(false);
  });
  it('the owner closes a class, and the starter of a non-reserved meet', () => {
    const meet = { ownerUserIdx: 1, meetStarterIdx: 2 };
    expect(canCloseClass({ ...meet, userIdx: 1, reserved: true })).toBe(true);
    expect(canCloseClass({ ...meet, userIdx: 2, reserved: false })).toBe(true);
    expect(canCloseClass({ ...meet, userIdx: 2, reserved: true })).toBe(false);
    expect(canCloseClass({ ...meet, userIdx: 3, reserved: false })).toBe(false);
  });
  it('only the author edits a book, only the uploader deletes a file', () => {
    expect(canEditBook(4, { regUserIdx: 4 })).toBe(true);
    expect(canEditBook(5, { regUserIdx: 4 })).toBe(false);
    expect(canDeleteReferenceFile(4, { regUserIdx: 4 })).toBe(true);
    expect(canDeleteReferenceFile(5, { regUserIdx: 4 })).toBe(false);
  });
});

describe('user-type rules', () => {
  it('open teachers and admins manage other users', () => {
    expect(canManageOtherUsers(13)).toBe(true);
    expect(canManageOtherUsers(3)).toBe(true);
    expect(canManageOtherUsers(11)).toBe(false);
    expect(canManageOtherUsers(5)).toBe(false);
  });
  it('the operator role is for open teachers only', () => {
    expect(mayHaveOperatorRole(13)).toBe(true);
    expect(mayHaveOperatorRole(5)).toBe(false);
    expect(mayHaveOperatorRole(11)).toBe(false);
  });
  it('parent phone is for students only', () => {
    expect(hasParentPhone(12)).toBe(true);
    expect(hasParentPhone(11)).toBe(false);
  });
});

describe('removal rules', () => {
  it('homework with submissions cannot be removed', () => {
    expect(canRemoveHomework({ submitUserCount: 0 })).toBe(true);
    expect(canRemoveHomework({ submitUserCount: null })).toBe(true);
    expect(canRemoveHomework({ submitUserCount: 1 })).toBe(false);
  });
  it('a room with an open meet cannot be removed', () => {
    expect(canRemoveRoom({ meet: { exist: true } })).toBe(false);
    expect(canRemoveRoom({ meet: { exist: false } })).toBe(true);
    expect(canRemoveRoom({})).toBe(true);
  });
});

describe('canManageRoom (assumed: the owner, or manage access with room registration)', () => {
  const map = new Map<number, number>([
    [3, WEB_AUTH.MANAGE + WEB_AUTH.ROOM_REG],
    [4, WEB_AUTH.MANAGE],
    [12, 0],
  ]);
  const room = { ownerUserIdx: 7 };
  it('lets the owner, whatever the bits', () => {
    expect(canManageRoom({ userIdx: 7, userType: 12 }, room, map)).toBe(true);
  });
  it('lets a manager with both bits, and no one else', () => {
    expect(canManageRoom({ userIdx: 1, userType: 3 }, room, map)).toBe(true);
    expect(canManageRoom({ userIdx: 2, userType: 4 }, room, map)).toBe(false);
    expect(canManageRoom({ userIdx: 3, userType: 12 }, room, map)).toBe(false);
  });
});
