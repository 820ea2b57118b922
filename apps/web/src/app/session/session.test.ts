import { formatConfigString, LOGIN_PROVIDER, USER_TYPE } from '@platform/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';
import { readSignedIn, signOut, storedRememberToken, storeLogin } from './session.ts';
import { sessionStore } from './sessionStore.ts';

const user = {
  userIdx: 9,
  userId: 'student',
  userName: '박서윤',
  userType: USER_TYPE.STUDENT,
  companyId: 'demo',
  accountOwnerType: LOGIN_PROVIDER.OWN,
};
const login = (cfg: Record<string, string[][]>, rememberToken?: string) => ({
  token: { access_token: 'A', refresh_token: 'R' },
  user,
  bodaCompany: { companyIdx: 1, companyId: 'demo', companyName: '데모' },
  bodaCfg: formatConfigString(cfg),
  userTypeStr: '12,0',
  ...(rememberToken ? { rememberToken } : {}),
});

afterEach(() => signOut());

describe('storing a login', () => {
  it('keeps the session, reads its configuration and its emergency mode', () => {
    storeLogin(login({ SYSTEM_EMERGENCY_MODE: [['1']], WEB_USER_TYPE_AUTH: [['12', '4096']] }));
    const signedIn = readSignedIn(sessionStore.read());
    expect(signedIn).toMatchObject({ companyId: 'demo', emergencyMode: 1, disasterMode: true });
    expect(signedIn?.can('manageAccess')).toBe(true);
    expect(signedIn?.can('meetOpen')).toBe(false);
  });

  it('keeps the stored configuration while the mode is 1, except the mode itself', () => {
    storeLogin(
      login({ SYSTEM_EMERGENCY_MODE: [['1']], WEB_FRONT_HELP_SITE: [['https://old.example']] }),
    );
    storeLogin(
      login({ SYSTEM_EMERGENCY_MODE: [['0']], WEB_FRONT_HELP_SITE: [['https://new.example']] }),
    );
    const signedIn = readSignedIn(sessionStore.read());
    expect(signedIn?.config.helpSite).toBe('https://old.example');
    expect(signedIn?.disasterMode).toBe(false);
  });

  it('reads no one signed in without a token', () => {
    expect(readSignedIn(null)).toBeNull();
    expect(readSignedIn({ rememberToken: 'X' })).toBeNull();
  });

  it('logs out completely, remember token included', () => {
    storeLogin(login({}, 'REMEMBER'));
    expect(storedRememberToken()).toBe('REMEMBER');
    signOut();
    expect(storedRememberToken()).toBeUndefined();
  });
});

describe('the landing path (foundation.md §2)', () => {
  // WEB_FUNC_USE positions 5 (homework) and 10 (mobile redirect) on; room category 3 on.
  const flags = [['0', '0', '0', '0', '1', '0', '0', '0', '0', '1']];
  it('sends a student on a phone to task/list when the flags allow it', () => {
    storeLogin(login({ WEB_FUNC_USE: flags, WEB_ROOM_CATEGORY_3: [['1']] }));
    const signedIn = readSignedIn(sessionStore.read());
    if (!signedIn) throw new Error('not signed in');
    expect(landingPath(signedIn, true)).toBe('/demo/task/list');
    expect(landingPath(signedIn, false)).toBe('/demo/meet/list');
  });
});
