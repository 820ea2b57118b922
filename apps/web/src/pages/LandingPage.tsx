import { useT } from '@platform/ui';
import { Link } from 'react-router';
import styles from './FoundationPage.module.css';

/** `/`: the landing page, for now a way into the demo institution. */
export function Component() {
  const t = useT();
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('foundation.heading')}</h1>
      <p className={styles.lead}>{t('foundation.lead')}</p>
      <Link className={styles.link} to="/demo">
        {t('foundation.openInstitution')}
      </Link>
    </main>
  );
}
