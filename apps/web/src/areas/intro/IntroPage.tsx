import { EmptyState, registerTexts, useT } from '@platform/ui';
import { Link } from 'react-router';
import { landingTexts } from '../auth/landing/texts.ts';
import styles from './IntroPage.module.css';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(landingTexts);

/**
 * /intro/* (screens.md §2.1): the public introduction site is a later issue. Until then each of its
 * addresses says so plainly and leads home; bare /intro already redirects to / in the route table.
 */
export function Component() {
  const t = useT();
  return (
    <main className={styles.page} data-slot="intro-placeholder">
      <h1 className={styles.title}>{t('landing.intro.title')}</h1>
      <EmptyState
        titleAs="h2"
        title={t('comingSoon.title')}
        description={t('landing.intro.body')}
        action={
          <Link className={styles.home} to="/">
            {t('landing.intro.home')}
          </Link>
        }
      />
    </main>
  );
}
