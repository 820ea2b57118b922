import { ROOM_STATE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Room = { roomCode: string; roomTitle: string; companyIdx?: number };
type Body = { resultList: Room[]; resultPage: { content: Room[]; totalElements: number } };

async function as(userId: string) {
  const { token } = await login(userId);
  const call = (fields: Record<string, unknown>) =>
    callEndpoint<Body>('room.LIST', { accessToken: token.access_token, fields });
  const me = db.users.find((user) => user.companyId === 'demo' && user.userId === userId);
  if (!me) throw new Error(`no ${userId}`);
  return { call, me };
}

describe('room.LIST (foundation.md §7 Room "GET LIST (searchType 2)")', () => {
  it("lists the institution's rooms by title, whole or paged, without another's", async () => {
    const { call, me } = await as('admin');
    const own = db.rooms.filter(
      (room) =>
        room.companyIdx === me.companyIdx &&
        room.roomStatus !== ROOM_STATE.HIDE &&
        room.roomStatus !== ROOM_STATE.CLOSE,
    );
    expect(own.length).toBeGreaterThan(1);
    const { body } = await call({ paging: false, searchType: 2 });
    expect(body.resultList.map((room) => room.roomCode).sort()).toEqual(
      own.map((room) => room.roomCode).sort(),
    );
    const titles = body.resultList.map((room) => room.roomTitle);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ko')));
    expect(body.resultList[0]).not.toHaveProperty('companyIdx');
    const paged = await call({ searchType: 2, page: 0, size: 1 });
    expect(paged.body.resultPage.content).toHaveLength(1);
    expect(paged.body.resultPage.totalElements).toBe(own.length);
  });

  it('finds rooms by part of the title and leaves hidden and closed rooms out', async () => {
    const { call, me } = await as('admin');
    const [first, second] = db.rooms.filter(
      (room) => room.companyIdx === me.companyIdx && room.roomStatus === ROOM_STATE.USE,
    );
    if (!first || !second) throw new Error('the seed has two rooms of the demo');
    const part = first.roomTitle.slice(1, 3);
    const found = (await call({ paging: false, searchKeyword: part })).body.resultList;
    expect(found.map((room) => room.roomCode)).toContain(first.roomCode);
    expect(found.every((room) => room.roomTitle.includes(part))).toBe(true);
    second.roomStatus = ROOM_STATE.CLOSE;
    const listed = (await call({ paging: false })).body.resultList;
    expect(listed.map((room) => room.roomCode)).not.toContain(second.roomCode);
  });

  it('refuses a search type it does not know', async () => {
    const { call } = await as('admin');
    expect((await errorOf(call({ searchType: 7 }))).code).toBe('WB-400-212');
  });
});
