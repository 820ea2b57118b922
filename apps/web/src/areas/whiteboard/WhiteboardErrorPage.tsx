import { errorText } from '@platform/contract';
import { InlineAlert, registerTexts, useLocale, useT } from '@platform/ui';
import { useSearchParams } from 'react-router';
import { whiteboardTexts } from './texts.ts';
import { WhiteboardLocale } from './WhiteboardLocale.tsx';
import styles from './WhiteboardPage.module.css';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(whiteboardTexts);

/**
 * /wb/error (foundation.md §2 "the target when a session-exchange parameter is missing"). The
 * guard also sends a refused exchange here with its `code`; both are said plainly, with no way
 * "home": the page lives inside the whiteboard.
 */
export function Component() {
  return (
    <WhiteboardLocale>
      <WhiteboardError />
    </WhiteboardLocale>
  );
}

function WhiteboardError() {
  const t = useT();
  const { locale } = useLocale();
  const code = useSearchParams()[0].get('code');
  return (
    <main className={styles.page} data-slot="whiteboard-error">
      <h1 className={styles.title}>{t('wb.error.title')}</h1>
      <InlineAlert tone="danger">
        <p className={styles.text}>{t(code ? 'wb.error.refused' : 'wb.error.missing')}</p>
        {code && <p className={styles.text}>{errorText(code, { locale })}</p>}
      </InlineAlert>
    </main>
  );
}
