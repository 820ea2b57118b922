import {
  ACCOUNT_STATUS,
  hasParentPhone,
  LOGIN_PROVIDER,
  USER_ROLE,
  USER_TYPE,
  type UserType,
} from '@platform/contract';
import { avatarSvg, PICTURE_COLORS, SVG_TYPE } from '../svg.ts';
import { DEMO_COMPANY_ID } from './companies.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.ts';
import { DEMO_WHITEBOARD } from './demoInvites.ts';
import { koreanName, mobileNumber } from './names.ts';
import type { MockCompany, MockSsoLink, MockUser } from './types.ts';

/**
 * Accounts in the states the login answers differently for (foundation.md §8), in the demo
 * institution: locked (WB-400-004), paused, withdrawn and incomplete (WB-400-007), and the SSO
 * accounts of the sign-in variants.
 */
export const SPECIAL_ACCOUNTS = {
  locked: 'locked.student',
  paused: 'paused.teacher',
  withdrawn: 'withdrawn.student',
  incomplete: 'incomplete.user',
  /** accountOwnerType 4 (institutional provider A), signs in with SIGN_IN_GNE. */
  gne: 'WS.gne.student',
  /** accountOwnerType 5 (institutional provider B), signs in with SIGN_IN_DACHAEUM. */
  dachaeum: 'DC.dachaeum.teacher',
  /** accountOwnerType 31 (linked), signs in with SIGN_IN and a token. */
  linked: 'linked.student',
} as const;

/** The credentials the SSO variants sign in with (what the providers would hand the page). */
export const DEMO_SSO = {
  SIGN_IN: { token: 'demo-sso-token' },
  SIGN_IN_GNE: { code: 'demo-gne-code' },
  SIGN_IN_DACHAEUM: {},
  /** The native app hands over a token for the teacher demo account. */
  SIGN_IN_APP: { token: DEMO_WHITEBOARD.token },
} as const;

/**
 * The demo's GNE client configuration (screens.md §2.2 "requests the client configuration").
 * No redirect address: the page then sends the provider its own address.
 */
export const DEMO_GNE_CLIENT = { clientId: 'demo-gne-client' } as const;

interface UserSeed {
  userId: string;
  userType: UserType;
  userName?: string;
  groupName?: string;
  userStatus?: MockUser['userStatus'];
  locked?: boolean;
  accountOwnerType?: MockUser['accountOwnerType'];
}

/** How many generated users of each type each institution gets besides the named ones. */
const GENERATED: Readonly<Record<string, Partial<Record<UserType, number>>>> = {
  demo: {
    [USER_TYPE.ADMIN]: 1,
    [USER_TYPE.MONITOR]: 1,
    [USER_TYPE.OPERATOR]: 1,
    [USER_TYPE.USER]: 2,
    [USER_TYPE.TEACHER]: 6,
    [USER_TYPE.STUDENT]: 30,
    [USER_TYPE.OPEN_TEACHER]: 2,
    [USER_TYPE.OTHER]: 2,
  },
  hanbit: {
    [USER_TYPE.ADMIN]: 1,
    [USER_TYPE.OPERATOR]: 1,
    [USER_TYPE.TEACHER]: 3,
    [USER_TYPE.STUDENT]: 12,
  },
  saebom: { [USER_TYPE.ADMIN]: 1, [USER_TYPE.TEACHER]: 2, [USER_TYPE.STUDENT]: 5 },
};

const ID_STEM: Readonly<Record<UserType, string>> = {
  [USER_TYPE.ADMIN]: 'admin',
  [USER_TYPE.MONITOR]: 'monitor',
  [USER_TYPE.OPERATOR]: 'operator',
  [USER_TYPE.USER]: 'user',
  [USER_TYPE.TEACHER]: 'teacher',
  [USER_TYPE.STUDENT]: 'student',
  [USER_TYPE.OPEN_TEACHER]: 'openteacher',
  [USER_TYPE.OTHER]: 'guest',
};

/** Where each type sits in the group tree: staff in the office, learners in the class groups. */
const STAFF_TYPES: ReadonlySet<number> = new Set([
  USER_TYPE.ADMIN,
  USER_TYPE.MONITOR,
  USER_TYPE.OPERATOR,
  USER_TYPE.OTHER,
]);

