// Rooms for the stories of the class page's cards; not part of the public API.
import {
  ENTRY_MODE,
  type ReferenceFile,
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

/**
 * A class's reference files: one of the leader's (201), of this year, and one of another
 * teacher's (202), of last year (the room detail's files tab and ReferenceFiles).
 */
export const storyReferenceFiles: ReferenceFile[] = [
  {
    fileIdx: 1,
    orgFileName: '3월 진도표.pdf',
    userNm: '한지민',
    regUserIdx: 201,
    regDatetime: '2026-03-02 09:10:00',
    fileSize: 1536000,
  },
  {
    fileIdx: 2,
    orgFileName: '오답 정리.hwp',
    userNm: '오현우',
    regUserIdx: 202,
    regDatetime: '2025-12-20 18:00:00',
    fileSize: 20480,
  },
];
