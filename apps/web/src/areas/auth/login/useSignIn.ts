import { ApiError, type LoginResponse } from '@platform/contract';
import { useNavigate } from 'react-router';
import { api } from '../../../app/session/api.ts';
import { storeLogin } from '../../../app/session/session.ts';
import { useAction } from '../../../app/useAction.ts';
import { rememberLoginPreferences } from './loginPreferences.ts';

export interface SignInInput {
  username: string;
  password: string;
  autoLogin: boolean;
}

/** Where a signed-in user goes: /{companyId}/main, whose redirect applies the landing rule. */
export const mainPath = (companyId: string) => `/${encodeURIComponent(companyId)}/main`;

/** The session a login reply carries; a reply without one is not a sign-in. */
export function replyOrThrow(reply: LoginResponse | null, endpoint: string): LoginResponse {
  if (!reply) throw new ApiError({ kind: 'bad-reply', status: 200, endpoint });
  return reply;
}

/**
 * The ID/password sign-in ('openLogin.loginBoda'). Success stores the user id and the auto-login
 * choice (screens.md §2.2), then the session, then goes to /{companyId}/main.
 */
export function useSignIn(companyId: string) {
  const navigate = useNavigate();
  return useAction(
    async (input: SignInInput) =>
      replyOrThrow(
        await api.result('openLogin.loginBoda', { companyId, ...input }, { errorContext: 'login' }),
        'openLogin.loginBoda',
      ),
    {
      onSuccess: (reply, input) => {
        rememberLoginPreferences({ username: input.username, autoLogin: input.autoLogin });
        storeLogin(reply);
        void navigate(mainPath(companyId), { replace: true });
      },
    },
  );
}
