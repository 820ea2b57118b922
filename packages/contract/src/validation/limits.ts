/**
 * Every limit, timing and size the spec gives (foundation.md §5, §9; screens.md §5, §9), named
 * after the spec's words so that a reader can find them. Sizes in bytes use 1 MB = 1048576, as
 * foundation.md §5 does ("31457280 bytes (30 MB)").
 */
const MB = 1024 * 1024;

/** Page sizes of screens.md §9 ("Page sizes: user list 30, board 30, ..."). */
export const PAGE_SIZE = {
  USER_LIST: 30,
  BOARD: 30,
  TEXTBOOKS: 30,
  CLASS: 20,
  NOTES: 20,
  HOMEWORK: 20,
  MESSAGES: 10,
  ACCESS_USERS: 30,
  ROOM_USERS: 1000,
  PICKER: 1000,
  MONTHS_LIST: 10,
} as const;

export const LIMITS = {
  // --- text lengths (characters) ---
  /** "Title of homework or book: 50" */
  TITLE_MAX: 50,
  NAME_MAX: 20,
  NAME_MIN: 1,
  /** screens.md §5: "Name 1-20 (2-20 modify)" */
  NAME_MIN_WHEN_MODIFIED: 2,
  NICKNAME_MAX: 32,
  /** Login form "Username (login): 50" */
  USERNAME_MAX: 50,
  /** Login form "Login password: 30" */
  LOGIN_PASSWORD_MAX: 30,
  USER_ID_MIN: 2,
  USER_ID_MAX: 32,
  PASSWORD_HIGH_MIN: 8,
  PASSWORD_HIGH_MAX: 20,
  PASSWORD_SIMPLE_MIN: 6,
  PASSWORD_SIMPLE_MAX: 20,
  ROOM_PASSWORD_MAX: 8,
  /** Instant room / invite create: "Room title required max 100" */
  ROOM_TITLE_MAX: 100,
  /** Room management: "Room name required non-blank max 50" */
  ROOM_NAME_MAX: 50,
  GROUP_NAME_MIN: 2,
  GROUP_NAME_MAX: 20,
  /** screens.md §5: "input max 20 (schema mentions 32)"; the input's 20 is enforced. */
  GROUP_NAME_SCHEMA_MAX: 32,
  MEMO_MAX: 200,
  ENQUIRY_CONTENT_MAX: 300,
  PHONE_MAX: 16,
  /** assumed: the longest address SMTP carries (RFC 5321: a 256-octet path less its brackets). */
  EMAIL_MAX: 254,
  /** assumed: a book's or a room's description (bookDesc, roomDesc), which the spec does not bound. */
  DESCRIPTION_MAX: 1000,
  INVITE_CODE_DIGITS: 9,
  FEE_DIGITS_MAX: 9,
  // --- uploads ---
  /** Shared uploader: "At most 5 files" */
  UPLOAD_FILES_MAX: 5,
  /** Shared uploader: "31457280 bytes (30 MB) each" */
  UPLOAD_FILE_BYTES_MAX: 31457280,
  MESSAGE_ATTACHMENTS_MAX: 3,
  BOARD_ATTACHMENTS_MAX: 5,
  PDF_UPLOAD_BYTES_MAX: 100 * MB,
  IMAGE_UPLOAD_FILES_MAX: 200,
  IMAGE_UPLOAD_BYTES_MAX: 10 * MB,
  EXCEL_UPLOAD_BYTES_MAX: 10485760,
  /** "max size 500 (unit not shown)"; assumed MB, see REFERENCE_FILE_BYTES_MAX. */
  REFERENCE_FILE_SIZE_MAX: 500,
  REFERENCE_FILE_BYTES_MAX: 500 * MB,
  // --- selections and pages ---
  EXPORT_SELECTION_MAX: 50,
  BOOK_PAGES_PER_CALL: 100,
  BOOK_PAGES_FETCH_MAX: 1000,
  /** "end defaults to start+9 capped at page count" */
  PAGE_RANGE_DEFAULT_SPAN: 9,
  /**
   * assumed: a table of contents nests at most 10 levels (book, part, chapter, section...) and
   * holds at most 2000 entries, twice the pages of the largest book (BOOK_PAGES_FETCH_MAX).
   */
  BOOK_INDEX_DEPTH_MAX: 10,
  BOOK_INDEX_NODES_MAX: 2000,
  /** assumed: the largest page a list call may ask for is the largest the spec uses (1000). */
  PAGE_SIZE_MAX: 1000,
  NOTE_COLUMNS_MIN: 1,
  NOTE_COLUMNS_MAX: 4,
  NOTE_COLUMNS_DEFAULT: 2,
  // --- any request (issue 17 item 4: every nested or long input is bounded) ---
  /**
   * assumed: the deepest nesting of objects and lists a request may carry; the deepest real one,
   * a table of contents of BOOK_INDEX_DEPTH_MAX levels, takes two per level.
   */
  REQUEST_DEPTH_MAX: 32,
  /** assumed: items of one list in a request (user lists, answer keys...). */
  REQUEST_LIST_MAX: 10000,
  /** assumed: characters of one text field (a 1000-page answer key is well under it). */
  REQUEST_TEXT_MAX: 5 * MB,
  // --- editor, images ---
  EDITOR_IMAGE_WIDTH_MAX: 1000,
  EDITOR_IMAGE_JPEG_QUALITY: 0.8,
  EDITOR_HEIGHT: 600,
  EDITOR_HEIGHT_POPUP: 500,
  PROFILE_CROP_SIZE: 200,
  QR_VIEWBOX: 256,
  QR_LOGO_HEIGHT: 38,
  QR_TITLE_WIDTH_MAX: 320,
  // --- timings (ms) ---
  COMPANY_SEARCH_DEBOUNCE_MS: 300,
  TEXT_SEARCH_DEBOUNCE_MS: 500,
  TOAST_MS: 2000,
  UNREAD_POLL_MS: 60000,
  LONG_PRESS_MS: 500,
  JOIN_PROCESSING_MS: 5000,
  PULL_TO_REFRESH_MAX_DRAG_PX: 100,
  PULL_TO_REFRESH_PAUSE_MS: 500,
  CHART_APPLY_DELAY_MS: 300,
  ROOM_LIST_REFRESH_DELAY_MS: 1000,
  LOAD_BUTTON_BUSY_RESET_MS: 2000,
  /** foundation.md §9 "Statistics refresh hourly". */
  STATISTICS_REFRESH_MS: 3600000,
  /** foundation.md §9 "Cached query data is kept 0 seconds for most reads". */
  QUERY_CACHE_MS: 0,
  // --- the enquiry's weekly time grid (screens.md §5 Enquiry; §9 "Time slots 18:30-23:00") ---
  /** "Time grid Mon-Fri, 30-minute slots 18:30-23:00" */
  ENQUIRY_SLOT_MINUTES: 30,
  ENQUIRY_SLOTS_FROM: '18:30',
  ENQUIRY_SLOTS_UNTIL: '23:00',
  /** "one click picks four consecutive slots (two-hour class)" */
  ENQUIRY_CLASS_MINUTES: 120,
  /** "last start 21:00": the two-hour class's; see lastClassStart for the elementary one. */
  ENQUIRY_LAST_START: '21:00',
  /** "Elementary: only 60 minutes" */
  ENQUIRY_ELEMENTARY_CLASS_MINUTES: 60,
  /** "max 4 classes" (a week: one class a day at most, see validateEnquiryTimeSlots) */
  ENQUIRY_WEEKLY_CLASSES_MAX: 4,
  /** "Individual-pace offers only middle school, min 2 weekly classes" */
  ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN: 2,
  // --- periods ---
  ROOM_PERIOD_DEFAULT_MONTHS: 6,
  ROOM_PERIOD_MAX_MONTHS: 12,
  HOMEWORK_DUE_DAYS_AHEAD: 2,
  HOMEWORK_DUE_HOUR: 17,
  UNLIMITED_YEAR: 9999,
  /** foundation.md §9 "Currency is shown in won". */
  CURRENCY: 'KRW',
  // --- layout ---
  BREAKPOINT_MOBILE_MAX: 576,
  BREAKPOINT_TABLET_MAX: 768,
  BREAKPOINT_992: 992,
  BREAKPOINT_1250: 1250,
  MODAL_MIN_WIDTH: 300,
  MODAL_MIN_HEIGHT: 200,
  // --- page sizes ---
  PAGE_SIZE,
} as const;

/** screens.md §9 "textbooks 30 (options 10-50)". assumed: steps of 10. */
export const TEXTBOOK_PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;

/** The breakpoints of screens.md §9 in order. */
export const BREAKPOINTS = [576, 768, 992, 1250] as const;

export type ViewportKind = 'mobile' | 'tablet' | 'desktop';

/** foundation.md §9: "desktop above 768 px, tablet 577 to 768, mobile up to 576". */
export function viewportKind(widthPx: number): ViewportKind {
  if (widthPx <= LIMITS.BREAKPOINT_MOBILE_MAX) return 'mobile';
  if (widthPx <= LIMITS.BREAKPOINT_TABLET_MAX) return 'tablet';
  return 'desktop';
}
