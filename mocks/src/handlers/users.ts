import {
  ACCOUNT_STATUS,
  canManageOtherUsers,
  canViewUserInfo,
  formatWireDateTime,
  hasParentPhone,
  isValidPassword,
  LOGIN_PROVIDER,
  mayHaveOperatorRole,
  PAGE_SIZE,
  readConfigString,
  TOP_GROUP_IDX,
  USER_ROLE,
  USER_TYPE,
  validateEmail,
  validateName,
  validateParentPhone,
  validatePhone,
  validateUserId,
} from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { companyByIdx, publicUser, userByIdx } from '../db/queries.ts';
import type { MockDb, MockUser, PublicUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { PROHIBITED_NAME_WORDS } from './me.ts';

/*
 * The user calls of foundation.md §7 User and screens.md §7 "Users and groups", over the users
 * table. Every call stays inside the caller's institution: a user of another one is answered as
 * if it did not exist (WB-400-212, assumed: the spec has no "user not found" code).
 *
 * Permissions (foundation.md §6, screens.md §6): seeing another user's details needs the
 * user-view permission (canViewUserInfo); changing users (register, modify, password, status,
 * unlock, delete, move, Excel) needs canManageOtherUsers ("Open teachers and admins may change
 * password, edit user info"). Both refuse with WB-403-102. The list itself is open to every
 * signed-in user of the institution, since pickers (homework submitters, message receivers) list
 * users; without the user-view permission it carries no contact details (assumed).
 */

/** Refuses a caller who may not change other users (WB-403-102). */
export function requireManager(me: MockUser): void {
  if (!canManageOtherUsers(me.userType)) refuse(MOCK_ERROR.noPermission);
}

/** Withdrawn accounts are "no longer viewable" (foundation.md §4). */
const isViewable = (user: MockUser) => user.userStatus !== ACCOUNT_STATUS.WITHDRAWN;

/** A viewable user of the caller's institution, else WB-400-212. */
export function companyUser(db: MockDb, me: MockUser, userIdx: number): MockUser {
  const user = userByIdx(db, userIdx);
  if (!user || user.companyIdx !== me.companyIdx || !isViewable(user)) {
    refuse(MOCK_ERROR.badRequest);
  }
  return user;
}

/** A user of the institution whose details the caller may see (WB-403-102 otherwise). */
export function viewableUser(db: MockDb, me: MockUser, userIdx: number): MockUser {
  if (!canViewUserInfo(me)) {
    // Without the permission one may still see oneself.
    if (userIdx !== me.userIdx) refuse(MOCK_ERROR.noPermission);
  }
  return companyUser(db, me, userIdx);
}

/** The institution's password policy (WEB_FRONT_ACCOUNT_PWD_POLICY). */
export function passwordPolicyOf(db: MockDb, companyIdx: number) {
  return readConfigString(companyByIdx(db, companyIdx)?.cfg).config.passwordPolicy;
}

/** Whether an ID is taken in the institution. assumed: IDs compare case-insensitively. */
export function userIdTaken(db: MockDb, companyIdx: number, userId: string, except?: number) {
  const wanted = userId.toLowerCase();
  return db.users.some(
    (user) =>
      user.companyIdx === companyIdx &&
      user.userIdx !== except &&
      user.userId.toLowerCase() === wanted,
  );
}

/** Whether a group index names a group of the institution (0, the top, counts). */
export function isCompanyGroup(db: MockDb, companyIdx: number, groupIdx: number): boolean {
  return (
    groupIdx === TOP_GROUP_IDX ||
    db.groups.some((group) => group.groupIdx === groupIdx && group.companyIdx === companyIdx)
  );
}

/**
 * Deletes users with everything that hangs on them (memos about them, their unit prices, their
 * sessions). The caller's own account is never deleted (assumed: an admin cannot lock
 * themselves out). Returns how many were deleted.
 */
export function deleteUsers(db: MockDb, me: MockUser, userIdxList: readonly number[]): number {
  const doomed = new Set(
    userIdxList.filter((userIdx) => {
      const user = userByIdx(db, userIdx);
      return user && user.companyIdx === me.companyIdx && user.userIdx !== me.userIdx;
    }),
  );
  if (doomed.size === 0) return 0;
  db.users = db.users.filter((user) => !doomed.has(user.userIdx));
  db.memos = db.memos.filter((memo) => !doomed.has(memo.userIdx));
  db.prices = db.prices.filter((price) => !doomed.has(price.userIdx));
  for (const table of [db.sessions.access, db.sessions.refresh, db.sessions.remember]) {
    for (const [token, record] of Object.entries(table)) {
      if (doomed.has(record.userIdx)) delete table[token];
    }
  }
  return doomed.size;
}

export interface NewUser {
  userId: string;
  userName: string;
  userType: number;
  password: string;
  phone: string;
  phone2?: string | undefined;
  email?: string | undefined;
  groupIdx: number;
  userRole?: number | undefined;
}

/** Registers a user the caller's rules passed, in the caller's institution, in use and unlocked. */
export function addUser(db: MockDb, me: MockUser, input: NewUser): MockUser {
  const company = companyByIdx(db, me.companyIdx);
  const user: MockUser = {
    userIdx: nextIdx(db, 'userIdx'),
    userId: input.userId,
    userName: input.userName.trim(),
    userType: input.userType as MockUser['userType'],
    accountOwnerType: LOGIN_PROVIDER.OWN,
    userRole: (input.userRole ?? USER_ROLE.USER) as MockUser['userRole'],
    userStatus: ACCOUNT_STATUS.IN_USE,
    locked: false,
    phone: input.phone,
    ...(hasParentPhone(input.userType) && input.phone2 ? { phone2: input.phone2 } : {}),
    email: input.email ?? '',
    groupIdx: input.groupIdx,
    regDatetime: formatWireDateTime(new Date()),
    companyIdx: me.companyIdx,
    companyId: company?.companyId ?? me.companyId,
    password: input.password,
    failedLogins: 0,
    profileFileIdx: null,
  };
  db.users.push(user);
  return user;
}

/** What a caller without the user-view permission sees of a listed user (a picker's needs). */
function pickerUser(user: MockUser): PublicUser {
  return {
    userIdx: user.userIdx,
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    groupIdx: user.groupIdx ?? null,
  };
}

const ORDER_FIELDS = ['regDatetime', 'userName', 'userId', 'userIdx'] as const;
type OrderField = (typeof ORDER_FIELDS)[number];

/**
 * `order` as screens.md §7 writes it: "regDatetime desc". assumed: a field of ORDER_FIELDS, a
 * space or comma, then asc or desc (desc when left out); anything else is WB-400-212.
 */
function readOrder(order: string | undefined): { field: OrderField; desc: boolean } {
  if (order === undefined || order.trim() === '') return { field: 'regDatetime', desc: true };
  const match = /^(\w+)(?:[\s,]+(asc|desc))?$/i.exec(order.trim());
  const field = ORDER_FIELDS.find((candidate) => candidate === match?.[1]);
  if (!match || !field) refuse(MOCK_ERROR.badRequest);
  return { field, desc: (match[2] ?? 'desc').toLowerCase() === 'desc' };
}

function compareBy(field: OrderField, desc: boolean) {
  const key = (user: MockUser) =>
    field === 'userIdx' ? String(user.userIdx).padStart(12, '0') : String(user[field] ?? '');
  return (a: MockUser, b: MockUser) => {
    const left = key(a);
    const right = key(b);
    const sign = left < right ? -1 : left > right ? 1 : a.userIdx - b.userIdx;
    return desc ? -sign : sign;
  };
}

/** The fields SAVE may set, checked by the rules of screens.md §5 "Users and groups". */
function checkUserFields(
  me: MockUser,
  fields: {
    userName?: string | undefined;
    phone?: string | undefined;
    phone2?: string | undefined;
    email?: string | undefined;
    groupIdx?: number | undefined;
    userRole?: number | undefined;
  },
  userType: number,
  existing: MockUser | null,
): void {
  const bad = () => refuse(MOCK_ERROR.badRequest);
  if (fields.userName !== undefined) {
    // "Name 1-20 (2-20 modify)".
    const fault = validateName(fields.userName, {
      modified: existing !== null,
      prohibitedWords: PROHIBITED_NAME_WORDS,
    });
    if (fault) bad();
  }
  // A phone the seed wrote with dashes stays as it is when the form sends it back unchanged.
  if (fields.phone !== undefined && fields.phone !== existing?.phone) {
    if (validatePhone(fields.phone)) bad();
  }
  if (fields.phone2 !== undefined && fields.phone2 !== '' && fields.phone2 !== existing?.phone2) {
    // "Parent phone is student-only" (screens.md §6).
    if (!hasParentPhone(userType) || validateParentPhone(fields.phone2)) bad();
  }
  if (fields.email !== undefined && validateEmail(fields.email)) bad();
  if (fields.groupIdx !== undefined && !isCompanyGroup(db, me.companyIdx, fields.groupIdx)) bad();
  // "Operator role only when type is open teacher".
  if (fields.userRole === USER_ROLE.OPERATOR && !mayHaveOperatorRole(userType)) bad();
}

export const userImplementations = [
  implementAuthorised('user.LIST', ({ me, fields }) => {
    const { field, desc } = readOrder(fields.order);
    const keyword = fields.searchKeyword?.trim().toLowerCase() ?? '';
    const statuses = fields.userStatus ? new Set(fields.userStatus) : null;
    const types = fields.userType ? new Set(fields.userType) : null;
    if (fields.groupIdx !== undefined && !isCompanyGroup(db, me.companyIdx, fields.groupIdx)) {
      refuse(MOCK_ERROR.badRequest);
    }
    const found = db.users
      .filter(
        (user) =>
          user.companyIdx === me.companyIdx &&
          isViewable(user) &&
          (statuses === null || statuses.has(user.userStatus ?? ACCOUNT_STATUS.IN_USE)) &&
          (types === null || types.has(user.userType)) &&
          (fields.groupIdx === undefined || user.groupIdx === fields.groupIdx) &&
          // "search name or ID" (screens.md §10), part of either.
          (keyword === '' ||
            user.userName.toLowerCase().includes(keyword) ||
            user.userId.toLowerCase().includes(keyword)),
      )
      .sort(compareBy(field, desc));
    const shown = canViewUserInfo(me) ? publicUser : pickerUser;
    if (fields.paging === false) return okList(found.map(shown));
    const page = pageOf(found, fields.page ?? 0, fields.size ?? PAGE_SIZE.USER_LIST);
    return okPage({ ...page, content: page.content.map(shown) });
  }),

  implementAuthorised('user.GET', ({ me, fields }) =>
    ok(publicUser(viewableUser(db, me, fields.userIdx))),
  ),

  implementAuthorised('user.GET_USER_ID', ({ me, fields }) => {
    if (fields.companyIdx !== undefined && fields.companyIdx !== me.companyIdx) {
      refuse(MOCK_ERROR.badRequest);
    }
    const user = db.users.find(
      (candidate) => candidate.companyIdx === me.companyIdx && candidate.userId === fields.userId,
    );
    if (!user) refuse(MOCK_ERROR.badRequest);
    return ok(publicUser(viewableUser(db, me, user.userIdx)));
  }),

  implementAuthorised('user.EXIST_USER_ID', ({ me, fields }) => {
    requireManager(me);
    if (validateUserId(fields.userId)) refuse(MOCK_ERROR.badRequest);
    return ok(userIdTaken(db, me.companyIdx, fields.userId));
  }),

  implementAuthorised('user.SAVE', ({ me, fields }) => {
    requireManager(me);
    const bad = () => refuse(MOCK_ERROR.badRequest);
    if (fields.userIdx === undefined) {
      // Register: ID, name, type, password and phone are required (screens.md §5).
      const { userId, userName, userType, password, phone } = fields;
      if (!userId || !userName || userType === undefined || !password || !phone) return bad();
      if (validateUserId(userId) || userIdTaken(db, me.companyIdx, userId)) return bad();
      if (!isValidPassword(password, passwordPolicyOf(db, me.companyIdx))) return bad();
      checkUserFields(me, fields, userType, null);
      if (fields.userStatus !== undefined && fields.userStatus !== ACCOUNT_STATUS.IN_USE) bad();
      const user = addUser(db, me, {
        ...fields,
        userId,
        userName,
        userType,
        password,
        phone,
        groupIdx: fields.groupIdx ?? TOP_GROUP_IDX,
      });
      return ok(publicUser(user));
    }
    // Modify, the move to another group included. The password has a call of its own.
    const user = companyUser(db, me, fields.userIdx);
    if (fields.password !== undefined) return bad();
    const userType = fields.userType ?? user.userType;
    if (fields.userId !== undefined && fields.userId !== user.userId) {
      if (validateUserId(fields.userId)) return bad();
      if (userIdTaken(db, me.companyIdx, fields.userId, user.userIdx)) return bad();
    }
    checkUserFields(me, fields, userType, user);
    // A status change goes through MODIFY_STATUS_MULTI, which reports it.
    if (fields.userStatus !== undefined && fields.userStatus !== user.userStatus) bad();
    const { userIdx: _userIdx, password: _password, userStatus: _status, ...changes } = fields;
    Object.assign(user, changes);
    if (fields.userName !== undefined) user.userName = fields.userName.trim();
    if (!hasParentPhone(userType)) delete user.phone2;
    if (user.userRole === USER_ROLE.OPERATOR && !mayHaveOperatorRole(userType)) {
      user.userRole = USER_ROLE.USER;
    }
    return ok(publicUser(user));
  }),

  implementAuthorised('user.MODIFY_PWD', ({ me, fields }) => {
    requireManager(me);
    const user = companyUser(db, me, fields.userIdx);
    if (!isValidPassword(fields.newPassword, passwordPolicyOf(db, me.companyIdx))) {
      refuse(MOCK_ERROR.badRequest);
    }
    user.password = fields.newPassword;
    return ok(null);
  }),

  implementAuthorised('user.MODIFY_STATUS_MULTI', ({ me, fields }) => {
    requireManager(me);
    // Activate, deactivate, unsubscribe (foundation.md §4); "incomplete" is no admin action.
    if (fields.userStatus === ACCOUNT_STATUS.INCOMPLETE) refuse(MOCK_ERROR.badRequest);
    let completeCount = 0;
    for (const userIdx of new Set(fields.userIdxList)) {
      const user = userByIdx(db, userIdx);
      // Counted: users of the institution whose status changes; never oneself (assumed).
      if (!user || user.companyIdx !== me.companyIdx || user.userIdx === me.userIdx) continue;
      if (!isViewable(user) || user.userStatus === fields.userStatus) continue;
      user.userStatus = fields.userStatus;
      completeCount += 1;
    }
    return ok({ completeCount });
  }),

  implementAuthorised('user.MODIFY_MULTI_UNLOCK', ({ me, fields }) => {
    requireManager(me);
    let completeCount = 0;
    for (const userIdx of new Set(fields.userIdxList)) {
      const user = userByIdx(db, userIdx);
      if (!user || user.companyIdx !== me.companyIdx || !user.locked) continue;
      user.locked = false;
      user.failedLogins = 0;
      completeCount += 1;
    }
    // assumed: like the status change, the unlock reports how many it changed.
    return ok({ completeCount });
  }),

  implementAuthorised('user.REMOVE_MULTI', ({ me, fields }) => {
    requireManager(me);
    return ok({ completeCount: deleteUsers(db, me, [...new Set(fields.userIdxList)]) });
  }),
];

/** The user types a registration may give (every code of foundation.md §6). */
export const USER_TYPES: ReadonlySet<number> = new Set(Object.values(USER_TYPE));
