import {
  type AuthUser,
  canCloseClass,
  canOpenReservedRoom,
  canRemoveRoom,
  ENTRY_MODE,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type Room,
  WEB_AUTH,
} from '@platform/contract';

/**
 * What a room card's join button does (screens.md §4 Room):
 * - `join`: a meet exists, the user joins it;
 * - `open`: no meet, the user may open one (the app sends the open-join);
 * - `preparing`: no meet and the user may not open one: 'class preparing', disabled;
 * - `hidden`: ROOM_STATE.HIDE, 'manage hidden room', the card disabled;
 * - `closed`: ROOM_STATE.CLOSE (the class page lists none; a card for one is disabled too).
 */
export type RoomJoinMode = 'join' | 'open' | 'preparing' | 'hidden' | 'closed';

/** The actions of a room card's kebab menu (screens.md §10 "Class rooms page"). */
export const ROOM_CARD_ACTIONS = [
  'qr',
  'copyLink',
  'copyInfo',
  'modify',
  'remove',
  'close',
] as const;
export type RoomCardAction = (typeof ROOM_CARD_ACTIONS)[number];

/**
 * The user as the contract's permission rule reads it, holding MEET_OPEN or not. The kit is given
 * the permission as a boolean (the app has read it with `can(user, 'meetOpen', ...)`); own bits
 * win over the per-type map in `effectiveWebAuth`, so an empty map leaves exactly this bit.
 */
function holderOfMeetOpen(canOpenMeet: boolean): AuthUser {
  return { userType: 0, webAuth: canOpenMeet ? WEB_AUTH.MEET_OPEN : 0 };
}

const NO_TYPE_MAP: ReadonlyMap<number, number> = new Map();

/** Whether the room is a reserved room (the room open type travels in `roomShowType`). */
export function isReservedRoom(room: Pick<Room, 'roomShowType'>): boolean {
  return room.roomShowType === ROOM_OPEN_TYPE.RESERVED;
}

/**
 * The join button's mode. screens.md §4: "Join button shows 'class preparing' and is disabled
 * unless a meet exists or user may open meets"; §6: "Reserved room openable by anyone if open type
 * is 'any', else only with MEET_OPEN" (the contract's canOpenReservedRoom). A room that is not
 * reserved (an instant room whose meet has ended) opens with MEET_OPEN only. assumed: a reserved
 * room without `roomOpenType` is author first, the stricter reading.
 */
export function roomJoinMode(
  room: Pick<Room, 'roomStatus' | 'roomShowType' | 'roomOpenType' | 'meet'>,
  canOpenMeet: boolean,
): RoomJoinMode {
  if (room.roomStatus === ROOM_STATE.HIDE) return 'hidden';
  if (room.roomStatus === ROOM_STATE.CLOSE) return 'closed';
  if (room.meet?.exist === true) return 'join';
  const mayOpen = isReservedRoom(room)
    ? canOpenReservedRoom(
        holderOfMeetOpen(canOpenMeet),
        { roomOpenType: room.roomOpenType ?? ENTRY_MODE.AUTHOR_FIRST },
        NO_TYPE_MAP,
      )
    : canOpenMeet;
  return mayOpen ? 'open' : 'preparing';
}

export interface RoomMenuState {
  /** The items the menu lists, in ROOM_CARD_ACTIONS order. */
  actions: RoomCardAction[];
  /** 'Remove' is listed but unavailable: "A room with an open meet cannot be removed". */
  removeBlocked: boolean;
}

/**
 * What the kebab menu lists (screens.md §10): QR code and the two copies always; modify and remove
 * for who may manage the room (`canManage`, the contract's canManageRoom); close class only while
 * a meet exists, for the owner or "a non-owner who started a non-reserved meet" (§6, canCloseClass;
 * the meet's `userIdx` is its starter). Remove stays listed while a meet is open, unavailable (§4).
 */
export function roomMenuState(
  room: Pick<Room, 'ownerUserIdx' | 'roomShowType' | 'meet'>,
  currentUserIdx: number,
  canManage: boolean,
): RoomMenuState {
  const live = room.meet?.exist === true;
  const mayClose =
    live &&
    canCloseClass({
      userIdx: currentUserIdx,
      // A room without an owner has none the user could be.
      ownerUserIdx: room.ownerUserIdx ?? Number.NaN,
      meetStarterIdx: room.meet?.userIdx,
      reserved: isReservedRoom(room),
    });
  const actions = ROOM_CARD_ACTIONS.filter((action) => {
    if (action === 'modify' || action === 'remove') return canManage;
    if (action === 'close') return mayClose;
    return true;
  });
  return { actions, removeBlocked: !canRemoveRoom(room) };
}
