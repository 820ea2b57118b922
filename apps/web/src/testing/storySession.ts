import { DEMO_COMPANY_ID, DEMO_PASSWORD } from '@platform/mocks/demo-accounts';
import { api } from '../app/session/api.ts';
import { signOut, storeLogin } from '../app/session/session.ts';

/**
 * A story's `beforeEach` that signs a demo account in through the mock server (after the preview's
 * database reset, which runs first), and signs it out when the story ends.
 */
export function signedInAs(userId: string, companyId = DEMO_COMPANY_ID) {
  return async () => {
    signOut();
    const reply = await api.result('openLogin.loginBoda', {
      companyId,
      username: userId,
      password: DEMO_PASSWORD,
    });
    if (!reply) throw new Error(`the mock server signed no one in as ${userId}`);
    storeLogin(reply);
    return () => signOut();
  };
}

/** A story's `beforeEach` that makes sure no one is signed in. */
export function signedOut() {
  return () => {
    signOut();
    return () => signOut();
  };
}
