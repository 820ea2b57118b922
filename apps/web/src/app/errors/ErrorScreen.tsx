import { safeUrl, URL_SCHEMES, WEB_LINK } from '@platform/contract';
import { Button, registerTexts, useT } from '@platform/ui';
import type { ReactNode } from 'react';
import { ProductLogo } from '../ProductLogo.tsx';
import styles from './ErrorScreen.module.css';
import { errorsRuntime } from './errorsRuntime.ts';
import { telHref, useSupportContacts } from './supportContacts.ts';
import { errorsTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(errorsTexts);

/**
 * The contacts of screens.md §2.6: phone and e-mail as links only where the device can follow
 * them (Android, iOS), as text elsewhere; the chat link everywhere. Only those the institution
 * gives (useSupportContacts); none, and the section is left out.
 */
export function SupportContacts() {
  const t = useT();
  const live = errorsRuntime.canDialAndMail();
  const { phone, email, chatUrl } = useSupportContacts();
  // Links from the institution's configuration: through the one scheme check (issue 17 item 2).
  const tel = phone ? safeUrl(telHref(phone), { allow: URL_SCHEMES.CONTACT }) : null;
  const mail = email ? safeUrl(`mailto:${email}`, { allow: URL_SCHEMES.CONTACT }) : null;
  const chat = safeUrl(chatUrl, WEB_LINK);
  if (!phone && !email && !chat) return null;
  return (
    <section className={styles.contacts} aria-labelledby="error-contacts">
      <h2 id="error-contacts" className={styles.contactsTitle}>
        {t('errorPage.contacts.title')}
      </h2>
      <ul className={styles.contactList} data-live-links={live || undefined}>
        {phone && (
          <li>
            {t('errorPage.contacts.phone')}{' '}
            {live && tel ? <a href={tel}>{phone}</a> : <span>{phone}</span>}
          </li>
        )}
        {email && (
          <li>
            {t('errorPage.contacts.email')}{' '}
            {live && mail ? <a href={mail}>{email}</a> : <span>{email}</span>}
          </li>
        )}
        {chat && (
          <li>
            <a href={chat} target="_blank" rel="noopener noreferrer">
              {t('errorPage.contacts.chat')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * Leaves for `/` with no client state left: the query cache is cleared and the page loads anew
 * (assumed reading of "resets state": the stored session is not client state and stays, so a
 * signed-in user who mistyped an address is still signed in).
 */
export function GoHomeButton() {
  const t = useT();
  // A full load of / resets all client state (query cache included): nothing else to clear.
  return <Button onClick={() => errorsRuntime.reloadAt('/')}>{t('errorPage.goHome')}</Button>;
}

/** The frame of an error page: a heading, what happened, the contacts and the way home. */
export function ErrorScreen({
  kind,
  title,
  children,
}: {
  kind: 'not-found' | 'system-error' | 'whiteboard';
  title: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page} data-slot={`error-page-${kind}`}>
      <section className={styles.card} aria-labelledby="error-title">
        <ProductLogo />
        <h1 id="error-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
