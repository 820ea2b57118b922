/**
 * What the browser keeps beside the session (foundation.md §9: "Local storage is cleared by
 * reset-settings. The keys cover auto login, submit-limit datetime, auto review, column count,
 * room use period, note download type, notice hide, book index row count, and past company and
 * user name. The language preference is stored under its own key.").
 *
 * assumed: the key names (the spec lists the items in words), all under one `platform.` prefix
 * so they never meet another app's keys on a shared origin.
 */
export const LOCAL_SETTING_KEY = {
  /** The auto-login checkbox of the login form ('1' or '0'). */
  AUTO_LOGIN: 'platform.autoLogin',
  /** The last homework deadline chosen in the deploy modal. */
  SUBMIT_LIMIT_DATETIME: 'platform.submitLimitDatetime',
  /** The last auto-review choice of the deploy modal. */
  AUTO_REVIEW: 'platform.autoReview',
  /** Note column count, 1-4 (screens.md §9: default 2, "stored locally"). */
  COLUMN_COUNT: 'platform.columnCount',
  /** The last room use period chosen. */
  ROOM_USE_PERIOD: 'platform.roomUsePeriod',
  /** The class-note PDF download type preference. */
  NOTE_DOWNLOAD_TYPE: 'platform.noteDownloadType',
  /** Notice popups hidden until their publish end date. */
  NOTICE_HIDE: 'platform.noticeHide',
  /** Rows of the book index shown. */
  BOOK_INDEX_ROW_COUNT: 'platform.bookIndexRowCount',
  /** The company last signed in to (the login form and the invite page offer it again). */
  PAST_COMPANY: 'platform.pastCompany',
  /** The user id last signed in with (screens.md §2.2: "Success stores the user id"). */
  PAST_USER_NAME: 'platform.pastUserName',
} as const;
export type LocalSettingKey = (typeof LOCAL_SETTING_KEY)[keyof typeof LOCAL_SETTING_KEY];

/** The keys reset-settings clears (all of the list above; not the session, not the language). */
export const RESET_SETTINGS_KEYS: readonly LocalSettingKey[] = Object.values(LOCAL_SETTING_KEY);

/** Clears the listed settings; storage that throws (private modes) has nothing to clear. */
export function resetLocalSettings(
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): void {
  for (const key of RESET_SETTINGS_KEYS) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing stored where storage is switched off.
    }
  }
}
