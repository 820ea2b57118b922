import { SSO_STATE } from '@platform/contract';
import { useSearchParams } from 'react-router';
import { api } from '../../../app/session/api.ts';
import { SignedIn, SsoStatus } from './SsoStatus.tsx';
import { useSsoSignIn } from './useSsoSignIn.ts';

/**
 * /sso/login (query token), screens.md §2.2: signs in with {token}, then to main; on error shows
 * user-info-not-found (KSIGN_ERROR: this is where the e-signature redirect comes back to; assumed).
 * Without a token there is nothing to sign in with: NO_CODE, the same user-info-not-found.
 */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const signIn = useSsoSignIn(token || null, (signal) =>
    api.result('openLoginSso.SIGN_IN', { token: token ?? '' }, { signal }),
  );

  if (!token) return <SsoStatus state={SSO_STATE.NO_CODE} />;
  if (signIn.status === 'signed-in') return <SignedIn to={signIn.to} />;
  if (signIn.status === 'failed') {
    return <SsoStatus state={SSO_STATE.KSIGN_ERROR} code={signIn.code} />;
  }
  return <SsoStatus state={SSO_STATE.INIT} />;
}
