import { isYoutubeVideoId, youtubeEmbedUrl } from '@platform/contract';
import { registerTexts, useT } from '@platform/ui';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { whiteboardTexts } from './texts.ts';
import styles from './WhiteboardPage.module.css';
import { youtubeEmbedOrigin } from './youtubeHost.ts';

registerTexts(whiteboardTexts);

/** An id that is not a video id never reaches the embed: the address is unknown (the error page). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isYoutubeVideoId(params.youtubeId)) throw data(null, { status: 404 });
  return null;
}

/**
 * /wb/youtube/{youtubeId} (screens.md §10 "full-screen autoplay, no controls"): the video fills
 * the whiteboard's panel, through YouTube's privacy-enhanced embed, the one frame source the
 * Content-Security-Policy allows. It plays muted (browsers refuse autoplay with sound).
 */
export function Component() {
  const t = useT();
  const { youtubeId } = useParams();
  if (!isYoutubeVideoId(youtubeId)) return null;
  return (
    <main className={styles.video} data-slot="whiteboard-page" data-page="youtube">
      <iframe
        className={styles.videoFrame}
        title={t('wb.youtube.title', { youtubeId })}
        src={youtubeEmbedUrl(youtubeId, youtubeEmbedOrigin())}
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
      />
    </main>
  );
}
