import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  LIMITS,
  PAGE_SIZE,
  TEXTBOOK_PAGE_SIZE_OPTIONS,
  viewportKind,
} from './limits.ts';

describe('LIMITS (foundation.md §9, screens.md §9)', () => {
  it('text lengths', () => {
    expect(LIMITS).toMatchObject({
      TITLE_MAX: 50,
      NAME_MAX: 20,
      NAME_MIN: 1,
      NAME_MIN_WHEN_MODIFIED: 2,
      NICKNAME_MAX: 32,
      USERNAME_MAX: 50,
      LOGIN_PASSWORD_MAX: 30,
      USER_ID_MIN: 2,
      USER_ID_MAX: 32,
      PASSWORD_HIGH_MIN: 8,
      PASSWORD_HIGH_MAX: 20,
      PASSWORD_SIMPLE_MIN: 6,
      PASSWORD_SIMPLE_MAX: 20,
      ROOM_PASSWORD_MAX: 8,
      ROOM_TITLE_MAX: 100,
      ROOM_NAME_MAX: 50,
      GROUP_NAME_MIN: 2,
      GROUP_NAME_MAX: 20,
      GROUP_NAME_SCHEMA_MAX: 32,
      MEMO_MAX: 200,
      ENQUIRY_CONTENT_MAX: 300,
      PHONE_MAX: 16,
      INVITE_CODE_DIGITS: 9,
      FEE_DIGITS_MAX: 9,
    });
  });
  it('uploads, in bytes', () => {
    expect(LIMITS).toMatchObject({
      UPLOAD_FILES_MAX: 5,
      UPLOAD_FILE_BYTES_MAX: 31457280,
      MESSAGE_ATTACHMENTS_MAX: 3,
      BOARD_ATTACHMENTS_MAX: 5,
      PDF_UPLOAD_BYTES_MAX: 104857600,
      IMAGE_UPLOAD_FILES_MAX: 200,
      IMAGE_UPLOAD_BYTES_MAX: 10485760,
      EXCEL_UPLOAD_BYTES_MAX: 10485760,
      REFERENCE_FILE_SIZE_MAX: 500,
      REFERENCE_FILE_BYTES_MAX: 524288000,
    });
    expect(LIMITS.UPLOAD_FILE_BYTES_MAX).toBe(30 * 1024 * 1024);
  });
  it('selections, pages, editor and QR', () => {
    expect(LIMITS).toMatchObject({
      EXPORT_SELECTION_MAX: 50,
      BOOK_PAGES_PER_CALL: 100,
      BOOK_PAGES_FETCH_MAX: 1000,
      PAGE_RANGE_DEFAULT_SPAN: 9,
      NOTE_COLUMNS_MIN: 1,
      NOTE_COLUMNS_MAX: 4,
      NOTE_COLUMNS_DEFAULT: 2,
      EDITOR_IMAGE_WIDTH_MAX: 1000,
      EDITOR_IMAGE_JPEG_QUALITY: 0.8,
      EDITOR_HEIGHT: 600,
      EDITOR_HEIGHT_POPUP: 500,
      PROFILE_CROP_SIZE: 200,
      QR_VIEWBOX: 256,
      QR_LOGO_HEIGHT: 38,
      QR_TITLE_WIDTH_MAX: 320,
    });
  });
  it('timings', () => {
    expect(LIMITS).toMatchObject({
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
      STATISTICS_REFRESH_MS: 3600000,
      QUERY_CACHE_MS: 0,
    });
  });
  it('periods and layout', () => {
    expect(LIMITS).toMatchObject({
      ROOM_PERIOD_DEFAULT_MONTHS: 6,
      ROOM_PERIOD_MAX_MONTHS: 12,
      HOMEWORK_DUE_DAYS_AHEAD: 2,
      HOMEWORK_DUE_HOUR: 17,
      UNLIMITED_YEAR: 9999,
      CURRENCY: 'KRW',
      BREAKPOINT_MOBILE_MAX: 576,
      BREAKPOINT_TABLET_MAX: 768,
      BREAKPOINT_992: 992,
      BREAKPOINT_1250: 1250,
      MODAL_MIN_WIDTH: 300,
      MODAL_MIN_HEIGHT: 200,
    });
    expect(BREAKPOINTS).toEqual([576, 768, 992, 1250]);
  });
  it('page sizes', () => {
    expect(PAGE_SIZE).toEqual({
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
    });
    expect(LIMITS.PAGE_SIZE).toBe(PAGE_SIZE);
    expect(TEXTBOOK_PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40, 50]);
  });
});

describe('viewportKind (foundation.md §9)', () => {
  it('mobile up to 576, tablet 577 to 768, desktop above', () => {
    expect(viewportKind(320)).toBe('mobile');
    expect(viewportKind(576)).toBe('mobile');
    expect(viewportKind(577)).toBe('tablet');
    expect(viewportKind(768)).toBe('tablet');
    expect(viewportKind(769)).toBe('desktop');
  });
});
