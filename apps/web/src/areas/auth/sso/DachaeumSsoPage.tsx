import { dachaeumAction, SSO_STATE } from '@platform/contract';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { api } from '../../../app/session/api.ts';
import { SignedIn, SsoStatus } from './SsoStatus.tsx';
import { homeWithErrorCode, homeWithResult } from './ssoFlow.ts';
import { DACHAEUM_LOGIN_URL, ssoRuntime } from './ssoRuntime.ts';
import { useSsoSignIn } from './useSsoSignIn.ts';

/**
 * /sso/dachaeum (query result, errorCode, errorMsg), screens.md §2.2, by the contract's
 * `dachaeumAction`: LOGIN_REQ goes to the provider's login (assumed: "a login path" is the
 * provider's, which sends the browser back here with LOGIN_COMPLATE); LOGIN_COMPLATE, SSO_REQ and
 * no result sign in with no payload; NO_AUTH and LOGOUT go to / with the result; an errorCode
 * shows the provider's code and text with the way home.
 */
export function Component() {
  const [search] = useSearchParams();
  const result = search.get('result');
  const errorCode = search.get('errorCode');
  const action = dachaeumAction({ result, errorCode });
  const signIn = useSsoSignIn(action === 'sign-in' ? 'dachaeum' : null, (signal) =>
    api.result('openLoginSso.SIGN_IN_DACHAEUM', {}, { signal }),
  );

  useEffect(() => {
    if (action === 'go-login') ssoRuntime.redirect(DACHAEUM_LOGIN_URL);
  }, [action]);

  switch (action) {
    case 'go-login':
      return <SsoStatus state={SSO_STATE.INIT} busyKey="sso.init.redirecting" />;
    case 'go-home-with-result':
      return <Navigate to={homeWithResult(result ?? '')} replace />;
    case 'show-error':
      return (
        <SsoStatus
          state={SSO_STATE.NO_AUTH}
          code={errorCode}
          providerMessage={search.get('errorMsg')}
        />
      );
    case 'sign-in':
      if (signIn.status === 'signed-in') return <SignedIn to={signIn.to} />;
      if (signIn.status === 'failed')
        return <Navigate to={homeWithErrorCode(signIn.code)} replace />;
      return <SsoStatus state={SSO_STATE.INIT} />;
  }
}
