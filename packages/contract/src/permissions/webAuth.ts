import { toWebAuthBits, WEB_AUTH } from '../codes/webAuth.ts';

/**
 * Whether `bits` hold every bit of `flag` (one WEB_AUTH flag, or several added together).
 * Tested with BigInt, not `&`: JavaScript's `&` works on signed 32-bit integers, so
 * `2 ** 31 & 2 ** 31` is -2147483648 and any bit above 31 is lost. BigInt keeps every bit of a
 * safe integer. A flag of 0 or less grants nothing.
 */
export function hasWebAuth(bits: number, flag: number): boolean {
  if (!Number.isSafeInteger(flag) || flag <= 0) return false;
  const mask = BigInt(flag);
  return (BigInt(toWebAuthBits(bits)) & mask) === mask;
}

/** The bits of several flags together (a flag given twice counts once). */
export function webAuthBits(...flags: number[]): number {
  let bits = 0n;
  for (const flag of flags) bits |= BigInt(toWebAuthBits(flag));
  return Number(bits);
}

/** What `effectiveWebAuth` needs of a user (the session user of foundation.md §3). */
export interface AuthUser {
  userType: number;
  /** The user's own authority bits, when the server sends them. */
  webAuth?: number | null;
}

/**
 * foundation.md §6: "A user has webAuth bits, or a per-user-type map from WEB_USER_TYPE_AUTH".
 * assumed: the user's own bits count when they are a positive number; 0, null or absent fall
 * back to the map entry of the user's type (a server that sends 0 for "no own bits" must not
 * lock everyone out; the server still checks every call), and no entry means no authority.
 */
export function effectiveWebAuth(
  user: AuthUser,
  userTypeAuth: ReadonlyMap<number, number>,
): number {
  const own = toWebAuthBits(user.webAuth);
  if (own > 0) return own;
  return toWebAuthBits(userTypeAuth.get(user.userType) ?? 0);
}

/** The permissions the spec names (foundation.md §6, screens.md §6), each one WEB_AUTH bit. */
export const PERMISSION = {
  manageAccess: WEB_AUTH.MANAGE,
  roomRegistration: WEB_AUTH.ROOM_REG,
  meetOpen: WEB_AUTH.MEET_OPEN,
  attendNoteView: WEB_AUTH.ATTEND_NOTE_VIEW,
  recordDownload: WEB_AUTH.RECORD_DOWNLOAD,
} as const;
export type Permission = keyof typeof PERMISSION;

/** Whether the user may do a thing the spec guards with an authority bit. */
export function can(
  user: AuthUser,
  permission: Permission,
  userTypeAuth: ReadonlyMap<number, number>,
): boolean {
  return hasWebAuth(effectiveWebAuth(user, userTypeAuth), PERMISSION[permission]);
}
