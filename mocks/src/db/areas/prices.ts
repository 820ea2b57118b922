import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { MockDb } from '../types.ts';
import type { SeedArea } from './types.ts';

/** A unit price of a user (foundation.md §3 Unit price), kept per institution. */
export interface MockPrice {
  priceIdx: number;
  companyIdx: number;
  userIdx: number;
  /** null: the price of every classroom (screens.md §5 "classroom optional"). */
  roomCode: string | null;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`; null: open-ended. */
  endDate: string | null;
  price: number;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Unit prices of users (foundation.md §3 Unit price), the user detail's price tab. */
    prices: MockPrice[];
  }
}

/** What the prices need of a room: the rooms area may grow its rows, these fields stay. */
interface RoomRef {
  roomCode: string;
  roomTitle: string;
  companyIdx: number;
}

/** The rooms of the database (the rooms area's table), read through the fields a price needs. */
export function roomsOf(db: MockDb): readonly RoomRef[] {
  return (db as unknown as { rooms?: RoomRef[] }).rooms ?? [];
}

/**
 * The student demo account pays by classroom: one open-ended price for the first demo room
 * (a new price for that room, or for every room, overlaps it: WB-400-309), and an ended one for
 * a second room. Seed dates are on the seed's calendar (2025), never the clock.
 */
export const pricesArea: SeedArea = {
  name: 'prices',
  init: (db) => {
    db.prices = [];
  },
  seed: ({ db, nextIdx }) => {
    const student = db.users.find(
      (user) => user.companyId === DEMO_COMPANY_ID && user.userId === 'student',
    );
    if (!student) return;
    const rooms = roomsOf(db).filter((room) => room.companyIdx === student.companyIdx);
    const [first, second] = rooms;
    const price = (
      roomCode: string | null,
      startDate: string,
      endDate: string | null,
      amount: number,
    ) =>
      db.prices.push({
        priceIdx: nextIdx('priceIdx'),
        companyIdx: student.companyIdx,
        userIdx: student.userIdx,
        roomCode,
        startDate,
        endDate,
        price: amount,
      });
    price(first?.roomCode ?? null, '2025-03-03', null, 35000);
    if (second) price(second.roomCode, '2025-03-03', '2025-08-31', 30000);
  },
};
