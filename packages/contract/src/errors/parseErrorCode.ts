/**
 * Server error codes look like WB-{status}-{number}, and "the hundreds digit of the last part
 * classifies them" (foundation.md §8): WB-400-212 is status 400, number 212, class 200.
 */
export interface ParsedErrorCode {
  status: number;
  number: number;
  /** The hundreds of the number: 0, 100, 200, ... (WB-400-025 is class 0). */
  class: number;
}

const SERVER_CODE = /^WB-(\d{3})-(\d{3})$/;

/** Reads a server error code; null for anything else (an internal code, a malformed one). Never throws. */
export function parseErrorCode(code: unknown): ParsedErrorCode | null {
  if (typeof code !== 'string') return null;
  const match = SERVER_CODE.exec(code.trim());
  if (!match) return null;
  const status = Number(match[1]);
  const number = Number(match[2]);
  return { status, number, class: Math.floor(number / 100) * 100 };
}

/** Whether a text is a server code (WB-...), as opposed to an internal code (EC_404, WE_5001 ...). */
export function isServerErrorCode(code: unknown): boolean {
  return parseErrorCode(code) !== null;
}
