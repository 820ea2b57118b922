import {
  INTRO_SOCIAL_NAMES,
  type IntroSetting,
  safeUrl,
  URL_SCHEMES,
  WEB_LINK,
} from '@platform/contract';
import { useT } from '@platform/ui';
import { Link } from 'react-router';
import styles from './IntroFooter.module.css';
import { useIntroSetting } from './introSetting.ts';

const LEGAL_LINKS = [
  { to: '/terms/service', label: 'intro.terms.service' },
  { to: '/terms/policy', label: 'intro.terms.policy' },
  { to: '/terms/marketing', label: 'intro.terms.marketing' },
] as const;

function AcademyLines({ setting }: { setting: IntroSetting }) {
  const t = useT();
  const { company, contact } = setting;
  // Links from the site's configuration: through the one scheme check (issue 17 item 2).
  const tel = contact.phone
    ? safeUrl(`tel:${contact.phone.replace(/[^\d+]/g, '')}`, { allow: URL_SCHEMES.CONTACT })
    : null;
  const mail = contact.email
    ? safeUrl(`mailto:${contact.email}`, { allow: URL_SCHEMES.CONTACT })
    : null;
  const lines = [
    company.representative && t('intro.footer.representative', { name: company.representative }),
    company.businessNumber && t('intro.footer.businessNumber', { number: company.businessNumber }),
    company.address && t('intro.footer.address', { address: company.address }),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      {company.name ? <p className={styles.company}>{company.name}</p> : null}
      {lines.length > 0 ? (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <section className={styles.block} aria-labelledby="intro-footer-contact">
        <h2 id="intro-footer-contact" className={styles.heading}>
          {t('intro.footer.contact')}
        </h2>
        <ul className={styles.lines}>
          {contact.phone && tel ? (
            <li>
              <a href={tel}>{t('intro.footer.phone', { phone: contact.phone })}</a>
            </li>
          ) : null}
          {contact.email && mail ? (
            <li>
              <a href={mail}>{t('intro.footer.email', { email: contact.email })}</a>
            </li>
          ) : null}
          {contact.hours ? <li>{t('intro.footer.hours', { hours: contact.hours })}</li> : null}
        </ul>
      </section>
      {setting.social.length > 0 ? (
        <section className={styles.block} aria-labelledby="intro-footer-social">
          <h2 id="intro-footer-social" className={styles.heading}>
            {t('intro.footer.social')}
          </h2>
          <ul className={styles.social}>
            {INTRO_SOCIAL_NAMES.flatMap((name) =>
              setting.social
                .filter((link) => link.name === name)
                .flatMap((link) => {
                  const href = safeUrl(link.url, WEB_LINK);
                  return href
                    ? [
                        <li key={href}>
                          <a href={href} target="_blank" rel="noopener noreferrer">
                            {t(`intro.social.${name}`)}
                          </a>
                        </li>,
                      ]
                    : [];
                }),
            )}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The footer (screens.md §2.1 "company and legal info and social links"): the legal links are
 * the site's own and render at once; the academy's company lines, contacts and social links come
 * from INTRO_SETTING, the social links through the scheme check of the contract's reader.
 */
export function IntroFooter() {
  const t = useT();
  const state = useIntroSetting();
  const name =
    state.status === 'ready' && state.setting.company.name
      ? state.setting.company.name
      : t('intro.academyName');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('intro.footer.legal')}>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.academy} aria-live="polite" aria-busy={state.status === 'pending'}>
          {state.status === 'ready' ? <AcademyLines setting={state.setting} /> : null}
          {state.status === 'pending' ? (
            <p className={styles.muted}>{t('intro.footer.loading')}</p>
          ) : null}
          {state.status === 'failed' ? (
            <p className={styles.muted}>{t('intro.footer.unavailable')}</p>
          ) : null}
        </div>
        <p className={styles.muted}>{t('intro.footer.copyright', { name })}</p>
      </div>
    </footer>
  );
}
