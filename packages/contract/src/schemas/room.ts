import { z } from '../zod.ts';
import {
  roomOpenTypeValue,
  roomShowTypeValue,
  roomStatusValue,
  roomTypeValue,
  userTypeValue,
} from './codeValues.ts';
import { datetimeText, int, opt } from './primitives.ts';
import { userRefSchema } from './user.ts';

/** A room user (screens.md §3: "Room user: userIdx, userName, userType, phone"). */
export const roomUserSchema = z.looseObject({
  userIdx: int,
  /** assumed: the login id comes along, since the whiteboard's attendee page sends it (screens.md §10). */
  userId: opt(z.string()),
  userName: opt(z.string()),
  userType: opt(userTypeValue),
  phone: opt(z.string()),
});
export type RoomUser = z.infer<typeof roomUserSchema>;

/**
 * A room book (screens.md §3: "book{bookName,pageCount,regUser}, lastReadStart, lastReadEnd,
 * roomCode"). assumed: `bookIdx` too, since the update sends roomBook{roomCode,bookIdx,...}
 * (screens.md §7).
 */
export const roomBookSchema = z.looseObject({
  roomCode: opt(z.string()),
  bookIdx: opt(int),
  book: opt(
    z.looseObject({
      bookName: opt(z.string()),
      pageCount: opt(int),
      regUser: opt(userRefSchema),
    }),
  ),
  lastReadStart: opt(int),
  lastReadEnd: opt(int),
});
export type RoomBook = z.infer<typeof roomBookSchema>;

/** A room template (screens.md §3: template{templateIdx,templateName,description}). */
export const roomTemplateSchema = z.looseObject({
  templateIdx: int,
  templateName: opt(z.string()),
  description: opt(z.string()),
});
export type RoomTemplate = z.infer<typeof roomTemplateSchema>;

/**
 * The live meet of a room card (screens.md §3: meet{exist,meetIdx,meetTitle,inviteCode,joinCode,
 * meetPwd,startDatetime,openDatetime,currentUserNum,userIdx}). assumed: `exist` a boolean.
 */
export const roomMeetSchema = z.looseObject({
  exist: opt(z.boolean()),
  meetIdx: opt(int),
  meetTitle: opt(z.string()),
  inviteCode: opt(z.string()),
  joinCode: opt(z.string()),
  meetPwd: opt(z.string()),
  startDatetime: opt(datetimeText),
  openDatetime: opt(datetimeText),
  currentUserNum: opt(int),
  userIdx: opt(int),
});
export type RoomMeet = z.infer<typeof roomMeetSchema>;

/**
 * Room (foundation.md §3, screens.md §3). Two fields share a word with other tables, kept apart:
 * `roomShowType` holds the room open type (instant, reserved; foundation.md §9), `roomOpenType`
 * holds the entry mode (anyone or author first). assumed: roomCode and roomTitle required.
 */
export const roomSchema = z.looseObject({
  roomCode: z.string(),
  roomIdx: opt(int),
  roomTitle: z.string(),
  roomDesc: opt(z.string()),
  roomType: opt(roomTypeValue),
  template: opt(roomTemplateSchema),
  showDatetime: opt(datetimeText),
  /** Year 9999 means unlimited (foundation.md §3; `UNLIMITED_YEAR` of src/dates). */
  showEndDatetime: opt(datetimeText),
  ownerUserIdx: opt(int),
  ownerUser: opt(userRefSchema),
  roomStatus: opt(roomStatusValue),
  roomShowType: opt(roomShowTypeValue),
  roomOpenType: opt(roomOpenTypeValue),
  inviteCode: opt(z.string()),
  roomUserList: opt(z.array(roomUserSchema)),
  roomBookList: opt(z.array(roomBookSchema)),
  meet: opt(roomMeetSchema),
});
export type Room = z.infer<typeof roomSchema>;

/**
 * The `searchType` of the room list (foundation.md §7 Room "GET LIST (searchType 2)").
 * INSTITUTION (2, the spec's) lists the rooms of the caller's institution: the room management
 * list and the unit-price tab's classrooms; assumed: hidden rooms too when the caller has manage
 * access (so a manager can show them again), closed ones never. assumed: MINE (1) is the class
 * page's list (meet/list): the rooms the caller owns or attends, in use or hidden, plus the
 * instant rooms whose live class the caller owns, started or is in.
 */
export const ROOM_LIST_SEARCH_TYPE = {
  MINE: 1,
  INSTITUTION: 2,
} as const;
export type RoomListSearchType = (typeof ROOM_LIST_SEARCH_TYPE)[keyof typeof ROOM_LIST_SEARCH_TYPE];
