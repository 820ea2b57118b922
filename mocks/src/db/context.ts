import { formatWireDateTime } from '@platform/contract';
import { createRng, type Rng, seedOf } from '../random.ts';
import type { MockDb } from './types.ts';

/** The next index of a kind (userIdx, fileIdx, ...), shared by the seed and the handlers. */
export function nextIdx(db: MockDb, kind: string): number {
  const next = db.sequences[kind] ?? 1;
  db.sequences[kind] = next + 1;
  return next;
}

/** What a seed area gets: the database so far and a random stream of its own. */
export interface SeedContext {
  db: MockDb;
  /** The random stream of one area, by name (independent of every other area's). */
  rng(area: string): Rng;
  nextIdx(kind: string): number;
  /** A wire datetime `days` after the seed's first day (2025-03-02, a Sunday), at a time of day. */
  datetime(days: number, hour?: number, minute?: number): string;
}

/** The seed's calendar starts here; the clock is never read while seeding. */
const SEED_START = { year: 2025, monthIndex: 2, day: 2 } as const;

export function createSeedContext(db: MockDb): SeedContext {
  const streams = new Map<string, Rng>();
  return {
    db,
    rng(area) {
      let stream = streams.get(area);
      if (!stream) {
        stream = createRng(seedOf(area));
        streams.set(area, stream);
      }
      return stream;
    },
    nextIdx: (kind) => nextIdx(db, kind),
    datetime: (days, hour = 9, minute = 0) =>
      formatWireDateTime(
        new Date(SEED_START.year, SEED_START.monthIndex, SEED_START.day + days, hour, minute, 0),
      ),
  };
}
