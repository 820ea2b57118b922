import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { frameTexts } from '../i18n/texts/frame.ts';
import styles from './PageLayout.module.css';

// This component's texts come with it: pages without it do not carry them.
registerTexts(frameTexts);

export interface PageLayoutProps {
  /** The `AppHeader`. */
  header: ReactNode;
  /** The `MainTabBar`, when the page has one. */
  tabBar?: ReactNode;
  /** A banner above the content, e.g. the disaster-mode banner (screens.md §2.5). */
  banner?: ReactNode;
  /** The id of the main landmark, the target of the skip link. */
  mainId?: string;
  children: ReactNode;
}

/**
 * The frame of a signed-in page: a skip link, the header, an optional banner, the main tab bar and
 * the main landmark. Widths follow the spec's breakpoints: mobile up to 576 px, tablet to 768,
 * desktop above, with wider steps at 992 and 1250 (foundation.md §9, tokens `breakpoints`).
 */
export function PageLayout({
  header,
  tabBar,
  banner,
  mainId = 'main-content',
  children,
}: PageLayoutProps) {
  const t = useT();
  return (
    <div className={styles.layout} data-slot="page-layout">
      <a
        className={styles.skipLink}
        href={`#${mainId}`}
        data-slot="page-layout-skip"
        onClick={(event) => {
          // Focus, not only scroll, and leave the URL alone: the app's router owns it.
          const main = document.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
        }}
      >
        {t('frame.skipToContent')}
      </a>
      {header}
      {banner && (
        <div className={styles.banner} data-slot="page-layout-banner">
          {banner}
        </div>
      )}
      {tabBar}
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id={mainId} tabIndex={-1} className={styles.main} data-slot="page-layout-main">
        {children}
      </main>
    </div>
  );
}
