// Rooms for the stories of the class page's cards; not part of the public API.
import {
  ENTRY_MODE,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type Room,
  type RoomMeet,
} from '@platform/contract';

/** The stories' today: the rooms' periods show in their short, current-year form. */
export const STORY_NOW = new Date(2026, 4, 12, 9, 0);
/** The owner (leader) of the story rooms, and the signed-in user of most stories. */
export const ROOM_OWNER_IDX = 101;
/** A teacher who is not the owner and started a meet. */
export const MEET_STARTER_IDX = 207;

/** A reserved, author-first room of the demo institution without a running class. */
export const storyRoom = (overrides: Partial<Room> = {}): Room => ({
  roomCode: 'R-0001',
  roomIdx: 1,
  roomTitle: '중2 수학 심화반',
  roomType: 2,
  showDatetime: '2026-03-02 00:00:00',
  showEndDatetime: '2026-08-31 23:59:59',
  ownerUserIdx: ROOM_OWNER_IDX,
  ownerUser: { userIdx: ROOM_OWNER_IDX, userName: '김선생' },
  roomStatus: ROOM_STATE.USE,
  roomShowType: ROOM_OPEN_TYPE.RESERVED,
  roomOpenType: ENTRY_MODE.AUTHOR_FIRST,
  inviteCode: '482915736',
  roomUserList: [
    { userIdx: 201, userName: '이서연', userType: 12 },
    { userIdx: 202, userName: '박지후', userType: 12 },
    { userIdx: 203, userName: '최하린', userType: 12 },
    { userIdx: 204, userName: '정도윤', userType: 12 },
  ],
  meet: { exist: false },
  ...overrides,
});

/** A running class of a story room, with three people in it. */
export const storyLiveMeet = (startedBy = ROOM_OWNER_IDX): RoomMeet => ({
  exist: true,
  meetIdx: 900,
  meetTitle: '중2 수학 심화반',
  inviteCode: '482915736',
  currentUserNum: 3,
  userIdx: startedBy,
});
