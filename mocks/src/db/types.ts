import type { BodaSetting, Company, Group, User } from '@platform/contract';

/**
 * The tables of the mock server. Wire shapes come from the contract's schemas; what the server
 * keeps beside them (passwords, failed logins, token bookkeeping) is only here and never leaves
 * the mock.
 */

export interface MockCompany extends Company {
  /**
   * The configuration string exactly as the server stores it (foundation.md §3). Scenario
   * switches (emergency mode) are applied on the way out, never stored.
   */
  cfg: string;
  /** English branding text, answered when the configuration is asked for with language en (assumed). */
  cfgEn?: string;
  bodaSetting: BodaSetting;
  /** The licence state; an expired one refuses every login with WB-400-006. */
  licenseExpired: boolean;
  /** A colour the generated images of the institution use. */
  color: string;
  /** The short name its generated logos show. */
  logoText: string;
}

export type MockGroup = Group & { companyIdx: number };

export interface MockUser extends User {
  companyIdx: number;
  companyId: string;
  accountOwnerType: NonNullable<User['accountOwnerType']>;
  /** Plain text: the mock is a stand-in and the demo page shows the password anyway. */
  password: string;
  /** Wrong passwords in a row since the last good login (see LOGIN_LOCK_THRESHOLD). */
  failedLogins: number;
  /** The uploaded profile picture, by fileIdx of the files table. */
  profileFileIdx: number | null;
}

/** A stored file: a profile picture, an attachment, a page image. Text or bytes, never a Blob, so it clones into IndexedDB in every environment. */
export interface MockFile {
  fileIdx: number;
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
  /** Who uploaded it (0 for the seed). */
  regUserIdx: number;
}

export interface AccessTokenRecord {
  userIdx: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** Authorised calls made with it (the scenario "expires after N calls" counts them). */
  calls: number;
}

export interface MockSessions {
  access: Record<string, AccessTokenRecord>;
  /** A refresh token is single-use: it is deleted when used. */
  refresh: Record<string, { userIdx: number }>;
  remember: Record<string, { userIdx: number }>;
}

/** How an SSO sign-in variant finds its user (the provider's code or token, as the mock knows it). */
export interface MockSsoLink {
  command: 'SIGN_IN' | 'SIGN_IN_GNE' | 'SIGN_IN_DACHAEUM' | 'SIGN_IN_APP';
  /** The code (GNE) or token (SIGN_IN, SIGN_IN_APP); empty for DACHAEUM, which sends nothing. */
  credential: string;
  userIdx: number;
}

export interface MockLogEntry {
  level: string;
  message: string;
  url?: string | undefined;
  errorCode?: string | undefined;
  detail?: unknown;
}

/** A receiver of a stored message: the wire's receiver, plus whether it left this receiver's box. */
export interface MockMessageReceiver {
  receiverIdx: number;
  receiverName: string;
  /** When this receiver first opened it; null while unread. */
  readDatetime: string | null;
  /** Removed from this receiver's received box (REMOVE on recv); the others keep it. */
  deleted?: boolean;
}

/** An attachment of a message or a post: the stored file (db.files) by fileIdx, and its name. */
export interface MockAttachment {
  fileIdx: number;
  orgFileName: string;
}

/**
 * A message (foundation.md §3 Message). messageStatus is the message action it was last saved
 * with (foundation.md §9: 1 save, a draft only its author sees; 2 send). What the wire does not
 * show stays here: the institution and whether the sender removed it from the sent box.
 */
export interface MockMessage {
  messageIdx: number;
  companyIdx: number;
  title: string;
  contents: string;
  regUserIdx: number;
  regUserName: string;
  regDatetime: string;
  /** null while a draft. */
  sendDatetime: string | null;
  messageStatus: 1 | 2;
  /** The message this one replies to, forwards or resends (message SAVE beforeIdx), or null. */
  beforeIdx: number | null;
  receiverList: MockMessageReceiver[];
  fileList: MockAttachment[];
  /** Removed from the sender's sent box (REMOVE on send); receivers keep it. */
  senderDeleted?: boolean;
}

/** The tables every area shares. */
export interface CoreTables {
  /** Bumped when the seed's shape changes, so an older stored demo database is replaced. */
  seedVersion: number;
  /** The next index of each kind (userIdx, fileIdx, ...): runtime inserts continue the seed. */
  sequences: Record<string, number>;
  companies: MockCompany[];
  groups: MockGroup[];
  users: MockUser[];
  files: MockFile[];
  sessions: MockSessions;
  ssoLinks: MockSsoLink[];
  logs: MockLogEntry[];
}

/**
 * The tables of the feature areas. Each area module adds its own by declaration merging:
 *
 * ```ts
 * declare module '../types.ts' {
 *   interface AreaTables { rooms: MockRoom[] }
 * }
 * ```
 *
 * and registers its seed in db/areas/index.ts (see db/areas/messages.ts, the first one).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area modules through declaration merging.
export interface AreaTables {}

export interface MockDb extends CoreTables, AreaTables {}

/** The user's fields as the wire shows them: no password, no bookkeeping. */
export type PublicUser = User;

export type { BodaSetting };
