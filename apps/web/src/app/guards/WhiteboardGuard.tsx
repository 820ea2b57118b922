import { isApiError, WHITEBOARD_DATA_PARAM } from '@platform/contract';
import { Spinner, useT } from '@platform/ui';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { WhiteboardLocale } from '../../areas/whiteboard/WhiteboardLocale.tsx';

export { WHITEBOARD_PAGE_MODULES } from '../../areas/whiteboard/whiteboardPages.ts';

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

  // The error page keeps the whiteboard's data, so it speaks the language Lng asks for.
  const data = search.get(WHITEBOARD_DATA_PARAM);
  const errorPage = (code?: string) => {
    const query = new URLSearchParams();
    if (code) query.set('code', code);
    if (data) query.set(WHITEBOARD_DATA_PARAM, data);
    const text = query.toString();
    return <Navigate to={text ? `/wb/error?${text}` : '/wb/error'} replace />;
  };

  if (!credential) return errorPage();
  if (typeof state === 'object') return errorPage(state.error);
  return (
    <WhiteboardLocale>
      {state === 'exchanging' ? <Spinner label={t('app.loading')} /> : <Outlet />}
    </WhiteboardLocale>
  );
}
