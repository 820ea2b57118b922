import { readConfigString } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, DEMO_PASSWORD, DEMO_SSO, db, SPECIAL_ACCOUNTS } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';
import { LOGIN_LOCK_THRESHOLD } from './session.ts';

useMockServer();

const loginBoda = (fields: Record<string, unknown>) =>
  callEndpoint('openLogin.loginBoda', {
    fields: { companyId: DEMO_COMPANY_ID, password: DEMO_PASSWORD, ...fields },
  });

describe('own login /open/login/loginBoda', () => {
  it('signs a demo account in with token, user, company, configuration and settings', async () => {
    const result = await login('teacher');
    expect(result.token.access_token).toBeTruthy();
    expect(result.token.refresh_token).toBeTruthy();
    expect(result.rememberToken).toBeUndefined();
    expect(result.user.userName).toBe('김민지');
    expect(readConfigString(result.bodaCfg).config.brandTheme).toBe('campus');
  });

  it('returns a remember token with autoLogin, and it logs in again', async () => {
    const { rememberToken } = await login('student', { autoLogin: true });
    expect(rememberToken).toBeTruthy();
    const again = await callEndpoint<{ result: { user: { userId: string } } }>(
      'openLogin.loginRemember',
      { fields: { rememberToken, companyId: DEMO_COMPANY_ID } },
    );
    expect(again.status).toBe(200);
    expect(again.body.result.user.userId).toBe('student');
    expect(
      await errorOf(
        callEndpoint('openLogin.loginRemember', { fields: { rememberToken: 'forged' } }),
      ),
    ).toEqual({ status: 400, code: 'WB-400-601' });
  });

  it('answers WB-400-601 for a wrong password or an unknown id', async () => {
    expect(await errorOf(loginBoda({ username: 'teacher', password: 'Wrong#1234' }))).toEqual({
      status: 400,
      code: 'WB-400-601',
    });
    expect(await errorOf(loginBoda({ username: 'nobody' }))).toEqual({
      status: 400,
      code: 'WB-400-601',
    });
  });

  it('answers WB-400-004 for a locked account, whatever the password', async () => {
    expect(await errorOf(loginBoda({ username: SPECIAL_ACCOUNTS.locked }))).toEqual({
      status: 400,
      code: 'WB-400-004',
    });
  });

  it(`locks an account after ${LOGIN_LOCK_THRESHOLD} wrong passwords in a row (assumed count)`, async () => {
    for (let attempt = 1; attempt <= LOGIN_LOCK_THRESHOLD; attempt += 1) {
      const { code } = await errorOf(loginBoda({ username: 'student01', password: 'Wrong#1234' }));
      expect(code).toBe('WB-400-601');
    }
    expect((await errorOf(loginBoda({ username: 'student01' }))).code).toBe('WB-400-004');
  });

  it('a good login clears the count of wrong passwords', async () => {
    for (let attempt = 1; attempt < LOGIN_LOCK_THRESHOLD; attempt += 1) {
      await loginBoda({ username: 'student02', password: 'Wrong#1234' });
    }
    await login('student02');
    await loginBoda({ username: 'student02', password: 'Wrong#1234' });
    await expect(login('student02')).resolves.toBeTruthy();
  });

  it('answers WB-400-007 for paused, withdrawn and incomplete accounts', async () => {
    for (const username of [
      SPECIAL_ACCOUNTS.paused,
      SPECIAL_ACCOUNTS.withdrawn,
      SPECIAL_ACCOUNTS.incomplete,
    ]) {
      expect(await errorOf(loginBoda({ username })), username).toEqual({
        status: 400,
        code: 'WB-400-007',
      });
    }
  });

  it('answers WB-400-006 when the licence has expired (seeded institution, and the scenario)', async () => {
    expect(
      (await errorOf(loginBoda({ companyId: 'saebom', username: 'saebom.teacher01' }))).code,
    ).toBe('WB-400-006');
    scenario.set({ licenseExpired: true });
    expect((await errorOf(loginBoda({ username: 'teacher' }))).code).toBe('WB-400-006');
  });

  it('answers WB-400-205 for an unknown institution', async () => {
    expect(await errorOf(loginBoda({ companyId: 'nowhere', username: 'teacher' }))).toEqual({
      status: 400,
      code: 'WB-400-205',
    });
  });

  it('answers WB-400-212 for a request the contract refuses', async () => {
    // No password.
    expect(
      (
        await errorOf(
          callEndpoint('openLogin.loginBoda', {
            fields: { companyId: DEMO_COMPANY_ID, username: 'teacher' },
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    // A field the contract does not have.
    expect((await errorOf(loginBoda({ username: 'teacher', extra: '1' }))).code).toBe('WB-400-212');
    // JSON where the contract says form.
    const json = await fetch('http://localhost/boda/open/login/loginBoda', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        companyId: DEMO_COMPANY_ID,
        username: 'teacher',
        password: DEMO_PASSWORD,
      }),
    });
    expect(json.status).toBe(400);
    expect((await json.json()).errorCode).toBe('WB-400-212');
  });
});

describe('SSO sign-in /open/login/loginSso', () => {
  it('signs in each variant with its credential', async () => {
    const cases = [
      ['openLoginSso.SIGN_IN', DEMO_SSO.SIGN_IN, SPECIAL_ACCOUNTS.linked, 31],
      ['openLoginSso.SIGN_IN_GNE', DEMO_SSO.SIGN_IN_GNE, SPECIAL_ACCOUNTS.gne, 4],
      ['openLoginSso.SIGN_IN_DACHAEUM', DEMO_SSO.SIGN_IN_DACHAEUM, SPECIAL_ACCOUNTS.dachaeum, 5],
      ['openLoginSso.SIGN_IN_APP', DEMO_SSO.SIGN_IN_APP, 'teacher', 1],
    ] as const;
    for (const [name, fields, userId, owner] of cases) {
      const { status, body } = await callEndpoint<{
        result: { user: { userId: string; accountOwnerType: number }; nativeData?: unknown };
      }>(name, { fields });
      expect(status, name).toBe(200);
      expect(body.result.user.userId).toBe(userId);
      expect(body.result.user.accountOwnerType).toBe(owner);
      expect(body.result.nativeData != null).toBe(name === 'openLoginSso.SIGN_IN_APP');
    }
  });

  it('refuses an unknown code, and a GNE sign-in without its code', async () => {
    expect(
      (await errorOf(callEndpoint('openLoginSso.SIGN_IN_GNE', { fields: { code: 'forged' } })))
        .code,
    ).toBe('WB-400-601');
    expect((await errorOf(callEndpoint('openLoginSso.SIGN_IN_GNE'))).code).toBe('WB-400-212');
  });
});

describe('tokens', () => {
  it('authorised calls answer 401 without a token, with an unknown one, and after expiry', async () => {
    expect((await callEndpoint('user.GET_ME')).status).toBe(401);
    expect((await callEndpoint('user.GET_ME', { accessToken: 'forged' })).status).toBe(401);
    const { token } = await login('teacher');
    const record = db.sessions.access[token.access_token];
    if (!record) throw new Error('no token record');
    record.expiresAt = 0;
    expect((await callEndpoint('user.GET_ME', { accessToken: token.access_token })).status).toBe(
      401,
    );
  });

  it('/open/token refreshes once per refresh token (single use)', async () => {
    const { token } = await login('teacher');
    const form = { grant_type: 'refresh_token', refresh_token: token.refresh_token };
    const first = await callEndpoint<{ access_token: string }>('openToken.refresh', {
      fields: form,
    });
    expect(first.status).toBe(200);
    const me = await callEndpoint('user.GET_ME', { accessToken: first.body.access_token });
    expect(me.status).toBe(200);
    expect((await callEndpoint('openToken.refresh', { fields: form })).status).toBe(401);
    expect(
      (
        await errorOf(
          callEndpoint('openToken.refresh', {
            fields: { grant_type: 'password', refresh_token: token.refresh_token },
          }),
        )
      ).code,
    ).toBe('WB-400-212');
  });

  it('/open/login/token refreshes once per refresh token too, with configuration', async () => {
    const { token } = await login('student');
    const fields = { refresh_token: token.refresh_token };
    const first = await callEndpoint<{
      result: { token: { access_token: string }; bodaCfg: string };
    }>('openLoginToken.refresh', { fields });
    expect(first.status).toBe(200);
    expect(first.body.result.bodaCfg).toContain('WEB_BRAND_THEME=campus');
    expect((await callEndpoint('openLoginToken.refresh', { fields })).status).toBe(401);
  });

  it('reset-token returns a new token with configuration and settings', async () => {
    const { token } = await login('operator');
    const reset = await callEndpoint<{
      result: { token: { access_token: string }; bodaCfg: string; bodaSetting: object };
    }>('openLoginResetToken.reset', { fields: { refresh_token: token.refresh_token } });
    expect(reset.status).toBe(200);
    expect(reset.body.result.bodaSetting).toMatchObject({ companyAuthKey: 'demo-auth-key' });
    expect(
      (await callEndpoint('user.GET_ME', { accessToken: reset.body.result.token.access_token }))
        .status,
    ).toBe(200);
  });
});
