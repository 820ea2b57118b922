import { USER_TYPE } from '@platform/contract';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
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

/** The amounts of the seeded prices of every classroom (won per class, assumed). */
const SEEDED_PRICE_AMOUNTS = [25_000, 30_000, 35_000, 40_000, 45_000] as const;

/** How the demo's other students are priced (see `seedStudentPrices`). */
export const SEEDED_PRICES = {
  /** Of every hundred students, about this many have no price (their fee rows have none). */
  unpricedPercent: 15,
  /** Of the priced, about this many had their price raised on the seed calendar's day 364. */
  raisedPercent: 30,
  /** The raise, in won. */
  raise: 5_000,
} as const;

/**
 * The demo institution's other students (every student but the student demo account), so that a
 * teacher's settlement (logMeet.LIST_AMOUNT) has a price on most rows: about 85 % pay a price of
 * every classroom (the seeded year's classes are in rooms of no `db.rooms` row, classLogs.ts, so
 * only such a price applies to them), open-ended from the seed calendar's day 1 (2025-03-03);
 * about 30 % of those paid 5 000 less until day 363 (2026-02-28) and the new price from day 364
 * (2026-03-01). The rest have none. Drawn from the prices' own stream.
 */
function seedStudentPrices({ db, rng: stream, nextIdx, datetime }: SeedContext): void {
  const rng = stream('prices');
  const day = (days: number) => datetime(days).slice(0, 10);
  const students = db.users.filter(
    (user) =>
      user.companyId === DEMO_COMPANY_ID &&
      user.userType === USER_TYPE.STUDENT &&
      user.userId !== 'student',
  );
  for (const student of students) {
    if (rng.chance(SEEDED_PRICES.unpricedPercent / 100)) continue;
    const amount = rng.pick(SEEDED_PRICE_AMOUNTS);
    const raised = rng.chance(SEEDED_PRICES.raisedPercent / 100);
    const price = (startDate: string, endDate: string | null, value: number) =>
      db.prices.push({
        priceIdx: nextIdx('priceIdx'),
        companyIdx: student.companyIdx,
        userIdx: student.userIdx,
        roomCode: null,
        startDate,
        endDate,
        price: value,
      });
    if (raised) {
      price(day(1), day(363), amount - SEEDED_PRICES.raise);
      price(day(364), null, amount);
    } else {
      price(day(1), null, amount);
    }
  }
}

/**
 * The student demo account pays by classroom: one open-ended price for the first demo room
 * (a new price for that room, or for every room, overlaps it: WB-400-309), and an ended one for
 * a second room; it has no price of every classroom, so its rows of the seeded year's classes
 * have none. The other students: `seedStudentPrices`. Seed dates are on the seed's calendar
 * (2025-2026), never the clock.
 */
export const pricesArea: SeedArea = {
  name: 'prices',
  init: (db) => {
    db.prices = [];
  },
  seed: (ctx) => {
    const { db, nextIdx } = ctx;
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
    seedStudentPrices(ctx);
  },
};
