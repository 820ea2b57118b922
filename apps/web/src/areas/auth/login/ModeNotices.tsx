import { InlineAlert, LinkButton, useT } from '@platform/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { type InAppBrowser, systemBrowserUrl } from './browserSupport.ts';
import styles from './CompanyLoginPage.module.css';

/**
 * Not in use (screens.md §2.2): the institution offers no sign-in here. "In single-company mode,
 * not-in-use shows a go-to-login button to /."
 */
export function NotInUseNotice({ singleCompany }: { singleCompany: boolean }) {
  const t = useT();
  return (
    <div className={styles.notice}>
      <InlineAlert tone="warning" title={t('login.notInUseTitle')}>
        {t('login.notInUse')}
      </InlineAlert>
      {singleCompany && (
        <LinkButton asChild>
          <Link to="/">{t('login.goToLogin')}</Link>
        </LinkButton>
      )}
    </div>
  );
}

/**
 * An in-app messenger browser (screens.md §2.2 "prompt to open in the system browser"): a link
 * that opens the page in the system browser where the app allows one, else how to do it by hand,
 * and the address to copy.
 */
export function InAppBrowserNotice({ app, userAgent }: { app: InAppBrowser; userAgent: string }) {
  const t = useT();
  const href = window.location.href;
  const way = systemBrowserUrl(app, href, userAgent);
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.notice}>
      <InlineAlert tone="warning" title={t('login.inAppTitle')}>
        <p className={styles.alertLine}>{t('login.inApp', { app })}</p>
        {!way && <p className={styles.alertLine}>{t('login.inAppManual', { app })}</p>}
      </InlineAlert>
      {way && (
        <a className={styles.primaryLink} href={way}>
          {t('login.inAppOpen')}
        </a>
      )}
      <LinkButton
        onClick={() => {
          void navigator.clipboard?.writeText(href).then(() => setCopied(true));
        }}
      >
        {t('login.copyAddress')}
      </LinkButton>
      <p role="status" className={styles.muted}>
        {copied ? t('login.addressCopied') : ''}
      </p>
    </div>
  );
}

/** A browser the product cannot run in (screens.md §2.2 "unsupported browser"). */
export function UnsupportedBrowserNotice() {
  const t = useT();
  return (
    <div className={styles.notice}>
      <InlineAlert tone="danger" title={t('login.unsupportedTitle')}>
        {t('login.unsupported')}
      </InlineAlert>
    </div>
  );
}
