import { LIMITS } from '@platform/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { tableTexts } from '../i18n/texts/table.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { addedCount } from './addedCount.ts';
import styles from './LoadMoreFooter.module.css';

// This component's texts come with it: pages without it do not carry them.
registerTexts(tableTexts);

export interface LoadMoreFooterProps {
  /** How many items the list shows now; its growth is what gets announced. */
  loadedCount: number;
  /** False once the server has nothing more (`resultPage.last`, or fewer items than asked for). */
  hasMore: boolean;
  /** True while the next items are being fetched. */
  loading?: boolean;
  /** Asks the screen for the next items (messages: `PAGE_SIZE.MESSAGES` at a time). */
  onLoadMore: () => void;
  /** The button's text, when "Load more" does not say enough. */
  label?: string;
}

/**
 * The footer of a list that pages by appending (screens.md §10 Messages: "load-more at size 10").
 * The button is busy from the press until the items arrive, or at most the spec's "load-button
 * busy reset 2 s" (screens.md §9, `LIMITS.LOAD_BUTTON_BUSY_RESET_MS`) if the screen never says it
 * is loading, so a double press never asks twice. How many items were added is announced politely;
 * when nothing more is left the button gives way to a "no more" line that takes its focus.
 */
export function LoadMoreFooter({
  loadedCount,
  hasMore,
  loading = false,
  onLoadMore,
  label,
}: LoadMoreFooterProps) {
  const t = useT();
  const [pressed, setPressed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [seenCount, setSeenCount] = useState(loadedCount);
  const buttonHasFocus = useRef(false);
  const endRef = useRef<HTMLParagraphElement>(null);
  const busy = loading || pressed;

  // The press ends when new items arrive (or the list resets); decided while rendering, so that the
  // announcement changes in the same update as the list.
  if (loadedCount !== seenCount) {
    const added = addedCount(seenCount, loadedCount);
    setSeenCount(loadedCount);
    setPressed(false);
    setAnnouncement(added > 0 ? t('loadMore.added', { count: added }) : '');
  }

  // ... or when the screen's loading ends without new items, or after the spec's busy reset.
  useEffect(() => {
    if (!pressed || loading) return;
    const timer = setTimeout(() => setPressed(false), LIMITS.LOAD_BUTTON_BUSY_RESET_MS);
    return () => clearTimeout(timer);
  }, [pressed, loading]);

  // A focused button that disappears (nothing more to load) hands focus to the line replacing it.
  useLayoutEffect(() => {
    if (!hasMore && buttonHasFocus.current) {
      buttonHasFocus.current = false;
      endRef.current?.focus();
    }
  }, [hasMore]);

  return (
    <div className={styles.footer} data-slot="load-more-footer">
      {hasMore ? (
        <Button
          variant="secondary"
          loading={busy}
          data-slot="load-more-button"
          onFocus={() => {
            buttonHasFocus.current = true;
          }}
          onBlur={() => {
            buttonHasFocus.current = false;
          }}
          onClick={() => {
            setPressed(true);
            onLoadMore();
          }}
        >
          {label ?? t('loadMore.button')}
        </Button>
      ) : (
        loadedCount > 0 && (
          <p ref={endRef} tabIndex={-1} className={styles.end} data-slot="load-more-end">
            {t('loadMore.end')}
          </p>
        )
      )}
      <VisuallyHidden role="status" data-slot="load-more-status">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
