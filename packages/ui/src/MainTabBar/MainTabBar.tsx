import { useEffect, useId, useRef, useState } from 'react';
import { type RenderLink, renderAnchor } from '../FrameLink/index.ts';
import { useT } from '../i18n/index.ts';
import styles from './MainTabBar.module.css';
import type { MainTab, MainTabGroup } from './mainTabGroups.ts';

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

/**
 * The main navigation under the header: page links in groups (service tabs; management, history
 * and statistics for managers), the current page marked, disabled tabs that say why, and a
 * horizontally scrolling row on phones.
 */
export function MainTabBar({
  groups,
  activeTabId,
  renderLink = renderAnchor,
  onDisabledTabSelect,
}: MainTabBarProps) {
  const t = useT();
  const baseId = useId();
  const [hinted, setHinted] = useState<MainTab | null>(null);
  const activeRef = useRef<HTMLLIElement>(null);
  const showGroupLabels = groups.length > 1;

  // On a phone the active tab may sit beyond the scrolled edge: bring it into view.
  useEffect(() => {
    if (activeTabId) activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeTabId]);

  const reasonId = (tab: MainTab) => `${baseId}-reason-${tab.id}`;

  return (
    <nav className={styles.bar} data-slot="main-tab-bar" aria-label={t('frame.nav.label')}>
      <div className={styles.scroller} data-slot="main-tab-bar-scroller">
        {groups.map((group) => {
          const labelId = `${baseId}-group-${group.id}`;
          return (
            <div key={group.id} className={styles.group} data-slot="main-tab-group">
              {showGroupLabels && (
                <span id={labelId} className={styles.groupLabel}>
                  {group.label}
                </span>
              )}
              <ul className={styles.list} aria-labelledby={showGroupLabels ? labelId : undefined}>
                {group.tabs.map((tab) => {
                  const active = tab.id === activeTabId;
                  return (
                    <li key={tab.id} ref={active ? activeRef : undefined}>
                      {tab.disabled ? (
                        <>
                          {/* A focusable button, not a dead link: focus and hover can show why,
                              and a press lets the app explain in a modal. */}
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
                })}
              </ul>
            </div>
          );
        })}
      </div>
      {/* Outside the scrolling row so it is never clipped; hidden from screen readers, which
          read the same text as the tab's description. */}
      <p className={styles.hint} data-slot="main-tab-hint" aria-hidden="true">
        {hinted?.disabledReason}
      </p>
    </nav>
  );
}
