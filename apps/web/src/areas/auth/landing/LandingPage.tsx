import { errorText } from '@platform/contract';
import {
  EmptyState,
  InlineAlert,
  registerTexts,
  SearchBox,
  Spinner,
  useLocale,
  useT,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../app/endpointQuery.ts';
import { ProductLogo } from '../../../app/ProductLogo.tsx';
import { termsTexts } from '../../intro/terms/texts.ts';
import { failureCode } from '../sso/useSsoSignIn.ts';
import styles from './LandingPage.module.css';
import { DEMO_INSTITUTION_ID, INSTITUTION_SEARCH_SIZE, landingNotice } from './landingQuery.ts';
import { landingTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(landingTexts);
registerTexts(termsTexts);

/** The institutions whose name or id matches `keyword` ('openCompany.LIST_NORMAL'). */
function useInstitutionSearch(keyword: string) {
  return useQuery({
    ...endpointQuery('openCompany.LIST_NORMAL', {
      searchKeyword: keyword,
      page: 0,
      size: INSTITUTION_SEARCH_SIZE,
    }),
    enabled: keyword !== '',
  });
}

function InstitutionResults({ keyword }: { keyword: string }) {
  const t = useT();
  const { locale } = useLocale();
  const search = useInstitutionSearch(keyword);
  if (keyword === '') return null;
  if (search.isPending) return <Spinner label={t('landing.search.loading')} showLabel />;
  if (search.isError) {
    return (
      <InlineAlert tone="danger" title={t('landing.search.failed')}>
        {errorText(failureCode(search.error), { locale })}
      </InlineAlert>
    );
  }
  if (search.data.length === 0) {
    return (
      <EmptyState
        titleAs="h3"
        title={t('landing.search.empty', { keyword })}
        description={t('landing.search.emptyHint')}
      />
    );
  }
  return (
    <div className={styles.results}>
      <p role="status" className={styles.count}>
        {t('landing.search.count', { count: search.data.length })}
      </p>
      <ul className={styles.list} aria-label={t('landing.search.results')}>
        {search.data.map((company) => (
          <li key={company.companyIdx}>
            <Link className={styles.result} to={`/${encodeURIComponent(company.companyId)}`}>
              <span className={styles.name}>{company.companyName}</span>
              <span className={styles.id}>{company.companyId}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `/`: what a visitor who lands on the root needs (foundation.md §2 "/ is the landing page"): find
 * their institution by name or id (company search, debounced as screens.md §7 says), or try the
 * demo institution; and what the SSO pages sent them here to read (`result`, `errorCode`).
 */
export function Component() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const notice = landingNotice(search, locale);

  return (
    <main className={styles.page} data-slot="landing">
      <header className={styles.header}>
        <ProductLogo />
      </header>
      <h1 className={styles.title}>{t('landing.title')}</h1>
      <p className={styles.lead}>{t('landing.lead')}</p>

      {notice?.kind === 'result' && (
        <InlineAlert tone={notice.tone}>{t(notice.textKey)}</InlineAlert>
      )}
      {notice?.kind === 'error' && (
        <InlineAlert tone="danger" title={t('landing.signInFailed')}>
          {notice.text}
        </InlineAlert>
      )}

      <section className={styles.section} aria-labelledby="landing-search">
        <h2 id="landing-search" className={styles.sectionTitle}>
          {t('landing.search.title')}
        </h2>
        <SearchBox
          label={t('landing.search.label')}
          showLabel
          debounce="organisation"
          placeholder={t('landing.search.placeholder')}
          onSearch={(text) => setKeyword(text.trim())}
        />
        <InstitutionResults keyword={keyword} />
      </section>

      <section className={styles.section} aria-labelledby="landing-demo">
        <h2 id="landing-demo" className={styles.sectionTitle}>
          {t('landing.demo.title')}
        </h2>
        <p className={styles.lead}>{t('landing.demo.body')}</p>
        <Link className={styles.demo} to={`/${DEMO_INSTITUTION_ID}`}>
          {t('landing.demo.link')}
        </Link>
      </section>

      <footer className={styles.footer}>
        <Link to="/terms/service">{t('terms.service.title')}</Link>
        <Link to="/terms/policy">{t('terms.policy.title')}</Link>
        <Link to="/terms/marketing">{t('terms.marketing.title')}</Link>
      </footer>
    </main>
  );
}
