import { describe, expect, it } from 'vitest';
import { SSO_SIGN_IN_COMMANDS } from './open.ts';
import { DACHAEUM_RESULT, dachaeumAction, SSO_STATE } from './sso.ts';

describe('SSO states and dachaeum result codes (foundation.md §4, screens.md §2.2)', () => {
  it('lists the sign-in page states', () => {
    expect(Object.keys(SSO_STATE)).toEqual([
      'INIT',
      'KSIGN_ERROR',
      'SIGN_IN_ERROR',
      'NO_CODE',
      'NO_CLIENT_ID',
      'NO_AUTH',
      'SUCCESS',
    ]);
  });
  it('keeps LOGIN_COMPLATE as the wire spells it', () => {
    expect(DACHAEUM_RESULT.LOGIN_COMPLATE).toBe('LOGIN_COMPLATE');
    expect(Object.values(DACHAEUM_RESULT)).not.toContain('LOGIN_COMPLETE');
  });
  it('routes each dachaeum result as screens.md §2.2 says', () => {
    expect(dachaeumAction({ result: 'LOGIN_REQ' })).toBe('go-login');
    expect(dachaeumAction({ result: 'LOGIN_COMPLATE' })).toBe('sign-in');
    expect(dachaeumAction({ result: 'SSO_REQ' })).toBe('sign-in');
    expect(dachaeumAction({ result: 'NO_AUTH' })).toBe('go-home-with-result');
    expect(dachaeumAction({ result: 'LOGOUT' })).toBe('go-home-with-result');
    expect(dachaeumAction({ errorCode: 'E1' })).toBe('show-error');
    expect(dachaeumAction({})).toBe('sign-in');
  });
  it('has the four SSO sign-in commands of foundation.md §7', () => {
    expect(SSO_SIGN_IN_COMMANDS).toEqual([
      'SIGN_IN',
      'SIGN_IN_GNE',
      'SIGN_IN_DACHAEUM',
      'SIGN_IN_APP',
    ]);
  });
});
