/** The embedded pages of foundation.md §2, by the first part of their route path. */
export const WHITEBOARD_PAGE_NAMES = [
  'textbook',
  'fileDownload',
  'attendee',
  'roomBook',
  'youtube',
] as const;
export type WhiteboardPageName = (typeof WHITEBOARD_PAGE_NAMES)[number];
