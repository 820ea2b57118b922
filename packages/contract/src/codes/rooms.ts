import type { CodeOf } from './codeTable.ts';

/** Room state (`roomStatus`), foundation.md §9: 0 none, 1 use, 9 hide, 99 close. */
export const ROOM_STATE = {
  NONE: 0,
  USE: 1,
  HIDE: 9,
  CLOSE: 99,
} as const;
export type RoomState = CodeOf<typeof ROOM_STATE>;

/**
 * Room open type, foundation.md §9: 0 none, 1 instant, 2 reserved, 3 task (§4: "Open types:
 * instant, reserved, task"). On the wire it travels in the field `roomShowType` ("instant or
 * reserved", screens.md §3; assumed, as in src/schemas), NOT in the field named `roomOpenType`,
 * which carries the ENTRY_MODE below. Same words, two things: keep them apart.
 */
export const ROOM_OPEN_TYPE = {
  NONE: 0,
  INSTANT: 1,
  RESERVED: 2,
  TASK: 3,
} as const;
export type RoomOpenType = CodeOf<typeof ROOM_OPEN_TYPE>;

/**
 * Entry mode, foundation.md §9: 0 anyone first, 1 author first. This is what the wire field
 * `roomOpenType` holds ("roomOpenType (anyone or author first)", screens.md §3), despite its name;
 * it is not the ROOM_OPEN_TYPE table above.
 */
export const ENTRY_MODE = {
  ANYONE_FIRST: 0,
  AUTHOR_FIRST: 1,
} as const;
export type EntryMode = CodeOf<typeof ENTRY_MODE>;

/**
 * Room kinds, foundation.md §9: 1 meeting, 2 class, 3 homework, 4 test (the `roomType` field;
 * WEB_ROOM_CATEGORY_1 and WEB_ROOM_CATEGORY_3 of the configuration string switch kinds 1 and 3).
 */
export const ROOM_KIND = {
  MEETING: 1,
  CLASS: 2,
  HOMEWORK: 3,
  TEST: 4,
} as const;
export type RoomKind = CodeOf<typeof ROOM_KIND>;

/** Join kinds, foundation.md §9: open-join 1, join 2, monitor 3. */
export const JOIN_KIND = {
  OPEN_JOIN: 1,
  JOIN: 2,
  MONITOR: 3,
} as const;
export type JoinKind = CodeOf<typeof JOIN_KIND>;

/**
 * Which table each room field holds. The names `roomShowType` / `roomOpenType` mislead; this map
 * says it once, so a reader need not rediscover it (sources in the comments of the tables).
 */
export const ROOM_FIELD_CODE_TABLE = {
  roomStatus: ROOM_STATE,
  roomShowType: ROOM_OPEN_TYPE,
  roomOpenType: ENTRY_MODE,
  roomType: ROOM_KIND,
} as const;

/**
 * What the attendance log's keyword searches (logMeetUserJoin.LIST `searchFilter`; screens.md §10
 * Statistics links it with `searchFilter=userId`). assumed: the attendee's name and the class
 * title too, as the class log searches title, leader ID and leader name.
 */
export const ATTENDANCE_SEARCH_FILTERS = ['userId', 'userName', 'meetTitle'] as const;
export type AttendanceSearchFilter = (typeof ATTENDANCE_SEARCH_FILTERS)[number];

/**
 * What the class log's keyword searches (logMeet.LIST `searchFilter`; screens.md §10 History
 * "filter radio (title, leader ID, leader name)"), the default first. assumed: the wire names are
 * the class log's own fields (classLogSchema).
 */
export const CLASS_LOG_SEARCH_FILTERS = ['meetTitle', 'leaderId', 'leaderName'] as const;
export type ClassLogSearchFilter = (typeof CLASS_LOG_SEARCH_FILTERS)[number];
