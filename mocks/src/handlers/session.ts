import { ACCOUNT_STATUS, type LoginResponse, readConfigString } from '@platform/contract';
import { HttpResponse } from 'msw';
import { fail, ok } from '../api.ts';
import { DEMO_GNE_CLIENT, db } from '../db/index.ts';
import {
  companyById,
  companyByIdx,
  publicCompany,
  publicUser,
  userByLogin,
} from '../db/queries.ts';
import type { MockSsoLink, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { scenario } from '../scenario.ts';
import { implement, refuse } from '../server/router.ts';
import { consumeRefreshToken, issueRememberToken, issueTokens } from '../server/tokens.ts';
import { configOf } from './config.ts';

/**
 * Wrong passwords in a row that lock an account (assumed: the spec names the locked state and its
 * code, WB-400-004, not the count). The attempt that reaches it still answers WB-400-601; the
 * next ones answer WB-400-004 until an operator unlocks the account.
 */
export const LOGIN_LOCK_THRESHOLD = 5;

/** The checks every sign-in makes once it knows the user, in the order the answers take. */
function admit(user: MockUser): void {
  const company = companyByIdx(db, user.companyIdx);
  if (!company) refuse(MOCK_ERROR.companyNotFound);
  if (company.licenseExpired || scenario.state.licenseExpired) refuse(MOCK_ERROR.licenseExpired);
  if (user.locked) refuse(MOCK_ERROR.locked);
  if (user.userStatus !== ACCOUNT_STATUS.IN_USE) refuse(MOCK_ERROR.unavailable);
}

/** The login reply (foundation.md §7: token, rememberToken, user, bodaCompany, bodaCfg, userTypeStr, bodaSetting, nativeData). */
function loginReply(
  user: MockUser,
  options: { remember?: boolean; rememberToken?: string; native?: boolean } = {},
) {
  const company = companyByIdx(db, user.companyIdx) ?? refuse(MOCK_ERROR.companyNotFound);
  const bodaCfg = configOf(company);
  const rememberToken =
    options.rememberToken ?? (options.remember ? issueRememberToken(db, user.userIdx) : undefined);
  const result: LoginResponse = {
    token: issueTokens(db, user.userIdx),
    ...(rememberToken ? { rememberToken } : {}),
    user: {
      ...publicUser(user),
      companyId: user.companyId,
      accountOwnerType: user.accountOwnerType,
    },
    bodaCompany: publicCompany(company),
    bodaCfg,
    // assumed: the user-type string is the institution's WEB_USER_TYPE_AUTH pairs.
    userTypeStr: [...readConfigString(bodaCfg).config.userTypeAuth]
      .map(([type, bits]) => `${type},${bits}`)
      .join('|'),
    bodaSetting: company.bodaSetting,
    // assumed: native-app data comes only with the native-app login; its fields are not shown.
    ...(options.native
      ? { nativeData: { companyId: company.companyId, userIdx: user.userIdx } }
      : {}),
  };
  return ok(result);
}

/** A sign-in variant's user from its code or token; SIGN_IN_ERROR on the page when unknown. */
function ssoUser(command: MockSsoLink['command'], credential: string): MockUser {
  const link = db.ssoLinks.find(
    (entry) => entry.command === command && entry.credential === credential,
  );
  const user = link && db.users.find((candidate) => candidate.userIdx === link.userIdx);
  // assumed: an unknown code or token is "invalid ID or password" (the spec gives no SSO code).
  if (!user) refuse(MOCK_ERROR.wrongPassword);
  admit(user);
  return user;
}

/** A refresh that cannot be honoured: 401, so the client ends the session (assumed status). */
const refreshRefused = () => HttpResponse.json(fail(null), { status: 401 });

export const sessionImplementations = [
  implement('openLogin.loginBoda', ({ fields }) => {
    const company = companyById(db, fields.companyId) ?? refuse(MOCK_ERROR.companyNotFound);
    const user = userByLogin(db, company.companyIdx, fields.username);
    if (!user) refuse(MOCK_ERROR.wrongPassword);
    // A locked account says so whatever the password, so guessing on cannot unlock it.
    if (user.locked) refuse(MOCK_ERROR.locked);
    if (user.password !== fields.password) {
      user.failedLogins += 1;
      if (user.failedLogins >= LOGIN_LOCK_THRESHOLD) user.locked = true;
      refuse(MOCK_ERROR.wrongPassword);
    }
    admit(user);
    user.failedLogins = 0;
    return loginReply(user, { remember: fields.autoLogin === true });
  }),

  implement('openLogin.loginRemember', ({ fields }) => {
    const record = db.sessions.remember[fields.rememberToken];
    const user = record && db.users.find((candidate) => candidate.userIdx === record.userIdx);
    // assumed: a remember token that is unknown (or was for another institution) is WB-400-601.
    if (!user || (fields.companyId !== undefined && fields.companyId !== user.companyId)) {
      refuse(MOCK_ERROR.wrongPassword);
    }
    admit(user);
    return loginReply(user, { rememberToken: fields.rememberToken });
  }),

  implement('openLoginSso.GNE_CLIENT_INFO', () => ok({ ...DEMO_GNE_CLIENT, redirectUri: null })),
  implement('openLoginSso.SIGN_IN', ({ fields }) => loginReply(ssoUser('SIGN_IN', fields.token))),
  implement('openLoginSso.SIGN_IN_GNE', ({ fields }) =>
    loginReply(ssoUser('SIGN_IN_GNE', fields.code)),
  ),
  implement('openLoginSso.SIGN_IN_DACHAEUM', () => loginReply(ssoUser('SIGN_IN_DACHAEUM', ''))),
  implement('openLoginSso.SIGN_IN_APP', ({ fields }) =>
    loginReply(ssoUser('SIGN_IN_APP', fields.token), { native: true }),
  ),

  // The OAuth-style refresh: the bare token pair, no envelope (the catalogue's reading).
  implement('openToken.refresh', ({ fields }) => {
    const user = consumeRefreshToken(db, fields.refresh_token);
    if (!user) return refreshRefused();
    return issueTokens(db, user.userIdx);
  }),

  implement('openLoginToken.refresh', ({ fields }) => {
    const user = consumeRefreshToken(db, fields.refresh_token);
    if (!user) return refreshRefused();
    const company = companyByIdx(db, user.companyIdx) ?? refuse(MOCK_ERROR.companyNotFound);
    return ok({
      token: issueTokens(db, user.userIdx),
      bodaCfg: configOf(company),
      bodaSetting: company.bodaSetting,
    });
  }),

  // foundation.md §8 HTTP 402: a new token with the configuration and settings of now.
  implement('openLoginResetToken.reset', ({ fields }) => {
    const user = consumeRefreshToken(db, fields.refresh_token);
    if (!user) return refreshRefused();
    const company = companyByIdx(db, user.companyIdx) ?? refuse(MOCK_ERROR.companyNotFound);
    return ok({
      token: issueTokens(db, user.userIdx),
      bodaCfg: configOf(company),
      bodaSetting: company.bodaSetting,
    });
  }),
];
