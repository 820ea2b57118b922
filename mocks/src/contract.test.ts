import {
  BRANDING_IMAGE_COMMANDS,
  type EndpointName,
  endpoints,
  profileImageFileName,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, DEMO_PASSWORD, DEMO_SSO, db } from './db/index.ts';
import { implementations } from './handlers/index.ts';
import { callEndpoint } from './server/callEndpoint.ts';
import { contractViolation } from './testing/contractCheck.ts';
import { answeredCalls, login, useMockServer } from './testing/setup.ts';

// Every answer below (and in every other test file) is checked against the entry's response
// schema by useMockServer; this file makes sure every implemented call is driven at least once
// to a success and to a refusal.
useMockServer();

type Fields = Record<string, unknown>;
/** A call that succeeds, given a fresh session of the teacher demo account. */
type Case = (session: {
  accessToken: string;
  refreshToken: string;
  rememberToken: string;
  userIdx: number;
}) => Fields;

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], profileImageFileName('png'), { type: 'image/png' });

const succeeding: Partial<Record<EndpointName, Case>> = {
  'openCompany.GET_ID_NORMAL': () => ({ companyId: DEMO_COMPANY_ID }),
  'openCompany.LIST_NORMAL': () => ({ searchKeyword: '보다', page: 0, size: 10 }),
  'openCompanyLoginInfo.LOGIN_INFO': () => ({ companyId: DEMO_COMPANY_ID, language: 'en' }),
  'openLogin.LOGIN_INFO': () => ({ companyIdx: 1 }),
  'openCompanyBranding.GET': () => ({ companyId: DEMO_COMPANY_ID }),
  ...Object.fromEntries(
    BRANDING_IMAGE_COMMANDS.map((command) => [
      `openCompanyBrandingImage.${command}`,
      () => ({ companyId: 'hanbit' }),
    ]),
  ),
  'openLogin.loginBoda': () => ({
    companyId: DEMO_COMPANY_ID,
    username: 'admin',
    password: DEMO_PASSWORD,
    autoLogin: true,
  }),
  'openLogin.loginRemember': ({ rememberToken }) => ({ rememberToken, companyId: DEMO_COMPANY_ID }),
  'openLoginSso.SIGN_IN': () => ({ ...DEMO_SSO.SIGN_IN }),
  'openLoginSso.SIGN_IN_GNE': () => ({ ...DEMO_SSO.SIGN_IN_GNE }),
  'openLoginSso.SIGN_IN_DACHAEUM': () => ({}),
  'openLoginSso.SIGN_IN_APP': () => ({ ...DEMO_SSO.SIGN_IN_APP }),
  'openToken.refresh': ({ refreshToken }) => ({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  }),
  'openLoginToken.refresh': ({ refreshToken }) => ({ refresh_token: refreshToken }),
  'openLoginResetToken.reset': ({ refreshToken }) => ({ refresh_token: refreshToken }),
  'user.GET_ME': () => ({}),
  'user.MODIFY_ME': () => ({ userName: '김민지나' }),
  'user.MODIFY_ME_PWD': () => ({ oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#8024' }),
  'userProfile.MODIFY': ({ userIdx }) => ({ uploadFile: png(), userIdx }),
  'userProfile.REMOVE': ({ userIdx }) => ({ userIdx }),
  'userProfile.DOWNLOAD_FILE': ({ userIdx }) => ({ userIdx }),
  'messageRecv.EXIST_NEW': () => ({}),
  'openLogger.log': () => ({ level: 'warn', message: 'contract test' }),
};

async function teacherSession() {
  const { token, user, rememberToken } = await login('teacher', { autoLogin: true });
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    rememberToken: rememberToken ?? '',
    userIdx: user.userIdx,
  };
}

describe('every implemented call answers as the contract says', () => {
  const names = implementations.map((implementation) => implementation.name);

  it('has a succeeding case for every implemented call', () => {
    expect(names.filter((name) => !(name in succeeding))).toEqual([]);
  });

  it.each(names)('%s: a success matches its response schema', async (name) => {
    const session = await teacherSession();
    if (name === 'userProfile.REMOVE' || name === 'userProfile.DOWNLOAD_FILE') {
      // Something to remove or download.
      await callEndpoint('userProfile.MODIFY', {
        accessToken: session.accessToken,
        fields: { uploadFile: png(), userIdx: session.userIdx },
      });
    }
    const make = succeeding[name];
    if (!make) throw new Error(`no case for ${name}`);
    const { status } = await callEndpoint(name, {
      accessToken: session.accessToken,
      fields: make(session),
    });
    expect(status).toBe(200);
  });

  it('the profile picture download is a file', async () => {
    const session = await teacherSession();
    await callEndpoint('userProfile.MODIFY', {
      accessToken: session.accessToken,
      fields: { uploadFile: png(), userIdx: session.userIdx },
    });
    const file = await callEndpoint('userProfile.DOWNLOAD_FILE', {
      accessToken: session.accessToken,
      fields: { userIdx: session.userIdx },
    });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
  });

  it.each(names)('%s: a refusal is the error envelope with a code of its status', async (name) => {
    const def = endpoints[name];
    // An unknown field: every request schema is strict, so every call refuses it.
    const { status, body } = await callEndpoint(name, {
      accessToken: (await teacherSession()).accessToken,
      fields: { notInTheContract: '1' },
    });
    expect(status, def.path).toBe(400);
    expect((body as { errorCode: string }).errorCode).toBe('WB-400-212');
  });

  afterAll(() => {
    // Every implemented call was answered at least once while this file ran.
    expect(names.filter((name) => !answeredCalls.includes(name))).toEqual([]);
  });
});

describe('the contract check itself', () => {
  const def = endpoints['user.GET_ME'];
  it('finds a success that does not match the schema', async () => {
    const broken = HttpResponse.json({ success: true, result: { userIdx: 'one' } });
    expect(await contractViolation('user.GET_ME', def, broken)).toMatch(/user.GET_ME/);
  });
  it('finds a failure whose code disagrees with its status', async () => {
    const broken = HttpResponse.json({ success: false, errorCode: 'WB-403-203' }, { status: 400 });
    expect(await contractViolation('user.GET_ME', def, broken)).toMatch(/does not match/);
  });
  it('accepts a good answer', async () => {
    const user = db.users[0];
    const good = HttpResponse.json({
      success: true,
      errorCode: null,
      result: {
        userIdx: user?.userIdx,
        userId: user?.userId,
        userName: user?.userName,
        userType: user?.userType,
      },
    });
    expect(await contractViolation('user.GET_ME', def, good)).toBeNull();
  });
});
