import { Button, InlineAlert, Skeleton, useT } from '@platform/ui';
import styles from './BookListPage.module.css';
import { useAnswerImage, usePageImage, usePageImages } from './bookQueries.ts';
import { PAGES_PER_VIEW } from './bookRules.ts';
import { useObjectUrl } from './useObjectUrl.ts';

/** The answer image of a workbook page (DOWNLOAD_ANSWER), or why there is none. */
export function AnswerImage({ bookIdx, pageNo }: { bookIdx: number; pageNo: number }) {
  const t = useT();
  const answer = useAnswerImage(bookIdx, pageNo, true);
  const url = useObjectUrl(answer.data);
  if (answer.isPending) return <Skeleton className={styles.answerImage} />;
  if (!url) return <p className={styles.muted}>{t('textbooks.pages.noAnswer')}</p>;
  return (
    <img
      className={styles.answerImage}
      src={url}
      alt={t('textbooks.pages.answer', { page: pageNo })}
    />
  );
}

/** The image of one page, loaded with the session (see fetchPageImage). */
export function PageImage({
  bookIdx,
  pageNo,
  alt,
  className,
}: {
  bookIdx: number;
  pageNo: number;
  alt: string;
  className: string | undefined;
}) {
  const t = useT();
  const image = usePageImage(bookIdx, pageNo);
  const url = useObjectUrl(image.data);
  if (image.isError) return <p className={styles.muted}>{t('textbooks.pages.loadFailed')}</p>;
  if (!url) return <Skeleton className={className} label={alt} />;
  return <img className={className} src={url} alt={alt} />;
}

export interface BookPagesProps {
  bookIdx: number;
  pageCount: number;
  /** A workbook shows each page's answer beside it. */
  withAnswers: boolean;
  /** The first page of the view (1, 11, 21, ...). */
  from: number;
  onFromChange: (from: number) => void;
}

/**
 * The page images of a book with their answers (screens.md §10 "page images with answers"), ten
 * at a time from the range call, with previous and next buttons.
 */
export function BookPages({ bookIdx, pageCount, withAnswers, from, onFromChange }: BookPagesProps) {
  const t = useT();
  const to = Math.min(pageCount, from + PAGES_PER_VIEW - 1);
  const pages = usePageImages(bookIdx, from, to, pageCount > 0);
  if (pageCount <= 0) return <p className={styles.muted}>{t('textbooks.pages.empty')}</p>;
  return (
    <section
      className={styles.pages}
      aria-label={t('textbooks.pages.label')}
      data-slot="book-pages"
    >
      <nav className={styles.pager} aria-label={t('textbooks.pages.label')}>
        <Button
          variant="secondary"
          size="sm"
          disabled={from <= 1}
          onClick={() => onFromChange(Math.max(1, from - PAGES_PER_VIEW))}
        >
          {t('textbooks.pages.previous')}
        </Button>
        <span aria-live="polite">{t('textbooks.pages.range', { from, to, total: pageCount })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={to >= pageCount}
          onClick={() => onFromChange(from + PAGES_PER_VIEW)}
        >
          {t('textbooks.pages.next')}
        </Button>
      </nav>
      {pages.isError ? (
        <InlineAlert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => void pages.refetch()}>
              {t('textbooks.detail.retry')}
            </Button>
          }
        >
          {t('textbooks.pages.loadFailed')}
        </InlineAlert>
      ) : (
        <ol className={styles.pageList}>
          {(pages.data ?? []).map((page) => (
            <li key={page.pageNo} className={styles.pageItem} data-slot="book-page">
              <figure className={styles.figure}>
                <PageImage
                  bookIdx={bookIdx}
                  pageNo={page.pageNo}
                  className={styles.pageImage}
                  alt={t('textbooks.pages.page', { page: page.pageNo })}
                />
                {/* The image's text alternative names the page; the number is for the eye. */}
                <figcaption aria-hidden="true">{page.pageNo}</figcaption>
              </figure>
              {withAnswers && <AnswerImage bookIdx={bookIdx} pageNo={page.pageNo} />}
            </li>
          ))}
          {pages.isPending &&
            Array.from({ length: to - from + 1 }, (_, i) => from + i).map((pageNo) => (
              <li key={pageNo} className={styles.pageItem}>
                <Skeleton className={styles.pageImage} />
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
