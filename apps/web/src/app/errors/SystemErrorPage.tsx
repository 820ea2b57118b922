import { registerTexts, useT } from '@platform/ui';
import { useSearchParams } from 'react-router';
import styles from './ErrorScreen.module.css';
import { ErrorScreen, GoHomeButton, SupportContacts } from './ErrorScreen.tsx';
import { errorsTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(errorsTexts);

/** What the page shows for a missing code (screens.md §2.6 "a dash when none"). */
export const NO_CODE_SHOWN = '-';

/**
 * The system-error page (screens.md §2.6 "system error message with code (a dash when none)";
 * foundation.md §2 "shows an error number with a help link").
 */
export function SystemError({ code }: { code: string | null | undefined }) {
  const t = useT();
  return (
    <ErrorScreen kind="system-error" title={t('errorPage.system.title')}>
      <p className={styles.body}>{t('errorPage.system.body')}</p>
      <p className={styles.code} data-slot="error-code">
        {t('errorPage.system.code', { code: code?.trim() || NO_CODE_SHOWN })}
      </p>
      <SupportContacts />
      <div className={styles.actions}>
        <GoHomeButton />
      </div>
    </ErrorScreen>
  );
}

/** `/error?code=…`, the address other pages send a system error to. */
export function Component() {
  const [search] = useSearchParams();
  return <SystemError code={search.get('code')} />;
}
