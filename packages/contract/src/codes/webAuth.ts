import type { CodeOf } from './codeTable.ts';

/**
 * Web authority bit flags, foundation.md §6 (names as screens.md §6 spells them: ROOM_REG,
 * MEET_OPEN). Each is one bit of the user's `webAuth` number.
 *
 * RECORD_DOWNLOAD is `1<<31` in the spec. In JavaScript `1 << 31` is -2147483648 (bit operators
 * work on signed 32-bit integers), so it is written `2 ** 31` (2147483648) here, and bits are
 * tested with arithmetic (`hasWebAuth` in src/permissions), never with `&`, so that flags at
 * bit 31 and above work. MEET_OPEN (`1<<21`) is safe either way; it is written `2 ** 21` alike.
 */
export const WEB_AUTH = {
  ROOM_REG: 2048,
  MANAGE: 4096,
  ATTEND_NOTE_VIEW: 8192,
  MEET_OPEN: 2 ** 21,
  RECORD_DOWNLOAD: 2 ** 31,
} as const;
export type WebAuthFlag = CodeOf<typeof WEB_AUTH>;

/**
 * Reads a `webAuth` number from the wire into a non-negative integer of bits (0 when unreadable).
 * assumed: a negative value within the signed 32-bit range is the two's-complement form of
 * bit 31 (a server that keeps the bits in a 32-bit int writes RECORD_DOWNLOAD as -2147483648),
 * so it reads as its unsigned pattern. Anything else negative, fractional or unsafe is 0.
 */
export function toWebAuthBits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 0;
  if (value >= 0) return value;
  return value >= -(2 ** 31) ? value >>> 0 : 0;
}
