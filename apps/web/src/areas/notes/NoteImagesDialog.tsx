import type { Note } from '@platform/contract';
import { Dialog, EmptyState, Skeleton, useT } from '@platform/ui';
import { useEffect, useRef } from 'react';
import styles from './NotePages.module.css';
import { useNoteAgendas, useNotePageImages } from './noteQueries.ts';

export interface NoteImagesDialogProps {
  /** The note shown; null closes the dialog. */
  note: Note | null;
  onClose: () => void;
}

/**
 * The image view of a class note (screens.md §10 Notes "image view"): its pages by agenda, each
 * page's image fetched as it comes near the view (a class can write many pages); a page the
 * server has not (WB-404-102) shows the no-note-image empty state (screens.md §8).
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
  const scrollRef = useRef<HTMLElement>(null);

  // A screen ahead of the view is fetched too, so that scrolling finds the images there.
  useEffect(() => {
    const root = scrollRef.current;
    if (!root || !pages) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        for (const figure of near) observer.unobserve(figure);
        if (near.length > 0) load(near.map((figure) => pageRefOf(figure as HTMLElement)));
      },
      { root, rootMargin: '100% 0px' },
    );
    for (const figure of root.querySelectorAll('[data-page-no]')) observer.observe(figure);
    return () => observer.disconnect();
  }, [pages, load]);

  if (agendas.isError) return <EmptyState title={t('notes.images.noImage')} />;
  if (!pages) return <Skeleton variant="block" label={t('notes.loading')} />;
  if (pages.every((agenda) => agenda.PLi.length === 0)) {
    return <EmptyState title={t('notes.images.noImage')} />;
  }
  return (
    <section
      ref={scrollRef}
      className={styles.images}
      data-slot="note-images"
      aria-label={t('notes.images.pages')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list of page images holds no control, so it is a Tab stop of its own for keyboard scrolling (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {pages.map((agenda) => (
        <section key={agenda.ANo} className={styles.imageAgenda}>
          <h3 className={styles.imageAgendaTitle}>{agenda.ANm?.trim() || String(agenda.ANo)}</h3>
          {agenda.PLi.map((page) => {
            const label = page.PNm?.trim() || t('notes.page', { pageNo: page.PNo });
            const image = imageOf({ agendaNo: agenda.ANo, pageNo: page.PNo });
            return (
              <figure
                key={page.PNo}
                className={styles.pageImage}
                data-agenda-no={agenda.ANo}
                data-page-no={page.PNo}
              >
                {/* A page's room is kept before its image arrives: what is near the view
                    stays near it, and only that is fetched. */}
                <div className={styles.pageFrame}>
                  {image.status === 'ready' ? (
                    <img src={image.src} alt={label} />
                  ) : image.status === 'missing' ? (
                    <EmptyState title={t('notes.images.noImage')} />
                  ) : (
                    <Skeleton variant="block" label={t('notes.loading')} />
                  )}
                </div>
                <figcaption>{label}</figcaption>
              </figure>
            );
          })}
        </section>
      ))}
    </section>
  );
}

function pageRefOf(figure: HTMLElement) {
  return { agendaNo: Number(figure.dataset.agendaNo), pageNo: Number(figure.dataset.pageNo) };
}
