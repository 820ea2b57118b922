import type { CodeOf } from './codeTable.ts';

/**
 * User type codes, foundation.md §6. `OPERATOR` (5) is a user type; it is not the `userRole`
 * value 'operator' (see USER_ROLE below), which foundation.md §3 gives a user of any type and
 * screens.md §6 allows "only when type is open teacher".
 */
export const USER_TYPE = {
  ADMIN: 3,
  MONITOR: 4,
  OPERATOR: 5,
  USER: 10,
  TEACHER: 11,
  STUDENT: 12,
  /** foundation.md §6 "13 operator (open) teacher"; screens.md §1 "open teacher (13)". */
  OPEN_TEACHER: 13,
  OTHER: 15,
} as const;
export type UserType = CodeOf<typeof USER_TYPE>;

/** Role levels, foundation.md §6: guest 0, admin 1, oper 2, user 3. */
export const ROLE_LEVEL = {
  GUEST: 0,
  ADMIN: 1,
  OPER: 2,
  USER: 3,
} as const;
export type RoleLevel = CodeOf<typeof ROLE_LEVEL>;

/**
 * The `userRole` field of a user, "user or operator" (foundation.md §3, screens.md §3).
 * assumed: it carries the role level of foundation.md §6 (user 3, oper 2), as the entity schemas
 * of src/schemas also assume. Not the user type OPERATOR (5): same word, another field.
 */
export const USER_ROLE = {
  USER: ROLE_LEVEL.USER,
  OPERATOR: ROLE_LEVEL.OPER,
} as const;
export type UserRole = CodeOf<typeof USER_ROLE>;

/**
 * Account status (`userStatus`), foundation.md §9: 1 in use, 2 paused, 3 withdrawn, 11 incomplete.
 * screens.md §3 calls the first three "use, pause, out". Locked is a separate field (`locked`).
 */
export const ACCOUNT_STATUS = {
  IN_USE: 1,
  PAUSED: 2,
  WITHDRAWN: 3,
  INCOMPLETE: 11,
} as const;
export type AccountStatus = CodeOf<typeof ACCOUNT_STATUS>;

/**
 * Login providers, foundation.md §9. The user's `accountOwnerType` holds these (foundation.md §2
 * sends "account owner types 4 and 5" to / after a failed refresh: the two institutional SSOs).
 */
export const LOGIN_PROVIDER = {
  OWN: 1,
  /** web-account provider, id prefix GG */
  WEB_ACCOUNT: 2,
  /** device-maker provider, id prefix AP */
  DEVICE_MAKER: 3,
  /** institutional provider A, id prefix WS */
  INSTITUTION_A: 4,
  /** institutional provider B, id prefix DC */
  INSTITUTION_B: 5,
  GOVERNMENT_E_SIGNATURE: 21,
  LINKED: 31,
} as const;
export type LoginProvider = CodeOf<typeof LOGIN_PROVIDER>;

/** The id prefixes foundation.md §9 gives in brackets, wire text byte for byte. */
export const LOGIN_PROVIDER_PREFIX = {
  [LOGIN_PROVIDER.WEB_ACCOUNT]: 'GG',
  [LOGIN_PROVIDER.DEVICE_MAKER]: 'AP',
  [LOGIN_PROVIDER.INSTITUTION_A]: 'WS',
  [LOGIN_PROVIDER.INSTITUTION_B]: 'DC',
} as const;

/** Teachers and open teachers are "treated alike" on the screens (screens.md §6). */
export function isTeacherLike(userType: number): boolean {
  return userType === USER_TYPE.TEACHER || userType === USER_TYPE.OPEN_TEACHER;
}
