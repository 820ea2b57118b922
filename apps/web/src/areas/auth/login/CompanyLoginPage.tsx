import {
  LOGIN_DISPLAY,
  LOGIN_PAGE_MODE,
  type LoginPageMode,
  loginPageMode,
} from '@platform/contract';
import { Button, InlineAlert, registerTexts, Spinner, useLocale, useT } from '@platform/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import {
  type Institution,
  takeInstitutionLoad,
  useInstitutionLooks,
} from '../../../app/branding/loadInstitution.ts';
import { DEMO_CODE_IN_BUILD } from '../../../app/demoMode.ts';
import { clearSignOutReason, pendingSignOutReason } from '../../../app/session/signOutReason.ts';
import { useLoad } from '../../../app/useAction.ts';
import {
  detectInAppBrowser,
  type InAppBrowser,
  isUnsupportedBrowser,
  probeBrowserFeatures,
} from './browserSupport.ts';
import styles from './CompanyLoginPage.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LoginDownloads } from './LoginDownloads.tsx';
import { LoginForm } from './LoginForm.tsx';
import { isCompanyNotFound } from './loginErrors.ts';
import { InAppBrowserNotice, NotInUseNotice, UnsupportedBrowserNotice } from './ModeNotices.tsx';
import { loginTexts } from './texts.ts';
import { useRememberLogin } from './useRememberLogin.ts';
import { useSignIn } from './useSignIn.ts';

/**
 * The demo panel, in builds that carry the demo only (a chunk of its own): the production login
 * page holds neither it nor the code-table labels it shows.
 */
const demoAccountsLoading = DEMO_CODE_IN_BUILD
  ? // Loaded with this module, beside the login-info call rather than after the first render: the
    // panel's hints are the demo page's largest text, the paint a phone waits for (issue 18 item 5).
    import('./DemoAccounts.tsx').then((module) => ({ default: module.DemoAccounts }))
  : null;
// A failed load shows when the panel renders (its route's error page), not as an unhandled rejection.
demoAccountsLoading?.catch(() => undefined);
const DemoAccounts = demoAccountsLoading ? lazy(() => demoAccountsLoading) : null;

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(loginTexts);

/**
 * Single-company mode (screens.md §2.2 "In single-company mode, not-in-use shows a go-to-login
 * button to /"). The spec names no setting for it. assumed: a deployment switches it on with the
 * build variable VITE_SINGLE_COMPANY=true; off otherwise.
 */
const SINGLE_COMPANY_MODE = import.meta.env.VITE_SINGLE_COMPANY === 'true';

/** The modes that show the sign-in form. */
const FORM_MODES: ReadonlySet<LoginPageMode> = new Set([
  LOGIN_PAGE_MODE.LOGIN,
  LOGIN_PAGE_MODE.EASY,
  LOGIN_PAGE_MODE.EXPERIENCE,
]);

interface BrowserCheck {
  userAgent: string;
  inApp: InAppBrowser | null;
  unsupported: boolean;
}

function checkBrowser(): BrowserCheck {
  const { userAgent } = navigator;
  return {
    userAgent,
    inApp: detectInAppBrowser(userAgent),
    unsupported: isUnsupportedBrowser(userAgent, probeBrowserFeatures()),
  };
}

/**
 * The institution last loaded: a language switch fetches the configuration again (its branding
 * texts are per language), and the form must not give way to the loading mode meanwhile.
 */
function useLastInstitution(data: Institution | undefined): Institution | undefined {
  const [last, setLast] = useState(data);
  if (data && data !== last) setLast(data);
  return data ?? last;
}

/**
 * `/{companyId}`: the company login page (foundation.md §2, screens.md §2.2). Its display mode
 * comes from the contract's `loginPageMode`: loading, unsupported browser, in-app browser, then
 * the institution's configured mode (not in use, login, easy, experience).
 *
 * assumed, where the spec names the modes only:
 * - login: the ID/password form, the downloads, the invite block;
 * - easy: the same form with larger controls, and no invite block, for a simpler page;
 * - experience: the login page with a notice that this is a trial institution.
 */
