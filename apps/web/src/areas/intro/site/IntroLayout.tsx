import { registerTexts, ToastProvider, useLocale, useT } from '@platform/ui';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { IntroFooter } from './IntroFooter.tsx';
import { IntroHeader } from './IntroHeader.tsx';
import styles from './IntroLayout.module.css';
import { INTRO_PAGES, introPageOf } from './introPages.ts';
import { applyHeadTags, introPageMeta } from './pageMeta.ts';
import { introSiteTexts } from './texts.ts';

// The site's texts arrive with its code (the signed-in app's pages do not carry them).
registerTexts(introSiteTexts);

export const INTRO_MAIN_ID = 'intro-main';

/**
 * The public site's frame (screens.md §2.1): header with its menus and mobile overlay, the page,
 * the footer. The page's <title>, description and Open Graph tags follow the page and the
 * language; the prerendered HTML carries the Korean ones from the start.
 */
export function Component() {
  const t = useT();
  const { locale } = useLocale();
  const page =
    useMatches()
      .map((match) => introPageOf(match.handle))
      .findLast((name) => name !== null) ?? 'academy';

  useEffect(() => {
    applyHeadTags(document, introPageMeta(page, t), locale);
  }, [page, t, locale]);

  return (
    <ToastProvider>
      <div className={styles.site} data-layout={INTRO_PAGES[page].layout} data-slot="intro-site">
        <a className={styles.skip} href={`#${INTRO_MAIN_ID}`}>
          {t('intro.skipToContent')}
        </a>
        <IntroHeader current={page} />
        <main id={INTRO_MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <IntroFooter />
      </div>
    </ToastProvider>
  );
}
