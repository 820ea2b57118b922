import { EmptyState, registerTexts, useT } from '@platform/ui';
import { useMatches, useParams } from 'react-router';
import { whiteboardTexts } from './texts.ts';
import styles from './WhiteboardPage.module.css';
import { whiteboardPageOf } from './whiteboardPages.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(whiteboardTexts);

/**
 * The pages embedded in the native whiteboard (/wb/textbook, fileDownload, attendee, roomBook,
 * youtube/:youtubeId). Their widgets come with later issues; until then each says so, naming
 * itself, with no frame around it (the whiteboard is the frame). The guard has signed in already.
 */
export function Component() {
  const t = useT();
  const page =
    useMatches()
      .map((match) => whiteboardPageOf(match.handle))
      .findLast((name) => name !== null) ?? null;
  const { youtubeId } = useParams();
  const name = page ? t(`wb.page.${page}`) : '';
  return (
    <main className={styles.page} data-slot="whiteboard-page" data-page={page ?? undefined}>
      <h1 className={styles.title}>{name}</h1>
      <EmptyState
        titleAs="h2"
        title={t('wb.comingSoon.title')}
        description={t('wb.comingSoon.body', { page: name })}
      />
      {page === 'youtube' && youtubeId && (
        <p className={styles.detail}>{t('wb.youtube.video', { youtubeId })}</p>
      )}
    </main>
  );
}
