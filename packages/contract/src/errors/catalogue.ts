import type { ErrorHandling } from './handling.ts';
import { parseErrorCode } from './parseErrorCode.ts';
import type { ErrorTextKey } from './texts.ts';

/**
 * The calls on which one code means different things (foundation.md §8: "WB-403-105 (on room
 * removal) no delete permission"; screens.md §8: "WB-403-105 and WB-403-112 on invite lookup:
 * class not started or not found", "WB-400-205 ... on login page go to /", "WB-404-102 ... note
 * image shows empty state"; foundation.md §8 WB-403-102 covers both a password change and a user
 * view).
 */
export type ErrorContext =
  | 'inviteLookup'
  | 'roomRemoval'
  | 'login'
  | 'organisationPicker'
  | 'passwordChange'
  | 'userView'
  | 'noteImage'
  | 'taskSubmit'
  | 'taskDelete';

export interface ErrorContextRule {
  textKey?: ErrorTextKey;
  handling?: ErrorHandling;
}

export interface ErrorEntry {
  code: string;
  status: number;
  number: number;
  class: number;
  handling: ErrorHandling;
  textKey: ErrorTextKey;
  /** The meaning as the spec writes it. */
  meaning: string;
  contexts?: Partial<Record<ErrorContext, ErrorContextRule>>;
  /** What we decided where the spec is silent. */
  assumed?: string;
}

type EntryInput = Omit<ErrorEntry, 'code' | 'status' | 'number' | 'class'>;

/** Builds an entry; status, number and class come from the code itself, so they cannot disagree. */
function wb(code: string, input: EntryInput): ErrorEntry {
  const parsed = parseErrorCode(code);
  if (!parsed) throw new Error(`Not a server error code: ${code}`);
  return { code, ...parsed, ...input };
}

