import { registerTexts, useT } from '@platform/ui';
import { useLocation } from 'react-router';
import styles from './ErrorScreen.module.css';
import { ErrorScreen, GoHomeButton, SupportContacts } from './ErrorScreen.tsx';
import { errorsTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(errorsTexts);

/**
 * The unknown-address page (screens.md §2.6): the address as it was entered, the contacts and a
 * go-home button that resets state and reloads /. Also the page of /terms/* paths that are not
 * terms (screens.md §2.1) and of 404 route errors.
 */
export function NotFound() {
  const t = useT();
  const location = useLocation();
  const entered = `${location.pathname}${location.search}${location.hash}`;
  return (
    <ErrorScreen kind="not-found" title={t('errorPage.notFound.title')}>
      <p className={styles.body}>{t('errorPage.notFound.body')}</p>
      <p className={styles.address}>
        <span className={styles.code}>{t('errorPage.notFound.address')}</span> {entered}
      </p>
      <SupportContacts />
      <div className={styles.actions}>
        <GoHomeButton />
      </div>
    </ErrorScreen>
  );
}

export { NotFound as Component };
