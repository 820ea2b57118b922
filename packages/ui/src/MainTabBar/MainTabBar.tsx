import {
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { type RenderLink, renderAnchor } from '../FrameLink/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { frameTexts } from '../i18n/texts/frame.ts';
import { ChevronIcon } from '../internal/icons/ChevronIcon.tsx';
import { foldGroups } from './foldGroups.ts';
import styles from './MainTabBar.module.css';
import type { MainTab, MainTabGroup } from './mainTabGroups.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(frameTexts);

export interface MainTabBarProps {
  groups: readonly MainTabGroup[];
  /** The tab of the current page: marked `aria-current="page"`. */
  activeTabId?: string;
  /** Renders each enabled tab's link; pass the router's link. Default: a plain anchor. */
  renderLink?: RenderLink;
  /**
   * A disabled tab was pressed: the app shows why (in disaster mode, the modal saying viewing is
   * available after the mode ends, screens.md §2.5).
   */
  onDisabledTabSelect?: (tab: MainTab) => void;
}

/** The space between the row and the menu button (the CSS's `.more` margin). */
const MORE_GAP = 16;

const gapOf = (row: HTMLElement | null) =>
  row ? Number.parseFloat(getComputedStyle(row).columnGap) || 0 : 0;

/** A group's measured width is valid while its texts are the same. */
const signatureOf = (group: MainTabGroup) =>
  [group.id, group.label, ...group.tabs.map((tab) => tab.label)].join('\u0000');

/**
 * The main navigation under the header: page links in groups (service tabs; management, history
 * and statistics for managers), the current page marked, and disabled tabs that say why.
 *
 * The groups stay on one row. Groups that do not fit fold, whole, into a "more" menu at the end
 * of the row (a disclosure of links, the navigation pattern of the ARIA practices, not an ARIA
 * menu); the current page's group never folds. When even that group is wider than the row, as
 * on a phone, the row scrolls sideways and brings the current tab into view.
 */
/**
 * The least scroll of the row from its start that shows the whole tab (its start, when the tab is
 * wider than the row).
 */
function leastScrollShowing(row: HTMLElement, tab: HTMLElement): number {
  const box = tab.getBoundingClientRect();
  const start = box.left - row.getBoundingClientRect().left + row.scrollLeft;
  const end = start + box.width;
  return Math.max(0, Math.min(start, end - row.clientWidth));
}

export function MainTabBar({
  groups,
  activeTabId,
  renderLink = renderAnchor,
  onDisabledTabSelect,
}: MainTabBarProps) {
  const t = useT();
  const baseId = useId();
  const [hinted, setHinted] = useState<MainTab | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const activeRef = useRef<HTMLLIElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(0);
  const measuredWhileFontsLoading = useRef(false);
  const [rowWidth, setRowWidth] = useState<number | null>(null);
  const [, remeasure] = useReducer((count: number) => count + 1, 0);
  const [fontsVersion, fontsChanged] = useReducer((count: number) => count + 1, 0);
  const showGroupLabels = groups.length > 1;

  const activeGroupId = groups.find((group) =>
    group.tabs.some((tab) => tab.id === activeTabId),
  )?.id;
  const measured = groups.every((group) => widths.current.has(signatureOf(group)));
  const folded =
    measured && rowWidth !== null && groups.length > 1
      ? foldGroups({
          groups: groups.map((group) => ({
            id: group.id,
            width: widths.current.get(signatureOf(group)) ?? 0,
          })),
          available: rowWidth,
          gap: gapOf(rowRef.current),
          moreWidth: moreWidth.current + MORE_GAP,
          activeGroupId,
        })
      : new Set<string>();
  const shown = groups.filter((group) => !folded.has(group.id));
  const hidden = groups.filter((group) => folded.has(group.id));

  // Measure the groups in the row before the browser paints: a group not measured yet is shown
  // for one layout pass, then the fold is decided on what was measured.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let added = false;
    for (const element of row.querySelectorAll<HTMLElement>('[data-group-id]')) {
      const group = groups.find((candidate) => candidate.id === element.dataset.groupId);
      if (!group) continue;
      const signature = signatureOf(group);
      if (!widths.current.has(signature)) added = true;
      widths.current.set(signature, element.getBoundingClientRect().width);
    }
    const more = moreRef.current?.getBoundingClientRect().width;
    if (more && more !== moreWidth.current) {
      moreWidth.current = more;
      added = true;
    }
    if (added) {
      measuredWhileFontsLoading.current =
        typeof document !== 'undefined' && document.fonts?.status === 'loading';
      remeasure();
    }
  });

  useLayoutEffect(() => {
    const bar = rowRef.current?.parentElement;
    if (!bar) return;
    const measureRow = () => {
      const style = getComputedStyle(bar);
      const padding =
        (Number.parseFloat(style.paddingInlineStart) || 0) +
        (Number.parseFloat(style.paddingInlineEnd) || 0);
      setRowWidth(bar.clientWidth - padding);
    };
    measureRow();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measureRow);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  // A link followed from the menu closes it: the next page shows its own group in the row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab is the trigger.
  useEffect(() => {
    setMenuOpen(false);
  }, [activeTabId]);

  // On a phone the active tab may sit beyond the scrolled edge: bring it into view once the row
  // is laid out: after the fold is decided and again when the fonts arrive, both of which move
  // it. Only the row scrolls, never the page under a reader who has scrolled on. The row goes to
  // the least scroll that shows the tab, whatever an earlier layout left: moved only by as much as
  // the tab was out of view, a row scrolled while the fallback font's wider tabs were laid out
  // stayed a few pixels further on (defect tabRowKeptAnEarlierLayoutsScroll).
  const shownKey = shown.map((group) => group.id).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row's layout is the trigger.
  useEffect(() => {
    const row = rowRef.current;
    const active = activeRef.current;
    if (!row || !active || !measured) return;
    row.scrollLeft = leastScrollShowing(row, active);
  }, [activeTabId, shownKey, measured, rowWidth, fontsVersion]);

  // A web font that arrives after the first layout changes every tab's width: measure again. A
  // font that finished between the first measuring (a layout effect) and this subscription told
  // no one, so widths taken while fonts were loading are taken again once they have loaded
  // (`ready`). Only then: measuring again folds anew, which puts a new "more" button in the DOM.
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts?.addEventListener) return;
    let subscribed = true;
    const onFontsLoaded = () => {
      if (!subscribed) return;
      widths.current.clear();
      moreWidth.current = 0;
      fontsChanged();
    };
    fonts.addEventListener('loadingdone', onFontsLoaded);
    void fonts.ready?.then(() => {
      if (measuredWhileFontsLoading.current) onFontsLoaded();
    });
    return () => {
      subscribed = false;
      fonts.removeEventListener('loadingdone', onFontsLoaded);
    };
  }, []);

  // The menu closes on Escape (focus back on its button) and on a press outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      moreButtonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!moreRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const open = menuOpen && hidden.length > 0;

  const reasonId = (tab: MainTab) => `${baseId}-reason-${tab.id}`;
  const menuId = `${baseId}-more`;

  const renderTab = (tab: MainTab): ReactNode => {
    const active = tab.id === activeTabId;
    return (
      <li key={tab.id} ref={active ? activeRef : undefined}>
        {tab.disabled ? (
          <>
            {/* A focusable button, not a dead link: focus and hover can show why, and a press
                lets the app explain in a modal. */}
            <button
              type="button"
              className={styles.tab}
              data-slot="main-tab"
              aria-disabled="true"
              aria-describedby={reasonId(tab)}
              onClick={() => onDisabledTabSelect?.(tab)}
              onFocus={() => setHinted(tab)}
              onBlur={() => setHinted(null)}
              onMouseEnter={() => setHinted(tab)}
              onMouseLeave={() => setHinted(null)}
            >
              {tab.label}
            </button>
            <span id={reasonId(tab)} hidden>
              {tab.disabledReason}
            </span>
          </>
        ) : (
          renderLink({
            href: tab.href,
            className: styles.tab,
            'data-slot': 'main-tab',
            'aria-current': active ? 'page' : undefined,
            children: tab.label,
          })
        )}
      </li>
    );
  };

  const renderGroup = (group: MainTabGroup, place: 'row' | 'menu') => {
    const labelId = `${baseId}-${place}-group-${group.id}`;
    return (
      <div
        key={group.id}
        className={styles.group}
        data-slot="main-tab-group"
        data-group-id={place === 'row' ? group.id : undefined}
      >
        {showGroupLabels && (
          <span id={labelId} className={styles.groupLabel}>
            {group.label}
          </span>
        )}
        <ul className={styles.list} aria-labelledby={showGroupLabels ? labelId : undefined}>
          {group.tabs.map(renderTab)}
        </ul>
      </div>
    );
  };

  return (
    <nav className={styles.bar} data-slot="main-tab-bar" aria-label={t('frame.nav.label')}>
      <div className={styles.inner}>
        <div ref={rowRef} className={styles.scroller} data-slot="main-tab-bar-scroller">
          {shown.map((group) => renderGroup(group, 'row'))}
        </div>
        {hidden.length > 0 && (
          <div ref={moreRef} className={styles.more} data-slot="main-tab-more">
            <button
              ref={moreButtonRef}
              type="button"
              className={styles.tab}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t('frame.nav.more')}
              <ChevronIcon direction={open ? 'up' : 'down'} className={styles.moreIcon} />
            </button>
            <div id={menuId} className={styles.menu} data-slot="main-tab-menu" hidden={!open}>
              {hidden.map((group) => renderGroup(group, 'menu'))}
            </div>
          </div>
        )}
      </div>
      {/* Outside the scrolling row so it is never clipped; hidden from screen readers, which
          read the same text as the tab's description. */}
      <p className={styles.hint} data-slot="main-tab-hint" aria-hidden="true">
        {hinted?.disabledReason}
      </p>
    </nav>
  );
}
