import type { Task } from '@platform/contract';
import { Dialog, EmptyState, useT } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../shared/QueryState.tsx';
import styles from './TaskPages.module.css';
import { fetchPageUrls, pageUrlsKey } from './taskQueries.ts';
import { taskPages } from './taskRules.ts';

/** assumed: the viewer shows at most this many pages at once (one call of the page range). */
const VIEWER_PAGES = 100;

/**
 * The book viewer a homework name opens (screens.md §10 "name opens book viewer"). The spec
 * names it only; assumed: the homework's pages of its book as images, in order, with the book's
 * name and the page range.
 */
export function BookViewerDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const t = useT();
  const bookIdx = task.bookIdx ?? task.book?.bookIdx;
  const { from, to } = taskPages(task);
  const last = Math.min(to, from + VIEWER_PAGES - 1);
  const pages = useQuery({
    queryKey: pageUrlsKey(bookIdx ?? 0, from, last),
    queryFn: ({ signal }) => fetchPageUrls(bookIdx ?? 0, from, last, signal),
    enabled: bookIdx != null && last >= from,
  });
  const entries = Object.entries(pages.data ?? {})
    .map(([page, url]) => ({ page: Number(page), url }))
    .sort((a, b) => a.page - b.page);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={task.taskName}
      description={t('homework.viewerDescription', {
        book: task.book?.bookName ?? '',
        from,
        to: last,
      })}
    >
      {bookIdx == null || last < from ? (
        <EmptyState title={t('homework.noPages')} />
      ) : (
        <QueryState query={pages} loadingLabel={t('homework.loadingPages')} showLoadingLabel>
          {() => (
            <ol className={styles.viewer} data-slot="homework-viewer">
              {entries.map(({ page, url }) => (
                <li key={page} className={styles.viewerPage}>
                  <img src={url} alt={t('homework.pageImage', { page })} loading="lazy" />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      )}
    </Dialog>
  );
}