function userSeeds(company: MockCompany): UserSeed[] {
  const seeds: UserSeed[] =
    company.companyId === DEMO_COMPANY_ID
      ? [
          ...DEMO_ACCOUNTS.map((account) => ({
            ...account,
            groupName:
              account.userType === USER_TYPE.STUDENT
                ? '중1 A반'
                : STAFF_TYPES.has(account.userType)
                  ? '교무실'
                  : '중등부',
          })),
          { userId: SPECIAL_ACCOUNTS.locked, userType: USER_TYPE.STUDENT, locked: true },
          {
            userId: SPECIAL_ACCOUNTS.paused,
            userType: USER_TYPE.TEACHER,
            userStatus: ACCOUNT_STATUS.PAUSED,
          },
          {
            userId: SPECIAL_ACCOUNTS.withdrawn,
            userType: USER_TYPE.STUDENT,
            userStatus: ACCOUNT_STATUS.WITHDRAWN,
          },
          {
            userId: SPECIAL_ACCOUNTS.incomplete,
            userType: USER_TYPE.USER,
            userStatus: ACCOUNT_STATUS.INCOMPLETE,
          },
          {
            userId: SPECIAL_ACCOUNTS.gne,
            userType: USER_TYPE.STUDENT,
            accountOwnerType: LOGIN_PROVIDER.INSTITUTION_A,
          },
          {
            userId: SPECIAL_ACCOUNTS.dachaeum,
            userType: USER_TYPE.TEACHER,
            accountOwnerType: LOGIN_PROVIDER.INSTITUTION_B,
          },
          {
            userId: SPECIAL_ACCOUNTS.linked,
            userType: USER_TYPE.STUDENT,
            accountOwnerType: LOGIN_PROVIDER.LINKED,
          },
        ]
      : [];
  // Other institutions' ids carry the company as a prefix (ids are unique per institution, but a
  // reader of a test should not have to wonder which `teacher01` is meant).
  const prefix = company.companyId === DEMO_COMPANY_ID ? '' : `${company.companyId}.`;
  for (const [type, count] of Object.entries(GENERATED[company.companyId] ?? {})) {
    const userType = Number(type) as UserType;
    for (let n = 1; n <= (count ?? 0); n += 1) {
      seeds.push({
        userId: `${prefix}${ID_STEM[userType]}${String(n).padStart(2, '0')}`,
        userType,
      });
    }
  }
  return seeds;
}

