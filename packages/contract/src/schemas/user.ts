import { z } from '../zod.ts';
import {
  accountOwnerTypeValue,
  userRoleValue,
  userStatusValue,
  userTypeValue,
} from './codeValues.ts';
import { datetimeText, int, opt } from './primitives.ts';

/**
 * User (foundation.md §3, screens.md §3 "Users, group, memo, price").
 * assumed: userIdx, userId, userName and userType are required (every list and picker shows them);
 * every other field is optional.
 */
export const userSchema = z.looseObject({
  userIdx: int,
  userId: z.string(),
  userName: z.string(),
  userType: userTypeValue,
  accountOwnerType: opt(accountOwnerTypeValue),
  userRole: opt(userRoleValue),
  userStatus: opt(userStatusValue),
  /** assumed: a boolean (the spec names the field only). */
  locked: opt(z.boolean()),
  phone: opt(z.string()),
  /** The parent's phone, students only (foundation.md §3). */
  phone2: opt(z.string()),
  email: opt(z.string()),
  groupIdx: opt(int),
  regDatetime: opt(datetimeText),
  /** foundation.md §3 "profile image" has no field name. assumed: `profileImage`, a URL. */
  profileImage: opt(z.string()),
  memo: opt(z.string()),
  /** foundation.md §6: "A user has webAuth bits" (the web authority bit flags). */
  webAuth: opt(z.number()),
  /** Carried by the session user (foundation.md §3: "user (including companyId ...)"). */
  companyId: opt(z.string()),
  /** assumed: the session user also carries its company's index. */
  companyIdx: opt(int),
});
export type User = z.infer<typeof userSchema>;

/**
 * The user kept in the session (foundation.md §3: "user (including companyId and
 * accountOwnerType)"): those two become required.
 */
export const sessionUserSchema = z.extend(userSchema, {
  companyId: z.string(),
  accountOwnerType: accountOwnerTypeValue,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user reference embedded in another entity (regUser, ownerUser, ...): any subset of fields. */
export const userRefSchema = z.looseObject({
  userIdx: opt(int),
  userId: opt(z.string()),
  userName: opt(z.string()),
  phone: opt(z.string()),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** Group (foundation.md §3): upGroupIdx 0 is the top level. */
export const groupSchema = z.looseObject({
  groupIdx: int,
  upGroupIdx: int,
  groupName: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** foundation.md §3: "upGroupIdx (0 = top level)". */
export const TOP_GROUP_IDX = 0;

/** Memo (foundation.md §3, screens.md §3 adds regUserName). */
export const memoSchema = z.looseObject({
  memoIdx: int,
  userIdx: int,
  regUserIdx: opt(int),
  content: z.string(),
  regUserName: opt(z.string()),
  regDatetime: opt(datetimeText),
});
export type Memo = z.infer<typeof memoSchema>;