export function Component() {
  const t = useT();
  const { companyId = '' } = useParams();
  const { locale } = useLocale();
  const query = useLoad(`${companyId}\n${locale}`, (signal) =>
    takeInstitutionLoad(companyId, locale, signal),
  );
  const institution = useLastInstitution(query.data);
  useInstitutionLooks(institution);
  const [browser] = useState(checkBrowser);
  // Said once: the reason is dropped as soon as this page has it.
  const [signedOutBecause] = useState(pendingSignOutReason);
  useEffect(clearSignOutReason, []);

  const configuredMode = loginPageMode({
    loading: !institution,
    unsupportedBrowser: browser.unsupported,
    inAppBrowser: browser.inApp !== null,
    configured: institution?.config.loginDisplay ?? LOGIN_DISPLAY.LOGIN,
  });
  const remember = useRememberLogin(companyId, FORM_MODES.has(configuredMode));
  const signIn = useSignIn(companyId);
  const mode = remember.pending ? LOGIN_PAGE_MODE.LOADING : configuredMode;

  if (isCompanyNotFound(query.error)) return <Navigate to="/" replace />;

  const companyName = institution?.company.companyName ?? companyId;
  const images = institution?.branding.images ?? {};
  const config = institution?.config;

  return (
    <div className={styles.page} data-mode={mode} data-slot="company-login-page">
      <header className={styles.top}>
        {images.LOGIN_TOP_LOGO ? (
          <img className={styles.topLogo} src={images.LOGIN_TOP_LOGO} alt={companyName} />
        ) : (
          <span className={styles.topName}>{companyName}</span>
        )}
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="login-title">
          {images.LOGIN_LOGO && <img className={styles.logo} src={images.LOGIN_LOGO} alt="" />}
          <h1 id="login-title" className={styles.heading}>
            {t('login.pageTitle', { company: companyName })}
          </h1>
          {signedOutBecause && (
            <InlineAlert tone="warning">{t(`login.signedOut.${signedOutBecause}`)}</InlineAlert>
          )}
          {mode === LOGIN_PAGE_MODE.LOADING &&
            (query.isError && !institution ? (
              <div className={styles.notice}>
                <InlineAlert tone="danger">{t('login.loadFailed')}</InlineAlert>
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {t('login.retry')}
                </Button>
              </div>
            ) : (
              <div className={styles.loading}>
                <Spinner
                  showLabel
                  label={remember.pending ? t('login.signingInAutomatically') : t('login.loading')}
                />
              </div>
            ))}
          {mode === LOGIN_PAGE_MODE.UNSUPPORTED_BROWSER && <UnsupportedBrowserNotice />}
          {mode === LOGIN_PAGE_MODE.IN_APP_BROWSER && browser.inApp && (
            <InAppBrowserNotice app={browser.inApp} userAgent={browser.userAgent} />
          )}
          {mode === LOGIN_PAGE_MODE.NOT_IN_USE && (
            <NotInUseNotice singleCompany={SINGLE_COMPANY_MODE} />
          )}
          {mode === LOGIN_PAGE_MODE.EXPERIENCE && (
            <InlineAlert tone="info" title={t('login.experienceTitle')}>
              {t('login.experience')}
            </InlineAlert>
          )}
          {FORM_MODES.has(mode) && config && institution && (
            <>
              <LoginForm
                easy={mode === LOGIN_PAGE_MODE.EASY}
                pending={signIn.isPending}
                error={signIn.error}
                onSubmit={(input) => signIn.mutate(input)}
              />
              <LoginDownloads
                companyId={companyId}
                manual={config.fileManual !== null}
                app={config.clientSetting.allowsApp}
              />
              {/* assumed: the spec names no setting for the optional invite block; every
                  institution that is known by index offers it, except in easy mode. */}
              {mode !== LOGIN_PAGE_MODE.EASY && institution.company.companyIdx > 0 && (
                <section className={styles.invite} aria-labelledby="login-invite-title">
                  <h2 id="login-invite-title" className={styles.subheading}>
                    {t('login.inviteTitle')}
                  </h2>
                  <Link className={styles.link} to={`/invite/${institution.company.companyIdx}`}>
                    {t('login.invite')}
                  </Link>
                </section>
              )}
            </>
          )}
        </section>
        {DemoAccounts && FORM_MODES.has(mode) && (
          <Suspense fallback={null}>
            <DemoAccounts
              companyId={companyId}
              pending={signIn.isPending}
              onSignIn={(input) => signIn.mutate(input)}
            />
          </Suspense>
        )}
      </main>
    </div>
  );
}
