import { type Locale, type WhiteboardDataInput, whiteboardAddress } from '@platform/contract';

/**
 * A video for the demo's /wb/youtube link. assumed: the video of YouTube's own IFrame API
 * documentation, which stays public.
 */
export const DEMO_YOUTUBE_ID = 'M7lc1UVf-VE';

export interface DemoWhiteboardLink {
  page: 'textbook' | 'attendee' | 'fileDownload' | 'roomBook' | 'youtube';
  href: string;
}

/**
 * The addresses the native client would open (screens.md §10): each /wb page with the session
 * token as brk and the data JSON its keys name, in the language the visitor reads the panel in.
 */
export function demoWhiteboardLinks(
  { token, roomCode }: { token: string; roomCode: string },
  locale: Locale,
): DemoWhiteboardLink[] {
  const at = (page: string, data: WhiteboardDataInput) =>
    whiteboardAddress(page, token, { locale, ...data });
  return [
    { page: 'textbook', href: at('textbook', {}) },
    { page: 'attendee', href: at('attendee', { roomCode, multi: true }) },
    {
      page: 'fileDownload',
      href: at('fileDownload', { roomCode, roomCodeKey: 'RCd', allowUpload: true }),
    },
    { page: 'roomBook', href: at('roomBook', { roomCode }) },
    { page: 'youtube', href: at(`youtube/${DEMO_YOUTUBE_ID}`, {}) },
  ];
}
