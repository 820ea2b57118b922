import { TEXTBOOK_PAGE_SIZE_OPTIONS } from '@platform/contract';
import { type ChangeEvent, useId } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { tableTexts } from '../i18n/texts/table.ts';
import { ChevronIcon } from '../internal/icons/ChevronIcon.tsx';
import { DoubleChevronIcon } from '../internal/icons/DoubleChevronIcon.tsx';
import styles from './Pagination.module.css';
import { clampPageIndex, pageCount, pageRowRange, pageWindow } from './pages.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(tableTexts);

export interface PaginationProps {
  /** The shown page, counted from 0 like the server's `resultPage.number`. */
  pageIndex: number;
  /** Rows per page: the list's size from the contract's `PAGE_SIZE` (screens.md §9). */
  pageSize: number;
  /** All rows of the list on the server (`resultPage.totalElements`). */
  totalCount: number;
  /** Asks the screen to load another page; the component does not keep the page itself. */
  onPageChange: (pageIndex: number) => void;
  /**
   * Shows the rows-per-page select when given. The screen resets to the first page itself if it
   * wants to: the component only reports the size.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered; the textbooks list's 10–50 (`TEXTBOOK_PAGE_SIZE_OPTIONS`) unless told. */
  pageSizeOptions?: readonly number[];
  /** At most this many numbered page buttons; the window follows the current page. */
  maxPageButtons?: number;
  /** The accessible name of the navigation landmark, when a screen has two of them. */
  label?: string;
  /** Hides the "11–20 of 95" summary, e.g. on narrow layouts that show it elsewhere. */
  hideRange?: boolean;
}

/**
 * Server-side page navigation: first, previous, a window of numbered pages, next, last, and an
 * optional rows-per-page select. Buttons that lead nowhere (previous on the first page) stay
 * focusable with `aria-disabled`, so that focus is not lost when the page they moved to is the
 * last one.
 */
export function Pagination({
  pageIndex,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = TEXTBOOK_PAGE_SIZE_OPTIONS,
  maxPageButtons = 5,
  label,
  hideRange = false,
}: PaginationProps) {
  const t = useT();
  const sizeSelectId = useId();
  const count = pageCount(totalCount, pageSize);
  const current = clampPageIndex(pageIndex, count);
  const isFirst = current === 0;
  const isLast = current === count - 1;
  const { from, to } = pageRowRange(current, pageSize, totalCount);
  // The current size is always offered, even when a screen's size is not among the options.
  const sizes = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);

  const goTo = (target: number) => {
    const next = clampPageIndex(target, count);
    if (next !== current) onPageChange(next);
  };

  return (
    <nav
      className={styles.pagination}
      data-slot="pagination"
      aria-label={label ?? t('pagination.label')}
    >
      {!hideRange && (
        <p className={styles.range} data-slot="pagination-range">
          {t('pagination.range', { from, to, total: totalCount })}
        </p>
      )}
      <ul className={styles.pages} data-slot="pagination-pages">
        <li>
          <Button
            variant="ghost"
            size="sm"
            label={t('pagination.first')}
            icon={<DoubleChevronIcon direction="left" />}
            aria-disabled={isFirst || undefined}
            data-slot="pagination-first"
            onClick={() => goTo(0)}
          />
        </li>
        <li>
          <Button
            variant="ghost"
            size="sm"
            label={t('pagination.previous')}
            icon={<ChevronIcon direction="left" />}
            aria-disabled={isFirst || undefined}
            data-slot="pagination-previous"
            onClick={() => goTo(current - 1)}
          />
        </li>
        {pageWindow(current, count, maxPageButtons).map((page) => (
          <li key={page}>
            <Button
              variant={page === current ? 'primary' : 'ghost'}
              size="sm"
              aria-current={page === current ? 'page' : undefined}
              data-slot="pagination-page"
              onClick={() => goTo(page)}
            >
              {page + 1}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            size="sm"
            label={t('pagination.next')}
            icon={<ChevronIcon direction="right" />}
            aria-disabled={isLast || undefined}
            data-slot="pagination-next"
            onClick={() => goTo(current + 1)}
          />
        </li>
        <li>
          <Button
            variant="ghost"
            size="sm"
            label={t('pagination.last')}
            icon={<DoubleChevronIcon direction="right" />}
            aria-disabled={isLast || undefined}
            data-slot="pagination-last"
            onClick={() => goTo(count - 1)}
          />
        </li>
      </ul>
      {onPageSizeChange && (
        <div className={styles.size} data-slot="pagination-size">
          <label htmlFor={sizeSelectId}>{t('pagination.pageSize')}</label>
          <select
            id={sizeSelectId}
            className={styles.select}
            value={pageSize}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onPageSizeChange(Number(event.target.value))
            }
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {t('pagination.pageSizeOption', { size })}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
