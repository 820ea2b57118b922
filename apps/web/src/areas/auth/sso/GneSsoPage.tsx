import { NO_ERROR_CODE, SSO_STATE } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../app/session/api.ts';
import { SignedIn, SsoStatus } from './SsoStatus.tsx';
import {
  forgetGneState,
  gneAuthorizeUrl,
  gneEntry,
  gneStateMatches,
  newSsoState,
  rememberGneState,
} from './ssoFlow.ts';
import { GNE_AUTHORIZE_URL, ssoRuntime } from './ssoRuntime.ts';
import { failureCode, useSsoSignIn } from './useSsoSignIn.ts';

type AuthorizeStep = 'loading' | 'redirecting' | 'no-client-id' | { failed: string };

/**
 * requireAuth=true: reads the client configuration and leaves for the provider's authorize address
 * with a fresh state kept in this tab (screens.md §2.2).
 */
function useAuthorizeRedirect(active: boolean): AuthorizeStep {
  const [step, setStep] = useState<AuthorizeStep>('loading');
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setStep('loading');
    ssoRuntime.loadGneClientConfig().then(
      (config) => {
        if (cancelled) return;
        const state = newSsoState();
        const ownAddress = `${globalThis.location.origin}/sso/gne`;
        const url = gneAuthorizeUrl(GNE_AUTHORIZE_URL, config, state, ownAddress);
        if (!url) {
          setStep('no-client-id');
          return;
        }
        rememberGneState(state);
        setStep('redirecting');
        // An authorize address that is not http(s) is not followed: the generic sign-in error.
        if (!ssoRuntime.redirect(url)) setStep({ failed: NO_ERROR_CODE });
      },
      (error: unknown) => {
        if (!cancelled) setStep({ failed: failureCode(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active]);
  return step;
}

/** /sso/gne (query code, requireAuth): the GNE sign-in entry (screens.md §2.2). */
export function Component() {
  const [search] = useSearchParams();
  const code = search.get('code');
  const entry = gneEntry({
    code,
    requireAuth: search.get('requireAuth'),
    error: search.get('error'),
  });
  // Checked once, when the page opens: the provider's answer arrives as a fresh page load, and the
  // state is forgotten as soon as the sign-in it guards has settled.
  const [stateOk] = useState(() => entry !== 'sign-in' || gneStateMatches(search.get('state')));
  const signIn = useSsoSignIn(entry === 'sign-in' && stateOk && code ? code : null, (signal) =>
    api.result('openLoginSso.SIGN_IN_GNE', { code: code ?? '' }, { signal }),
  );
  const authorize = useAuthorizeRedirect(entry === 'authorize');

  useEffect(() => {
    if (signIn.status === 'signed-in' || signIn.status === 'failed') forgetGneState();
  }, [signIn.status]);

  switch (entry) {
    case 'no-code':
      return <SsoStatus state={SSO_STATE.NO_CODE} />;
    case 'refused':
      return (
        <SsoStatus
          state={SSO_STATE.NO_AUTH}
          providerMessage={search.get('error_description') ?? search.get('error')}
        />
      );
    case 'authorize':
      if (authorize === 'no-client-id') return <SsoStatus state={SSO_STATE.NO_CLIENT_ID} />;
      if (typeof authorize === 'object') {
        return <SsoStatus state={SSO_STATE.SIGN_IN_ERROR} code={authorize.failed} />;
      }
      return <SsoStatus state={SSO_STATE.INIT} busyKey="sso.init.redirecting" />;
    case 'sign-in':
      if (!stateOk)
        return <SsoStatus state={SSO_STATE.SIGN_IN_ERROR} reasonKey="sso.stateMismatch" />;
      if (signIn.status === 'signed-in') return <SignedIn to={signIn.to} />;
      if (signIn.status === 'failed') {
        return <SsoStatus state={SSO_STATE.SIGN_IN_ERROR} code={signIn.code} />;
      }
      return <SsoStatus state={SSO_STATE.INIT} />;
  }
}
