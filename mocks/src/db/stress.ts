import {
  ACCOUNT_STATUS,
  hasParentPhone,
  LOGIN_PROVIDER,
  TOP_GROUP_IDX,
  USER_ROLE,
  USER_TYPE,
  type UserType,
} from '@platform/contract';
import { createRng, seedOf } from '../random.ts';
import { DEMO_COMPANY_ID } from './companyIds.ts';
import { nextIdx } from './context.ts';
import { DEMO_PASSWORD } from './demoAccounts.ts';
import { koreanName } from './names.ts';
import type { MockDb, MockGroup, MockUser } from './types.ts';

/** The size issue 7 item 3 asks the group tree to stay responsive at. */
export const STRESS_SET_SIZE = { users: 100_000, groups: 2_000 } as const;

export interface StressSetOptions {
  users?: number;
  groups?: number;
  /** Another seed gives another (equally deterministic) set. */
  seed?: number;
  companyIdx?: number;
  companyId?: string;
  /** The first index of each kind; the set counts up from there. */
  firstUserIdx?: number;
  firstGroupIdx?: number;
  /** A wire datetime every user is registered at (the generator never reads the clock). */
  regDatetime?: string;
}

export interface StressSet {
  groups: MockGroup[];
  users: MockUser[];
}

/** Groups per parent below the top level. */
const FAN_OUT = 10;

/**
 * The stress set of the group tree: by default 100,000 users in 2,000 groups, three levels deep
 * (20 top groups, 200 below them, 1,780 classes), the users spread over the deepest groups. The
 * same options give the same set on every run and machine (a seeded PRNG, no Math.random, no
 * clock). Ids `stress000001`... and Korean names, valid under the contract's ID and name rules.
 */
export function createStressSet(options: StressSetOptions = {}): StressSet {
  const userCount = options.users ?? STRESS_SET_SIZE.users;
  const groupCount = options.groups ?? STRESS_SET_SIZE.groups;
  const companyIdx = options.companyIdx ?? 1;
  const companyId = options.companyId ?? DEMO_COMPANY_ID;
  const firstGroupIdx = options.firstGroupIdx ?? 1;
  const firstUserIdx = options.firstUserIdx ?? 1;
  const regDatetime = options.regDatetime ?? '2025-03-02 09:00:00';
  const rng = createRng(options.seed ?? seedOf('stress'));

  const topCount = Math.max(1, Math.min(groupCount, Math.round(groupCount / (FAN_OUT * FAN_OUT))));
  const groups: MockGroup[] = [];
  const depth: number[] = [];
  for (let i = 0; i < groupCount; i += 1) {
    const parent = i < topCount ? -1 : Math.floor((i - topCount) / FAN_OUT);
    const level = parent < 0 ? 1 : (depth[parent] ?? 1) + 1;
    depth.push(level);
    const number = String(i + 1).padStart(4, '0');
    groups.push({
      groupIdx: firstGroupIdx + i,
      upGroupIdx: parent < 0 ? TOP_GROUP_IDX : firstGroupIdx + parent,
      groupName: level === 1 ? `캠퍼스 ${number}` : level === 2 ? `학년 ${number}` : `반 ${number}`,
      companyIdx,
    });
  }
  const parents = new Set(groups.map((group) => group.upGroupIdx));
  const leaves = groups.filter((group) => !parents.has(group.groupIdx));

  const users: MockUser[] = [];
  for (let n = 1; n <= userCount; n += 1) {
    const roll = rng.next();
    const userType: UserType =
      roll < 0.9 ? USER_TYPE.STUDENT : roll < 0.98 ? USER_TYPE.TEACHER : USER_TYPE.OPEN_TEACHER;
    users.push({
      userIdx: firstUserIdx + n - 1,
      userId: `stress${String(n).padStart(6, '0')}`,
      userName: koreanName(rng),
      userType,
      accountOwnerType: LOGIN_PROVIDER.OWN,
      userRole: USER_ROLE.USER,
      userStatus: rng.chance(0.01) ? ACCOUNT_STATUS.PAUSED : ACCOUNT_STATUS.IN_USE,
      locked: false,
      phone: `010${String(10_000_000 + n).slice(-8)}`,
      ...(hasParentPhone(userType) ? { phone2: `010${String(20_000_000 + n).slice(-8)}` } : {}),
      groupIdx: rng.pick(leaves).groupIdx,
      regDatetime,
      companyIdx,
      companyId,
      password: DEMO_PASSWORD,
      failedLogins: 0,
      profileFileIdx: null,
    });
  }
  return { groups, users };
}

/**
 * Adds a stress set to an institution of the live database (the demo by default), beside its
 * own groups and users, with indexes that continue the database's sequences: the demo accounts
 * keep signing in, and the tree and the lists carry the load.
 */
export function addStressSet(
  db: MockDb,
  companyId: string = DEMO_COMPANY_ID,
  options: Omit<
    StressSetOptions,
    'companyIdx' | 'companyId' | 'firstUserIdx' | 'firstGroupIdx'
  > = {},
): StressSet {
  const company = db.companies.find((candidate) => candidate.companyId === companyId);
  if (!company) throw new Error(`No institution ${companyId}`);
  const users = options.users ?? STRESS_SET_SIZE.users;
  const groups = options.groups ?? STRESS_SET_SIZE.groups;
  const firstGroupIdx = nextIdx(db, 'groupIdx');
  const firstUserIdx = nextIdx(db, 'userIdx');
  // Reserve the rest of each range, so later inserts continue after the set.
  db.sequences.groupIdx = firstGroupIdx + groups;
  db.sequences.userIdx = firstUserIdx + users;
  const set = createStressSet({
    ...options,
    users,
    groups,
    companyIdx: company.companyIdx,
    companyId,
    firstGroupIdx,
    firstUserIdx,
  });
  db.groups.push(...set.groups);
  for (const user of set.users) db.users.push(user);
  return set;
}
