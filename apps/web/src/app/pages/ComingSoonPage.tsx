import { EmptyState, useT } from '@platform/ui';
import { useMatches } from 'react-router';
import { isScreenHandle } from '../screens.ts';
import styles from './ComingSoonPage.module.css';

/**
 * A screen a later release builds (issue 6: "may show the frame with an honest 'coming in a later
 * release' panel until then"): its name as the page heading and a plain statement, no fake data.
 */
export function Component() {
  const t = useT();
  const screen = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle)?.screen;
  const title = screen ? t(screen.titleKey) : t('app.name');
  return (
    <section className={styles.page} aria-labelledby="screen-title" data-slot="coming-soon">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      <EmptyState
        titleAs="h2"
        title={t('comingSoon.title')}
        description={t('comingSoon.body', { screen: title })}
      />
    </section>
  );
}