const codes = [
  // Upload limits (foundation.md §8; screens.md §8 "error modal").
  wb('WB-400-401', {
    meaning: 'too many upload files',
    textKey: 'error.uploadCountExceeded',
    handling: 'modal',
  }),
  wb('WB-400-402', {
    meaning: 'upload file too large',
    textKey: 'error.uploadSizeExceeded',
    handling: 'modal',
  }),
  wb('WB-400-403', {
    meaning: 'extension not allowed',
    textKey: 'error.uploadExtensionNotAllowed',
    handling: 'modal',
  }),
  wb('WB-400-501', {
    meaning: 'file not found',
    textKey: 'error.noFile',
    handling: 'modal',
    assumed: 'an error modal, as the other file errors',
  }),
  wb('WB-404-102', {
    meaning: 'file not found',
    textKey: 'error.noFile',
    handling: 'modal',
    contexts: { noteImage: { handling: 'empty-state' } },
  }),
  // Passwords and permissions.
  wb('WB-403-203', {
    meaning: 'current password does not match',
    textKey: 'error.passwordMismatch',
    handling: 'inline',
    assumed: 'shown at the current-password field of the password form',
  }),
  wb('WB-403-204', {
    meaning: 'current password mismatch on name update',
    textKey: 'error.passwordMismatchNameUpdate',
    handling: 'modal',
  }),
  wb('WB-403-102', {
    meaning: 'no permission to change a password or view user info',
    textKey: 'error.noAuthUserInfo',
    handling: 'modal',
    contexts: {
      passwordChange: { textKey: 'error.noAuthPasswordChange' },
      userView: { textKey: 'error.noAuthUserView' },
    },
  }),
  // Classes and invites.
  wb('WB-403-105', {
    meaning: 'class not started or not found; on room removal: no delete permission',
    textKey: 'error.meetNotStarted',
    handling: 'modal',
    contexts: {
      inviteLookup: { textKey: 'error.meetNotStarted' },
      roomRemoval: { textKey: 'error.noDeleteAuth' },
    },
  }),
  wb('WB-403-112', {
    meaning: 'class not started or not found',
    textKey: 'error.meetNotStarted',
    handling: 'modal',
    contexts: { inviteLookup: { textKey: 'error.meetNotStarted' } },
  }),
  wb('WB-400-220', {
    meaning: 'invalid invite code or link',
    textKey: 'error.invalidInvite',
    handling: 'modal',
  }),
  wb('WB-400-205', {
    meaning: 'company not found',
    textKey: 'error.companyNotFound',
    handling: 'modal',
    contexts: {
      login: { handling: 'redirect-home' },
      organisationPicker: { handling: 'reset-selection' },
    },
  }),
  wb('WB-400-025', {
    meaning: 'meeting does not exist',
    textKey: 'error.meetNotExist',
    handling: 'modal',
  }),
  wb('WB-400-232', {
    meaning: 'config not reloaded',
    textKey: 'error.configUpdating',
    handling: 'modal',
    assumed: 'the text is the spec\'s "config being updated, try again shortly"',
  }),
  // Login (screens.md §8).
  wb('WB-400-601', {
    meaning: 'invalid ID or password',
    textKey: 'error.invalidIdOrPassword',
    handling: 'inline',
  }),
  wb('WB-400-003', {
    meaning: 'invalid ID or password',
    textKey: 'error.invalidIdOrPassword',
    handling: 'modal',
    assumed: 'a modal: screens.md §8 says "inline" for WB-400-601 only',
  }),
  wb('WB-400-014', {
    meaning: 'invalid ID or password',
    textKey: 'error.invalidIdOrPassword',
    handling: 'modal',
    assumed: 'a modal: screens.md §8 says "inline" for WB-400-601 only',
  }),
  wb('WB-400-004', {
    meaning: 'account locked',
    textKey: 'error.accountLocked',
    handling: 'modal',
  }),
  wb('WB-400-007', {
    meaning: 'account unavailable',
    textKey: 'error.accountUnavailable',
    handling: 'modal',
  }),
  wb('WB-400-006', {
    meaning: 'license expired',
    textKey: 'error.licenseExpired',
    handling: 'modal',
  }),
  // Requests, prices, homework.
  wb('WB-400-212', {
    meaning: 'bad request parameter',
    textKey: 'error.badRequestParameter',
    handling: 'invalid-request',
  }),
  wb('WB-400-309', {
    meaning: 'overlapping unit price period (dialog lists classroom and date range)',
    textKey: 'error.unitPriceOverlap',
    handling: 'overlap-dialog',
  }),
  wb('WB-400-302', {
    meaning: 'homework already submitted (list refetched)',
    textKey: 'error.alreadySubmitTask',
    handling: 'modal-refetch',
    contexts: { taskSubmit: {}, taskDelete: {} },
  }),
  // foundation.md §8 "HTTP 500, code WB-500-131".
  wb('WB-500-131', {
    meaning: 'failed to send the notification talk',
    textKey: 'error.notificationTalkFailed',
    handling: 'notification-talk',
  }),
];

/** Every server code of foundation.md §8 and screens.md §8, keyed by code. */
export const errorCatalogue: Readonly<Record<string, ErrorEntry>> = Object.freeze(
  Object.fromEntries(codes.map((entry) => [entry.code, entry])),
);

export interface InternalErrorEntry {
  code: string;
  meaning: string;
  textKey: ErrorTextKey;
}

/** The client's own codes (foundation.md §8 "Internal codes"). */
export const internalErrorCatalogue = Object.freeze({
  EC_404: { code: 'EC_404', meaning: 'no page', textKey: 'error.internal.EC_404' },
  WE_5001: { code: 'WE_5001', meaning: 'no product name', textKey: 'error.internal.WE_5001' },
  WE_5002: { code: 'WE_5002', meaning: 'no intro URL', textKey: 'error.internal.WE_5002' },
  WE_5003: { code: 'WE_5003', meaning: 'no user', textKey: 'error.internal.WE_5003' },
  WE_5004: { code: 'WE_5004', meaning: 'no config', textKey: 'error.internal.WE_5004' },
  WE_5005: { code: 'WE_5005', meaning: 'no room template', textKey: 'error.internal.WE_5005' },
  NO_ERROR_CODE: {
    code: 'NO_ERROR_CODE',
    meaning: 'no error code',
    textKey: 'error.internal.NO_ERROR_CODE',
  },
} as const satisfies Record<string, InternalErrorEntry>);
export type InternalErrorCode = keyof typeof internalErrorCatalogue;

/** The code used when an error carries none (foundation.md §8). */
export const NO_ERROR_CODE: InternalErrorCode = 'NO_ERROR_CODE';
