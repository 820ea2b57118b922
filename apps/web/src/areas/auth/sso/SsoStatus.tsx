import { errorText, SSO_STATE, type SsoState } from '@platform/contract';
import { LinkButton, registerTexts, Spinner, useLocale, useT } from '@platform/ui';
import { Link, Navigate } from 'react-router';
import styles from './SsoPage.module.css';
import { SSO_STATE_VIEW } from './ssoFlow.ts';
import { type SsoTextKey, ssoTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(ssoTexts);

export interface SsoStatusProps {
  state: SsoState;
  /** The server's or the provider's code, shown with its text when there is one. */
  code?: string | null;
  /** The provider's own words (dachaeum's errorMsg), shown as they came. */
  providerMessage?: string | null;
  /** A plainer reason than the state's own text (a state that did not match, say). */
  reasonKey?: SsoTextKey;
  /** INIT's text when the page is about to leave for the provider. */
  busyKey?: SsoTextKey;
}

/**
 * One sign-in state on a page of its own: a heading, what happened, the code when there is one,
 * and the way home for every error state (screens.md §2.2 "go-home").
 */
export function SsoStatus({ state, code, providerMessage, reasonKey, busyKey }: SsoStatusProps) {
  const t = useT();
  const { locale } = useLocale();
  const view = SSO_STATE_VIEW[state];
  const body = t(busyKey && view.busy ? busyKey : (reasonKey ?? view.bodyKey));
  return (
    <main className={styles.page} data-slot="sso-page" data-state={state}>
      <section className={styles.card} aria-labelledby="sso-title" aria-busy={view.busy}>
        <h1 id="sso-title" className={styles.title}>
          {t(view.titleKey)}
        </h1>
        {view.busy ? (
          <Spinner size="lg" label={body} showLabel className={styles.spinner} />
        ) : (
          <div role="alert" className={styles.message}>
            <p className={styles.body}>{body}</p>
            {providerMessage && (
              <p className={styles.body} data-slot="sso-provider-message">
                {providerMessage}
              </p>
            )}
            {code && (
              <>
                <p className={styles.body} data-slot="sso-error-text">
                  {errorText(code, { locale })}
                </p>
                <p className={styles.code}>{t('sso.code', { code })}</p>
              </>
            )}
          </div>
        )}
        {view.goHome && (
          <LinkButton asChild>
            <Link to="/" className={styles.home}>
              {t('sso.goHome')}
            </Link>
          </LinkButton>
        )}
      </section>
    </main>
  );
}

/** The success state (foundation.md §4 "success, which goes to main"), on its way to `to`. */
export function SignedIn({ to }: { to: string }) {
  return (
    <>
      <SsoStatus state={SSO_STATE.SUCCESS} />
      <Navigate to={to} replace />
    </>
  );
}
