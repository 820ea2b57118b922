import { registerTexts, useT } from '@platform/ui';
import { Link, useMatches } from 'react-router';
import { SUPPORT_CONTACTS } from '../../../app/errors/supportContacts.ts';
import { ProductLogo } from '../../../app/ProductLogo.tsx';
import styles from './TermsPage.module.css';
import {
  isTermsDocument,
  sectionKeys,
  TERMS_ORDER,
  type TermsDocument,
  termsBlocks,
} from './termsDocuments.ts';
import { termsTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(termsTexts);

function termsPageOf(handle: unknown): TermsDocument | null {
  if (typeof handle !== 'object' || handle === null || !('termsPage' in handle)) return null;
  const page = (handle as { termsPage: unknown }).termsPage;
  return isTermsDocument(page) ? page : null;
}

/**
 * /terms/service, /terms/policy and /terms/marketing (screens.md §2.1 Legal, §9 Legal terms):
 * static pages in the reader's language, Korean being the binding text, with links between them.
 */
export function Component() {
  const t = useT();
  const document =
    useMatches()
      .map((match) => termsPageOf(match.handle))
      .findLast((page) => page !== null) ?? 'policy';
  const contacts = { phone: SUPPORT_CONTACTS.phone, email: SUPPORT_CONTACTS.email };

  return (
    <div className={styles.page} data-slot="terms" data-document={document}>
      <header>
        <ProductLogo />
      </header>
      <nav className={styles.nav} aria-label={t('terms.nav')}>
        <ul className={styles.navList}>
          {TERMS_ORDER.map((page) => (
            <li key={page}>
              <Link
                className={styles.navLink}
                to={`/terms/${page}`}
                aria-current={page === document ? 'page' : undefined}
              >
                {t(`terms.${page}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <article className={styles.article} aria-labelledby="terms-title">
          <h1 id="terms-title" className={styles.title}>
            {t(`terms.${document}.title`)}
          </h1>
          <p className={styles.meta}>{t('terms.effective')}</p>
          <p className={styles.meta}>{t('terms.translationNote')}</p>
          {sectionKeys(document).map((keys) => (
            <section key={keys.title} className={styles.section}>
              <h2 className={styles.sectionTitle}>{t(keys.title)}</h2>
              {termsBlocks(t(keys.body, contacts)).map((block) =>
                block.kind === 'paragraph' ? (
                  <p key={block.text} className={styles.paragraph}>
                    {block.text}
                  </p>
                ) : (
                  <ul key={block.items.join('|')} className={styles.list}>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
        <Link className={styles.home} to="/">
          {t('terms.home')}
        </Link>
      </main>
    </div>
  );
}
