/** The embedded pages of foundation.md §2, by the first part of their route path. */
export const WHITEBOARD_PAGE_NAMES = [
  'textbook',
  'fileDownload',
  'attendee',
  'roomBook',
  'youtube',
] as const;
export type WhiteboardPageName = (typeof WHITEBOARD_PAGE_NAMES)[number];

/**
 * Each page's module, a chunk of its own. The route table reaches them through the guard's
 * module, which every page loads first anyway: the app's entry then names one chunk for the
 * whiteboard instead of five (each named chunk costs the entry its preload list, and the
 * login page's budget counts every byte of the entry).
 */
export const WHITEBOARD_PAGE_MODULES = {
  textbook: () => import('./TextbookPage.tsx'),
  fileDownload: () => import('./FileDownloadPage.tsx'),
  attendee: () => import('./AttendeePage.tsx'),
  roomBook: () => import('./RoomBookPage.tsx'),
  youtube: () => import('./YoutubePage.tsx'),
} satisfies Record<WhiteboardPageName, () => Promise<unknown>>;
