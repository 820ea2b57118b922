import { YOUTUBE_EMBED_ORIGIN } from '@platform/contract';

let origin: string = YOUTUBE_EMBED_ORIGIN;

/** Where the video page embeds from: YouTube's privacy-enhanced host. */
export const youtubeEmbedOrigin = () => origin;

/**
 * Points the video page at a stand-in host (stories: a blank page of the browser's own), so that
 * no test reaches the network; returns the way back, a story's beforeEach cleanup.
 */
export function stubYoutubeHost(stub: string): () => void {
  origin = stub;
  return () => {
    origin = YOUTUBE_EMBED_ORIGIN;
  };
}
