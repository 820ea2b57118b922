/**
 * A YouTube video id: 11 characters of the URL-safe base64 alphabet. assumed: YouTube documents no
 * grammar for its ids; every id it has issued has this form, and anything else (a path, a query,
 * a script) never reaches the embed's address.
 */
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function isYoutubeVideoId(value: string | null | undefined): value is string {
  return typeof value === 'string' && YOUTUBE_VIDEO_ID.test(value);
}

/** YouTube's privacy-enhanced host (no cookies until the viewer plays), the only frame source. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The embed address of /wb/youtube/{youtubeId} (screens.md §10 "full-screen autoplay, no
 * controls"). assumed: muted, since browsers refuse autoplay with sound; inline on phones; no
 * related videos from other channels, no keyboard controls, no fullscreen button (the page is).
 */
export function youtubeEmbedUrl(videoId: string, origin: string = YOUTUBE_EMBED_ORIGIN): string {
  if (!isYoutubeVideoId(videoId)) throw new Error(`Not a YouTube video id: ${videoId}`);
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    controls: '0',
    playsinline: '1',
    rel: '0',
    disablekb: '1',
    fs: '0',
  });
  return `${origin}/embed/${videoId}?${params}`;
}
