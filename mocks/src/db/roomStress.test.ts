import {
  ENTRY_MODE,
  type EndpointName,
  ROOM_LIST_SEARCH_TYPE,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  type Room,
  validateRoomName,
  validateRoomPassword,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../server/callEndpoint.ts';
import { login, useMockServer } from '../testing/setup.ts';
import { db } from './index.ts';
import { addRoomStressSet, ROOM_STRESS_SIZE } from './roomStress.ts';

useMockServer();

const NOW = new Date(2026, 10, 27, 10, 0, 0);

async function teacherRooms(): Promise<Room[]> {
  const { token } = await login('teacher', { companyId: 'demo' });
  const call = <T>(name: EndpointName, fields: Record<string, unknown>) =>
    callEndpoint<T>(name, { accessToken: token.access_token, fields });
  const answer = await call<{ resultList: Room[] }>('room.LIST', {
    searchType: ROOM_LIST_SEARCH_TYPE.MINE,
    paging: false,
  });
  return answer.body.resultList;
}

describe('the class page stress set (issue 19 item 11)', () => {
  it("puts 500 rooms of every kind on the demo teacher's class page", async () => {
    const before = (await teacherRooms()).length;
    const set = addRoomStressSet(db, { now: NOW });
    expect(ROOM_STRESS_SIZE).toBe(500);
    expect(set.rooms).toHaveLength(500);
    const rooms = await teacherRooms();
    expect(rooms).toHaveLength(before + 500);
    const stressed = new Set(set.rooms.map((room) => room.roomCode));
    const mine = rooms.filter((room) => stressed.has(room.roomCode));
    expect(mine).toHaveLength(500);
    const live = mine.filter((room) => room.meet?.exist);
    expect(live).toHaveLength(set.live);
    expect(set.live).toBe(50);
    for (const room of live) expect(room.meet?.currentUserNum).toBeGreaterThanOrEqual(4);
    expect(mine.filter((room) => room.roomShowType === ROOM_OPEN_TYPE.INSTANT)).toHaveLength(10);
    expect(mine.filter((room) => room.roomStatus === ROOM_STATE.HIDE)).toHaveLength(set.hidden);
    expect(set.hidden).toBe(25);
    const authorFirst = mine.filter((room) => room.roomOpenType === ENTRY_MODE.AUTHOR_FIRST);
    expect(authorFirst).toHaveLength(set.authorFirst);
    expect(set.authorFirst).toBeGreaterThan(100);
    expect(set.authorFirst).toBeLessThan(300);
    expect(set.attended).toBeGreaterThan(50);
    // Live classes first, as the page shows them.
    expect(rooms.slice(0, set.live + 1).every((room) => room.meet?.exist)).toBe(true);
  });

  it('holds rooms the contract accepts, the same on every run', () => {
    const first = addRoomStressSet(db, { now: NOW, rooms: 60 });
    for (const room of first.rooms) {
      expect(validateRoomName(room.roomTitle)).toBeNull();
      expect(validateRoomPassword(room.meetPwd ?? '')).toBeNull();
      // An instant room's people are the ones inside its class.
      if (room.roomShowType !== ROOM_OPEN_TYPE.INSTANT) {
        expect(room.roomUserList.length).toBeGreaterThan(0);
      }
    }
    const again = addRoomStressSet(db, { now: NOW, rooms: 60 });
    const shape = (room: (typeof first.rooms)[number]) => [
      room.roomTitle,
      room.ownerUserIdx,
      room.roomStatus,
      room.roomOpenType,
      room.showDatetime,
      room.showEndDatetime,
      room.roomUserList.map((user) => user.userIdx),
    ];
    expect(again.rooms.map(shape)).toEqual(first.rooms.map(shape));
  });
});
