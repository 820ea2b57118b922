import type { Note } from '@platform/contract';
import { Dialog, EmptyState, Skeleton, useT } from '@platform/ui';
import { useEffect } from 'react';
import styles from './NotePages.module.css';
import { useNoteAgendas, useNotePageImages } from './noteQueries.ts';
import { allAgendaPages } from './noteRules.ts';

export interface NoteImagesDialogProps {
  /** The note shown; null closes the dialog. */
  note: Note | null;
  onClose: () => void;
}

/**
 * The image view of a class note (screens.md §10 Notes "image view"): its pages by agenda, each
 * page's image fetched when the dialog opens; a page the server has not (WB-404-102) shows the
 * no-note-image empty state (screens.md §8).
 */
export function NoteImagesDialog({ note, onClose }: NoteImagesDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={note !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('notes.images.title', { title: note?.noteTitle ?? '' })}
    >
      {note && <NoteImages key={note.noteIdx} noteIdx={note.noteIdx} />}
    </Dialog>
  );
}

function NoteImages({ noteIdx }: { noteIdx: number }) {
  const t = useT();
  const agendas = useNoteAgendas(noteIdx);
  const { imageOf, load } = useNotePageImages(noteIdx);
  const pages = agendas.data;

  useEffect(() => {
    if (pages) load(allAgendaPages(pages));
  }, [pages, load]);

  if (agendas.isError) return <EmptyState title={t('notes.images.noImage')} />;
  if (!pages) return <Skeleton variant="block" label={t('notes.loading')} />;
  if (pages.every((agenda) => agenda.PLi.length === 0)) {
    return <EmptyState title={t('notes.images.noImage')} />;
  }
  return (
    <div className={styles.images} data-slot="note-images">
      {pages.map((agenda) => (
        <section key={agenda.ANo} className={styles.imageAgenda}>
          <h3 className={styles.imageAgendaTitle}>{agenda.ANm?.trim() || String(agenda.ANo)}</h3>
          {agenda.PLi.map((page) => {
            const label = page.PNm?.trim() || t('notes.page', { pageNo: page.PNo });
            const image = imageOf({ agendaNo: agenda.ANo, pageNo: page.PNo });
            return (
              <figure key={page.PNo} className={styles.pageImage}>
                {image.status === 'ready' ? (
                  <img src={image.src} alt={label} />
                ) : image.status === 'missing' ? (
                  <EmptyState title={t('notes.images.noImage')} />
                ) : (
                  <Skeleton variant="block" label={t('notes.loading')} />
                )}
                <figcaption>{label}</figcaption>
              </figure>
            );
          })}
        </section>
      ))}
    </div>
  );
}
