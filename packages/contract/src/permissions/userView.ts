import { USER_TYPE } from '../codes/users.ts';

/**
 * The user types that hold the user-view permission (foundation.md §6: "viewing user info ...
 * need[s] a permission"; §8 WB-403-102 "no user-view permission"). The spec does not say who
 * holds it. assumed: the staff who work with users' details, i.e. admins (3) and operators (5),
 * who run the management site, and teachers (11) and open teachers (13), whose settlement rows
 * open a student's detail (screens.md §10); monitors (4), plain users (10), students (12) and
 * others (15) do not. Editing needs more (`canManageOtherUsers`: open teachers and admins only).
 */
export const USER_VIEW_TYPES: ReadonlySet<number> = new Set([
  USER_TYPE.ADMIN,
  USER_TYPE.OPERATOR,
  USER_TYPE.TEACHER,
  USER_TYPE.OPEN_TEACHER,
]);

/**
 * Whether `viewer` may see the details of a user (the user detail modal, its memos and unit
 * prices). Anyone may see their own (assumed); another user's need the user-view permission.
 */
export function canViewUserInfo(
  viewer: { userType: number; userIdx?: number | null },
  target?: { userIdx: number } | null,
): boolean {
  if (target && viewer.userIdx != null && viewer.userIdx === target.userIdx) return true;
  return USER_VIEW_TYPES.has(viewer.userType);
}
