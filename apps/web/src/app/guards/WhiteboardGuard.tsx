import { isApiError } from '@platform/contract';
import { Spinner, useT } from '@platform/ui';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { storeLogin } from '../session/session.ts';
import { takeWhiteboardExchange, whiteboardCredential } from './whiteboardExchange.ts';

/**
 * Pages embedded in the native whiteboard client (foundation.md §2): "A separate guard reads the
 * query parameter brk or p and exchanges it for a session. If it is missing, go to /wb/error."
 * assumed: the exchange is the native-app sign-in (POST /open/login/loginSso SIGN_IN_APP) with
 * the parameter as its token; a refused exchange goes to /wb/error too, with the code.
 */
export function Component() {
  const t = useT();
  const [search] = useSearchParams();
  const credential = whiteboardCredential(search);
  const [state, setState] = useState<'exchanging' | 'ready' | { error: string }>('exchanging');

  useEffect(() => {
    if (!credential) return;
    const controller = new AbortController();
    setState('exchanging');
    takeWhiteboardExchange(credential, controller.signal).then(
      (reply) => {
        if (!reply) throw new Error('no session in the reply');
        storeLogin(reply);
        setState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: isApiError(error) && error.code ? error.code : 'NO_ERROR_CODE' });
      },
    );
    return () => controller.abort();
  }, [credential]);

  if (!credential) return <Navigate to="/wb/error" replace />;
  if (typeof state === 'object') {
    return <Navigate to={`/wb/error?code=${encodeURIComponent(state.error)}`} replace />;
  }
  if (state === 'exchanging') return <Spinner label={t('app.loading')} />;
  return <Outlet />;
}
