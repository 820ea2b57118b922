import { type Locale, toLocale } from '../i18n/locale.ts';

/**
 * The `data` query parameter of the pages under /wb (screens.md §10 "data param URL-encoded JSON
 * with Lng etc."; the keys the spec names: Lng, the room code Rcd on the attendee page and RCd on
 * the file page, Multi=1, AuF=1).
 *
 * assumed:
 * - the room-book page names its room with Rcd, as the attendee page does; each room page reads
 *   the other spelling too, since the client spells the key two ways in the spec;
 * - Multi and AuF are on when 1 or "1" (or true), off otherwise;
 * - data that is not JSON (or not an object) reads as no data: the page then says what is missing
 *   instead of guessing.
 */
export interface WhiteboardPageData {
  /** The language the client asked for; absent when Lng is missing or not one of ours. */
  locale: Locale | undefined;
  /** The room (Rcd or RCd). */
  roomCode: string | undefined;
  /** Multi=1: several attendees may be chosen. */
  multi: boolean;
  /** AuF=1: the user may upload reference files. */
  allowUpload: boolean;
}

/** The name of the query parameter. */
export const WHITEBOARD_DATA_PARAM = 'data';

/** The keys of the data object, as the client writes them. */
export const WHITEBOARD_DATA_KEY = {
  LANGUAGE: 'Lng',
  ROOM_CODE: 'Rcd',
  ROOM_CODE_FILES: 'RCd',
  MULTI: 'Multi',
  ALLOW_UPLOAD: 'AuF',
} as const;

const isOn = (value: unknown) => value === 1 || value === '1' || value === true;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function parseObject(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Reads the data parameter's value (already URL-decoded, as URLSearchParams gives it). */
export function readWhiteboardData(raw: string | null): WhiteboardPageData {
  const data = parseObject(raw);
  const key = WHITEBOARD_DATA_KEY;
  const language = data[key.LANGUAGE];
  return {
    locale: typeof language === 'string' ? toLocale(language) : undefined,
    roomCode: text(data[key.ROOM_CODE]) ?? text(data[key.ROOM_CODE_FILES]),
    multi: isOn(data[key.MULTI]),
    allowUpload: isOn(data[key.ALLOW_UPLOAD]),
  };
}

/** What a client puts in the data parameter, by name. */
export interface WhiteboardDataInput {
  locale?: Locale;
  roomCode?: string;
  roomCodeKey?: typeof WHITEBOARD_DATA_KEY.ROOM_CODE | typeof WHITEBOARD_DATA_KEY.ROOM_CODE_FILES;
  multi?: boolean;
  allowUpload?: boolean;
}

/** The data parameter a client would send (the demo's links, tests): keys as the client writes them. */
export function writeWhiteboardData(data: WhiteboardDataInput): string {
  const key = WHITEBOARD_DATA_KEY;
  const out: Record<string, string | number> = {};
  if (data.locale) out[key.LANGUAGE] = data.locale;
  if (data.roomCode) out[data.roomCodeKey ?? key.ROOM_CODE] = data.roomCode;
  if (data.multi) out[key.MULTI] = 1;
  if (data.allowUpload) out[key.ALLOW_UPLOAD] = 1;
  return JSON.stringify(out);
}

/**
 * The address the client opens for a page under /wb (`page` as in `youtube/{id}`): the session
 * token as `brk` and the data parameter (the demo's links, stories).
 */
export function whiteboardAddress(page: string, token: string, data: WhiteboardDataInput): string {
  const query = new URLSearchParams({ brk: token });
  query.set(WHITEBOARD_DATA_PARAM, writeWhiteboardData(data));
  return `/wb/${page}?${query}`;
}