export function seedUsers({ db, rng: stream, nextIdx, datetime }: SeedContext): void {
  const rng = stream('users');
  for (const company of db.companies) {
    const groups = db.groups.filter((group) => group.companyIdx === company.companyIdx);
    const parents = new Set(groups.map((group) => group.upGroupIdx));
    const leaves = groups.filter((group) => !parents.has(group.groupIdx));
    const office = groups.find((group) => group.groupName === '교무실') ?? groups[0];
    for (const seed of userSeeds(company)) {
      const userIdx = nextIdx('userIdx');
      const userName = seed.userName ?? koreanName(rng);
      const named = groups.find((group) => group.groupName === seed.groupName);
      const group = named ?? (STAFF_TYPES.has(seed.userType) ? office : rng.pick(leaves));
      const user: MockUser = {
        userIdx,
        userId: seed.userId,
        userName,
        userType: seed.userType,
        accountOwnerType: seed.accountOwnerType ?? LOGIN_PROVIDER.OWN,
        userRole:
          seed.userType === USER_TYPE.OPEN_TEACHER && rng.chance(0.5)
            ? USER_ROLE.OPERATOR
            : USER_ROLE.USER,
        userStatus: seed.userStatus ?? ACCOUNT_STATUS.IN_USE,
        locked: seed.locked ?? false,
        phone: mobileNumber(rng),
        ...(hasParentPhone(seed.userType) ? { phone2: mobileNumber(rng) } : {}),
        email: `${seed.userId.toLowerCase()}@${company.companyId}.boda.example`,
        groupIdx: group?.groupIdx ?? 0,
        regDatetime: datetime(rng.int(0, 240), rng.int(8, 20), rng.pick([0, 10, 20, 30, 40, 50])),
        companyIdx: company.companyIdx,
        companyId: company.companyId,
        password: DEMO_PASSWORD,
        failedLogins: 0,
        profileFileIdx: null,
      };
      // About a third have uploaded a picture; the rest show the product's default.
      if (rng.chance(0.35)) {
        const fileIdx = nextIdx('fileIdx');
        db.files.push({
          fileIdx,
          fileName: 'profile_image.svg',
          contentType: SVG_TYPE,
          body: avatarSvg(userName, rng.pick(PICTURE_COLORS)),
          regUserIdx: userIdx,
        });
        user.profileFileIdx = fileIdx;
      }
      db.users.push(user);
    }
  }
  seedDemoCrowd({ db, rng: stream, nextIdx, datetime });
  const byId = (userId: string) => {
    const user = db.users.find((candidate) => candidate.userId === userId);
    if (!user) throw new Error(`The seed has no user ${userId}`);
    return user.userIdx;
  };
  const links: MockSsoLink[] = [
    {
      command: 'SIGN_IN',
      credential: DEMO_SSO.SIGN_IN.token,
      userIdx: byId(SPECIAL_ACCOUNTS.linked),
    },
    {
      command: 'SIGN_IN_GNE',
      credential: DEMO_SSO.SIGN_IN_GNE.code,
      userIdx: byId(SPECIAL_ACCOUNTS.gne),
    },
    { command: 'SIGN_IN_DACHAEUM', credential: '', userIdx: byId(SPECIAL_ACCOUNTS.dachaeum) },
    { command: 'SIGN_IN_APP', credential: DEMO_SSO.SIGN_IN_APP.token, userIdx: byId('teacher') },
  ];
  db.ssoLinks.push(...links);
}

/**
 * The demo institution's crowd: a few hundred more students and teachers, so that the user list
 * pages and the group tree is full. Added after every institution's users and drawn from a
 * stream of its own, so every user seeded before keeps its index, id and data.
 */
const DEMO_CROWD: Readonly<Partial<Record<UserType, { from: number; count: number }>>> = {
  [USER_TYPE.TEACHER]: { from: 7, count: 20 },
  [USER_TYPE.STUDENT]: { from: 31, count: 300 },
};

function seedDemoCrowd({ db, rng: stream, nextIdx, datetime }: SeedContext): void {
  const company = db.companies.find((candidate) => candidate.companyId === DEMO_COMPANY_ID);
  if (!company) return;
  const rng = stream('users.crowd');
  const groups = db.groups.filter((group) => group.companyIdx === company.companyIdx);
  const parents = new Set(groups.map((group) => group.upGroupIdx));
  const leaves = groups.filter(
    (group) => !parents.has(group.groupIdx) && group.groupName !== '교무실',
  );
  if (leaves.length === 0) return;
  for (const [type, range] of Object.entries(DEMO_CROWD)) {
    const userType = Number(type) as UserType;
    for (let n = range.from; n < range.from + range.count; n += 1) {
      const userId = `${ID_STEM[userType]}${String(n).padStart(2, '0')}`;
      db.users.push({
        userIdx: nextIdx('userIdx'),
        userId,
        userName: koreanName(rng),
        userType,
        accountOwnerType: LOGIN_PROVIDER.OWN,
        userRole: USER_ROLE.USER,
        // One in forty paused, one in fifty locked: the list shows every state.
        userStatus: rng.chance(0.025) ? ACCOUNT_STATUS.PAUSED : ACCOUNT_STATUS.IN_USE,
        locked: rng.chance(0.02),
        phone: mobileNumber(rng),
        ...(hasParentPhone(userType) ? { phone2: mobileNumber(rng) } : {}),
        email: `${userId}@${company.companyId}.boda.example`,
        groupIdx: rng.pick(leaves).groupIdx,
        regDatetime: datetime(rng.int(0, 240), rng.int(8, 20), rng.pick([0, 10, 20, 30, 40, 50])),
        companyIdx: company.companyIdx,
        companyId: company.companyId,
        password: DEMO_PASSWORD,
        failedLogins: 0,
        profileFileIdx: null,
      });
    }
  }
}
