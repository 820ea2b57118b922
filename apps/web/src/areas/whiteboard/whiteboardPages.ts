/** The embedded pages of foundation.md §2, by the first part of their route path. */
export const WHITEBOARD_PAGE_NAMES = [
  'textbook',
  'fileDownload',
  'attendee',
  'roomBook',
  'youtube',
] as const;
export type WhiteboardPageName = (typeof WHITEBOARD_PAGE_NAMES)[number];

/** The route table's handle of a whiteboard page (`{ whiteboardPage: 'youtube/:youtubeId' }`). */
export function whiteboardPageOf(handle: unknown): WhiteboardPageName | null {
  if (typeof handle !== 'object' || handle === null || !('whiteboardPage' in handle)) return null;
  const path = (handle as { whiteboardPage: unknown }).whiteboardPage;
  if (typeof path !== 'string') return null;
  const name = path.split('/')[0];
  return (WHITEBOARD_PAGE_NAMES as readonly string[]).includes(name ?? '')
    ? (name as WhiteboardPageName)
    : null;
}
