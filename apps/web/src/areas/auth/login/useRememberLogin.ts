import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../app/session/api.ts';
import { signOut, storedRememberToken, storeLogin } from '../../../app/session/session.ts';
import { mainPath, replyOrThrow } from './useSignIn.ts';

/**
 * foundation.md §2: "A stored remember token logs in automatically and goes to /{companyId}/main".
 * Runs once the page knows it would show a sign-in form (`ready`). While it runs the page shows
 * its loading mode; when the server refuses the token, the token is forgotten (signOut) and the
 * form shows.
 */
export function useRememberLogin(companyId: string, ready: boolean): { pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => storedRememberToken() !== undefined);
  // One attempt per page visit: StrictMode's second effect run must not send the token again.
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current) return;
    const rememberToken = storedRememberToken();
    if (!rememberToken) {
      setPending(false);
      return;
    }
    started.current = true;
    api
      .result('openLogin.loginRemember', { rememberToken, companyId }, { errorContext: 'login' })
      .then((reply) => {
        storeLogin(replyOrThrow(reply, 'openLogin.loginRemember'));
        void navigate(mainPath(companyId), { replace: true });
      })
      .catch(() => {
        signOut();
        setPending(false);
      });
  }, [ready, companyId, navigate]);

  return { pending: pending && ready };
}
