import { validatePageRange } from '@platform/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { DigitsField } from '../DigitsField/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './PageRangePicker.module.css';
import {
  chunkPages,
  chunksBetween,
  type PageRange,
  type PickStep,
  parsePage,
  pickPage,
  withStart,
} from './pageRangeLogic.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

/** Page image URLs by page number, for the pages asked. */
export type PageUrlMap = Record<number, string>;

export interface PageRangePickerProps {
  /** The book's page count (the total). */
  pageCount: number;
  value: PageRange;
  onChange: (value: PageRange) => void;
  /**
   * Fetches the page images of `fromPage`..`toPage` (at most 100 pages, screens.md §7). Called
   * only for ranges coming into view, once each; a failed range is asked again when it comes
   * into view again.
   */
  loadPages: (fromPage: number, toPage: number) => Promise<PageUrlMap>;
  /** After a save attempt: empty fields show the required-field message. */
  showRequired?: boolean;
}

const ESTIMATED_ROW_PX = 170;

function readPx(element: Element, property: string, fallback: number): number {
  const value = Number.parseFloat(getComputedStyle(element).getPropertyValue(property));
  return Number.isFinite(value) ? value : fallback;
}

/**
 * Picks the page range of a homework (screens.md §5 "Page range": start and end required, start
 * not greater than end, end not above the total, end defaults to start+9 capped at the page
 * count). Pages are typed or picked on the thumbnails (click, or arrows and Enter): no dragging.
 * The thumbnail grid is virtualized and fetches page images 100 pages per call as they scroll
 * into view, so a 1,000-page book stays smooth.
 */
