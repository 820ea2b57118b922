import { formatWireDate } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { roomsOf } from '../db/areas/prices.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Price = {
  priceIdx: number;
  userIdx: number;
  roomCode?: string | null;
  startDate: string;
  endDate?: string | null;
  price: number;
  room?: { roomTitle?: string | null } | null;
};
type Body = { result: Price; resultList: Price[]; errorCode?: string };

async function as(userId: string) {
  const { token } = await login(userId);
  return (name: Parameters<typeof callEndpoint>[0], fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
}

const demo = (userId: string) => {
  const user = db.users.find(
    (candidate) => candidate.companyId === 'demo' && candidate.userId === userId,
  );
  if (!user) throw new Error(`no ${userId}`);
  return user;
};

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return formatWireDate(date);
};

const demoRooms = () =>
  roomsOf(db).filter((room) => room.companyIdx === demo('student').companyIdx);

describe('unit prices (screens.md §5 "Memo, price, fee")', () => {
  it('lists the seeded prices with their classroom titles', async () => {
    const { body } = await (await as('teacher'))('price.LIST', {
      userIdx: demo('student').userIdx,
    });
    expect(body.resultList.length).toBeGreaterThan(0);
    const withRoom = body.resultList.find((price) => price.roomCode);
    expect(withRoom?.room?.roomTitle).toBe(
      demoRooms().find((room) => room.roomCode === withRoom?.roomCode)?.roomTitle,
    );
  });

  it('adds, reads, modifies and removes a price of another classroom', async () => {
    const call = await as('openteacher');
    const userIdx = demo('student').userIdx;
    const free = demoRooms().find(
      (room) => !db.prices.some((price) => price.roomCode === room.roomCode && !price.endDate),
    );
    const added = await call('priceSave.ADD', {
      userIdx,
      roomCode: free?.roomCode,
      startDate: day(0),
      endDate: day(30),
      price: 42000,
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ price: 42000, startDate: day(0), endDate: day(30) });
    const priceIdx = added.body.result.priceIdx;
    expect((await call('price.VIEW', { priceIdx })).body.result.roomCode).toBe(free?.roomCode);
    const modified = await call('priceSave.MOD', {
      priceIdx,
      userIdx,
      roomCode: free?.roomCode,
      startDate: day(1),
      price: 45000,
    });
    expect(modified.body.result).toMatchObject({ price: 45000, startDate: day(1), endDate: null });
    expect((await call('price.REMOVE', { priceIdx })).status).toBe(200);
    expect((await errorOf(call('price.VIEW', { priceIdx }))).code).toBe('WB-400-212');
  });

  it('refuses an overlapping period with WB-400-309 naming the classroom and the period', async () => {
    const call = await as('admin');
    const userIdx = demo('student').userIdx;
    const openEnded = db.prices.find(
      (price) => price.userIdx === userIdx && price.endDate === null,
    );
    expect(openEnded?.roomCode).toBeTruthy();
    const overlap = await call('priceSave.ADD', {
      userIdx,
      roomCode: openEnded?.roomCode,
      startDate: day(10),
      endDate: day(20),
      price: 50000,
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errorCode).toBe('WB-400-309');
    expect(overlap.body.result).toMatchObject({
      priceIdx: openEnded?.priceIdx,
      startDate: openEnded?.startDate,
      endDate: null,
      room: {
        roomTitle: demoRooms().find((room) => room.roomCode === openEnded?.roomCode)?.roomTitle,
      },
    });
    // A price of every classroom overlaps the classroom's price too.
    expect(
      (await call('priceSave.ADD', { userIdx, startDate: day(5), price: 1000 })).body.errorCode,
    ).toBe('WB-400-309');
    // Two new prices of one classroom: the second may not overlap the first, touching days included.
    const free = demoRooms().find(
      (room) => !db.prices.some((price) => price.roomCode === room.roomCode),
    );
    const first = await call('priceSave.ADD', {
      userIdx,
      roomCode: free?.roomCode,
      startDate: day(0),
      endDate: day(9),
      price: 1000,
    });
    expect(first.status).toBe(200);
    expect(
      (
        await call('priceSave.ADD', {
          userIdx,
          roomCode: free?.roomCode,
          startDate: day(9),
          price: 1000,
        })
      ).body.errorCode,
    ).toBe('WB-400-309');
    expect(
      (
        await call('priceSave.ADD', {
          userIdx,
          roomCode: free?.roomCode,
          startDate: day(10),
          price: 1000,
        })
      ).status,
    ).toBe(200);
    // A modified price is not compared with itself.
    expect(
      (
        await call('priceSave.MOD', {
          priceIdx: first.body.result.priceIdx,
          userIdx,
          roomCode: free?.roomCode,
          startDate: day(0),
          endDate: day(8),
          price: 2000,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a start before today, an end before the start, a price of 0 and an unknown classroom (WB-400-212)', async () => {
    const call = await as('admin');
    const userIdx = demo('teacher').userIdx;
    const bad: Record<string, unknown>[] = [
      { startDate: day(-1) },
      { startDate: day(5), endDate: day(4) },
      { price: 0 },
      { price: -5 },
      { price: '12a' },
      { startDate: '2026-02-30' },
      { roomCode: 'NO-SUCH-ROOM' },
    ];
    for (const change of bad) {
      expect(
        (
          await errorOf(
            call('priceSave.ADD', { userIdx, startDate: day(0), price: 1000, ...change }),
          )
        ).code,
        JSON.stringify(change),
      ).toBe('WB-400-212');
    }
  });

  it('refuses a teacher the changes and a monitor the list (WB-403-102)', async () => {
    const userIdx = demo('student').userIdx;
    expect(
      (
        await errorOf(
          (
            await as('teacher')
          )('priceSave.ADD', { userIdx, startDate: day(0), price: 1000 }),
        )
      ).code,
    ).toBe('WB-403-102');
    const saved = db.prices.find((price) => price.userIdx === userIdx);
    expect(
      (await errorOf((await as('teacher'))('price.REMOVE', { priceIdx: saved?.priceIdx }))).code,
    ).toBe('WB-403-102');
    expect((await errorOf((await as('monitor'))('price.LIST', { userIdx }))).code).toBe(
      'WB-403-102',
    );
  });
});
