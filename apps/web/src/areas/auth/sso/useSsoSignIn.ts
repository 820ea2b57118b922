import { isApiError, type LoginResponse, NO_ERROR_CODE } from '@platform/contract';
import { useEffect, useRef, useState } from 'react';
import { storeLogin } from '../../../app/session/session.ts';
import { mainPathOf } from './ssoFlow.ts';

/** Where a sign-in attempt stands. */
export type SignInProgress =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'signed-in'; to: string }
  | { status: 'failed'; code: string };

/** One sign-in call of the catalogue, given the abort signal of the attempt. */
export type SignInCall = (signal: AbortSignal) => Promise<LoginResponse | null>;

/** The code of a failed call; NO_ERROR_CODE when the failure carried none. */
export function failureCode(error: unknown): string {
  return isApiError(error) && error.code ? error.code : NO_ERROR_CODE;
}

/**
 * Runs `call` once for `attemptKey` (null: no attempt): on success stores the session
 * (`storeLogin`) and reports the main page to go to (foundation.md §4 "success, which goes to
 * main"). An unmounted or replaced attempt is aborted and reports nothing, so React's strict
 * double effect does not show a half-finished attempt.
 */
export function useSsoSignIn(attemptKey: string | null, call: SignInCall): SignInProgress {
  const callRef = useRef(call);
  callRef.current = call;
  const [progress, setProgress] = useState<SignInProgress>(
    attemptKey === null ? { status: 'idle' } : { status: 'pending' },
  );

  useEffect(() => {
    if (attemptKey === null) {
      setProgress({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setProgress({ status: 'pending' });
    callRef.current(controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        if (!reply) {
          setProgress({ status: 'failed', code: NO_ERROR_CODE });
          return;
        }
        storeLogin(reply);
        setProgress({ status: 'signed-in', to: mainPathOf(reply) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setProgress({ status: 'failed', code: failureCode(error) });
      },
    );
    return () => controller.abort();
  }, [attemptKey]);

  return progress;
}