export function PageRangePicker({
  pageCount,
  value,
  onChange,
  loadPages,
  showRequired = false,
}: PageRangePickerProps) {
  const t = useT();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(4);
  const [step, setStep] = useState<PickStep>(value.start === null ? 'start' : 'end');
  const [active, setActive] = useState(value.start ?? 1);
  const [focusActive, setFocusActive] = useState(false);
  const [urls, setUrls] = useState<PageUrlMap>({});
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());

  const rows = Math.ceil(pageCount / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 1,
  });

  // As many columns as thumbnails fit the width.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => {
      const thumb = readPx(element, '--page-thumb-width', 96);
      const gap = readPx(element, '--page-thumb-gap', 8);
      // n thumbnails, the gaps between them and the row's padding of one gap on each side.
      setColumns(Math.max(1, Math.floor((element.clientWidth - gap) / (thumb + gap))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Another book (a new loadPages): forget what was fetched for the last one.
  useEffect(() => {
    void loadPages;
    asked.current = new Set();
    setUrls({});
  }, [loadPages]);

  const items = virtualizer.getVirtualItems();
  const firstPage = items.length > 0 ? (items[0]?.index ?? 0) * columns + 1 : 1;
  const lastPage = Math.min(pageCount, ((items[items.length - 1]?.index ?? 0) + 1) * columns);
  const visibleChunks = chunksBetween(firstPage, lastPage).join(',');

  useEffect(() => {
    if (visibleChunks === '') return;
    for (const chunk of visibleChunks.split(',').map(Number)) {
      if (asked.current.has(chunk)) continue;
      asked.current.add(chunk);
      const { from, to } = chunkPages(chunk, pageCount);
      loadPages(from, to).then(
        (map) => {
          setFailed(false);
          setUrls((current) => ({ ...current, ...map }));
        },
        () => {
          asked.current.delete(chunk);
          setFailed(true);
        },
      );
    }
  }, [visibleChunks, loadPages, pageCount]);

  const scrollToPage = (page: number) =>
    virtualizer.scrollToIndex(Math.floor((page - 1) / columns), { align: 'auto' });

  // A typed start brings its page into view.
  const typedStart = useRef(false);
  useEffect(() => {
    if (
      typedStart.current &&
      value.start !== null &&
      value.start >= 1 &&
      value.start <= pageCount
    ) {
      scrollToPage(value.start);
    }
    typedStart.current = false;
  });

  useEffect(() => {
    if (!focusActive) return;
    scrollRef.current?.querySelector<HTMLElement>(`[data-page="${active}"]`)?.focus();
    setFocusActive(false);
  });

  const pick = (page: number) => {
    const result = pickPage(value, step, page, pageCount);
    setStep(result.next);
    setActive(page);
    onChange(result.range);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      PageDown: columns * 3,
      PageUp: -columns * 3,
    };
    let target: number | null = null;
    if (event.key in moves) target = active + (moves[event.key] ?? 0);
    else if (event.key === 'Home') target = event.ctrlKey ? 1 : active - ((active - 1) % columns);
    else if (event.key === 'End') {
      target = event.ctrlKey ? pageCount : active - ((active - 1) % columns) + columns - 1;
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
      return;
    } else return;
    event.preventDefault();
    const page = Math.max(1, Math.min(pageCount, target));
    setActive(page);
    scrollToPage(page);
    setFocusActive(true);
  };

  const faults = validatePageRange({ start: value.start, end: value.end, total: pageCount });
  const shown = (field: 'start' | 'end') => {
    const fault = faults[field];
    return fault && (fault.key !== 'valid.required' || showRequired) ? fault : undefined;
  };
  const inRange = (page: number) =>
    value.start !== null && value.end !== null && page >= value.start && page <= value.end;
  const count =
    value.start !== null && value.end !== null && value.end >= value.start
      ? value.end - value.start + 1
      : 0;
  const hintId = `${id}-hint`;

  return (
    <div className={styles.root} data-slot="page-range-picker">
      <div className={styles.fields}>
        <DigitsField
          label={t('pageRange.start')}
          required
          value={value.start === null ? '' : String(value.start)}
          onValueChange={(text) => {
            typedStart.current = true;
            setStep('end');
            onChange(withStart(parsePage(text), pageCount));
          }}
          error={shown('start')}
        />
        <DigitsField
          label={t('pageRange.end')}
          required
          value={value.end === null ? '' : String(value.end)}
          onValueChange={(text) => {
            setStep('start');
            onChange({ start: value.start, end: parsePage(text) });
          }}
          error={shown('end')}
        />
        <span className={styles.total}>{t('pageRange.total', { total: pageCount })}</span>
      </div>
      <p id={hintId} className={styles.hint} data-slot="page-range-hint">
        {step === 'start' || value.start === null
          ? t('pageRange.pickStart')
          : t('pageRange.pickEnd', { start: value.start })}
      </p>
      <p className={styles.summary} role="status" data-slot="page-range-summary">
        {count > 0
          ? t('pageRange.summary', { start: value.start ?? 0, end: value.end ?? 0, count })
          : ''}
      </p>
      {failed && (
        <p className={styles.failed} role="alert">
          {t('pageRange.loadFailed')}
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a virtualized grid of thumbnails, not a table; the APG grid roles carry the row and column counts. */}
      <div
        ref={scrollRef}
        className={styles.viewport}
        role="grid"
        aria-label={t('pageRange.grid')}
        aria-describedby={hintId}
        aria-rowcount={rows}
        aria-colcount={columns}
        aria-multiselectable="true"
        onKeyDown={onGridKeyDown}
        data-slot="page-range-grid"
      >
        <div className={styles.canvas} style={{ blockSize: virtualizer.getTotalSize() }}>
          {items.map((row) => (
            // biome-ignore lint/a11y/useSemanticElements: a row of the virtualized grid (see above).
            // biome-ignore lint/a11y/useFocusableInteractive: rows are not focus stops in an APG grid; their cells are.
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="row"
              aria-rowindex={row.index + 1}
              className={styles.row}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {Array.from({ length: columns }, (_, column) => {
                const page = row.index * columns + column + 1;
                if (page > pageCount) return null;
                const url = urls[page];
                const edge = page === value.start ? 'start' : page === value.end ? 'end' : null;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a cell of the virtualized grid (see above).
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keydown picks the focused cell with Enter and Space.
                  <div
                    key={page}
                    role="gridcell"
                    aria-colindex={column + 1}
                    aria-selected={inRange(page)}
                    tabIndex={page === active ? 0 : -1}
                    className={styles.cell}
                    data-page={page}
                    data-edge={edge ?? undefined}
                    onClick={() => pick(page)}
                    onFocus={() => setActive(page)}
                  >
                    <span className={styles.thumb}>
                      {url ? <img src={url} alt="" className={styles.image} /> : null}
                    </span>
                    <span className={styles.pageNo}>
                      {t('pageRange.page', { page })}
                      {edge && <VisuallyHidden>{` (${t(`pageRange.${edge}`)})`}</VisuallyHidden>}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
