import {
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { registerTexts, useT } from '../i18n/index.ts';
import { tableTexts } from '../i18n/texts/table.ts';
import { ArrowIcon } from '../internal/icons/ArrowIcon.tsx';
import { Spinner } from '../Spinner/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './PullToRefresh.module.css';

registerTexts(tableTexts);

/** screens.md §9 "pull-to-refresh max drag 100 px". */
export const PULL_TO_REFRESH_MAX_PX = 100;
/** screens.md §9 "pull-to-refresh ... pause 500 ms": the spinner shows this long before the refresh. */
export const PULL_TO_REFRESH_PAUSE_MS = 500;
/**
 * How far the pull must reach for the release to refresh. assumed: the spec gives only the
 * maximum; 70 % of it, so a refresh is meant and a short tug is not one.
 */
export const PULL_TO_REFRESH_THRESHOLD_PX = 70;

/** Movement under this is a finger at rest, not yet a pull or a sideways swipe (assumed). */
const SLOP_PX = 6;

export interface PullToRefreshProps {
  /** Reloads the list; runs once per pull, after the pause. A promise keeps the spinner showing. */
  onRefresh: () => Promise<unknown> | unknown;
  /** No pulling (e.g. while the list loads for another reason). */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

type Phase = 'idle' | 'pulling' | 'refreshing';

/** The element whose scroll decides "at the top": the nearest scrolling ancestor, or the page. */
function scrollContainerOf(element: HTMLElement): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY) && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return document.scrollingElement;
}

const atTop = (scroller: Element | null) => (scroller?.scrollTop ?? 0) <= 0;

/**
 * Pull to refresh for a list on a phone (screens.md §9, §10 class page): a finger that pulls the
 * content down while its scroll container is at the top draws it down by up to 100 px; let go past
 * the threshold, a spinner shows for 500 ms and then `onRefresh` runs. A mouse or pen never pulls
 * (pointerType 'touch' only), a pull cut short or turned sideways springs back, and screen readers
 * hear politely that the list is refreshing and then that it is up to date. The refresh needs
 * another way in for those who cannot pull (the page's own refresh or a reload).
 *
 * While the container is at the top, `touch-action: pan-x pan-down` leaves the downward drag to
 * this component instead of the browser (the Pointer Events spec's own pull-to-refresh recipe);
 * anywhere else the list scrolls as usual.
 */
export function PullToRefresh({
  onRefresh,
  disabled = false,
  children,
  className,
}: PullToRefreshProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  /** How far the current pull has reached, or null before the finger has moved into a pull. */
  const pulled = useRef<number | null>(null);
  const busy = useRef(false);
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  const [phase, setPhase] = useState<Phase>('idle');
  const [distance, setDistance] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  // Whether the container is at the top decides touch-action before a finger lands, so it is
  // kept on the element as the container scrolls (a pointerdown handler would be too late).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const scroller = scrollContainerOf(root);
    const target: EventTarget =
      scroller === document.scrollingElement ? window : (scroller ?? window);
    const mark = () => root.toggleAttribute('data-at-top', atTop(scroller));
    mark();
    target.addEventListener('scroll', mark, { passive: true });
    return () => target.removeEventListener('scroll', mark);
  }, []);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const springBack = () => {
    start.current = null;
    pulled.current = null;
    setPhase('idle');
    setDistance(0);
  };

  const refresh = async () => {
    busy.current = true;
    setPhase('refreshing');
    setDistance(PULL_TO_REFRESH_THRESHOLD_PX);
    setAnnouncement(t('pullToRefresh.refreshing'));
    try {
      await new Promise((resolve) => setTimeout(resolve, PULL_TO_REFRESH_PAUSE_MS));
      if (!mounted.current) return;
      await latest.current();
    } catch {
      // A failed reload is the caller's to report (its list shows the error); the pull is over.
    } finally {
      busy.current = false;
      if (mounted.current) {
        springBack();
        setAnnouncement(t('pullToRefresh.done'));
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = null;
    pulled.current = null;
    if (disabled || busy.current || event.pointerType !== 'touch' || !event.isPrimary) return;
    const root = rootRef.current;
    if (!root || !atTop(scrollContainerOf(root))) return;
    start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || event.pointerId !== from.pointerId) return;
    const dy = event.clientY - from.y;
    const dx = event.clientX - from.x;
    if (pulled.current === null) {
      // Not a pull (yet): a sideways swipe or an upward scroll lets the gesture go.
      if ((Math.abs(dx) > SLOP_PX && Math.abs(dx) > dy) || dy < -SLOP_PX) {
        springBack();
        return;
      }
      if (dy <= SLOP_PX) return;
      setPhase('pulling');
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the moves still arrive while over the element.
      }
    }
    pulled.current = Math.max(0, Math.min(dy, PULL_TO_REFRESH_MAX_PX));
    setDistance(pulled.current);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || event.pointerId !== from.pointerId) return;
    const reached = pulled.current;
    start.current = null;
    pulled.current = null;
    if (reached !== null && reached >= PULL_TO_REFRESH_THRESHOLD_PX) void refresh();
    else springBack();
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current && event.pointerId === start.current.pointerId) springBack();
  };

  const armed = phase === 'pulling' && distance >= PULL_TO_REFRESH_THRESHOLD_PX;
  const hint =
    phase === 'refreshing'
      ? t('pullToRefresh.refreshing')
      : armed
        ? t('pullToRefresh.release')
        : t('pullToRefresh.pull');

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="pull-to-refresh"
      data-phase={phase}
      data-disabled={disabled || undefined}
      aria-busy={phase === 'refreshing' || undefined}
      style={{ '--_pull': `${distance}px` } as CSSProperties}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      {/* What the finger sees; screen readers hear the status below instead. */}
      <div className={styles.indicator} data-slot="pull-to-refresh-indicator" aria-hidden="true">
        {phase === 'refreshing' ? (
          <Spinner size="sm" label={hint} showLabel />
        ) : phase === 'pulling' ? (
          <span className={styles.hint} data-armed={armed || undefined}>
            <ArrowIcon direction={armed ? 'up' : 'down'} className={styles.arrow} />
            {hint}
          </span>
        ) : null}
      </div>
      <VisuallyHidden role="status" data-slot="pull-to-refresh-status">
        {announcement}
      </VisuallyHidden>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
