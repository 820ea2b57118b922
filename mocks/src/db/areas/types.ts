import type { SeedContext } from '../context.ts';
import type { MockDb } from '../types.ts';

/**
 * One area's part of the seed (rooms, books, tasks, notes, messages...). `init` starts the area's
 * tables empty; `seed` fills them once the companies, groups and users exist. Each area draws
 * from its own random stream (`ctx.rng(name)`), so areas never shift each other's data.
 */
export interface SeedArea {
  name: string;
  init(db: MockDb): void;
  seed(ctx: SeedContext): void;
}
