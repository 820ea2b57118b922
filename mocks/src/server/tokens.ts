import type { Token } from '@platform/contract';
import { nextIdx } from '../db/context.ts';
import { userByIdx } from '../db/queries.ts';
import type { MockDb, MockUser } from '../db/types.ts';
import { scenario } from '../scenario.ts';

/** An access token lives an hour (assumed; the spec gives no lifetime). */
export const ACCESS_TOKEN_SECONDS = 3600;

/** Why an authorised call is refused with 401. */
export type AuthFailure = 'missing' | 'unknown' | 'expired';

function tokenText(kind: string, db: MockDb, userIdx: number): string {
  // Unique within the database; the demo keeps its sequences across reloads, so old tokens never come back.
  return `mock-${kind}-${userIdx}-${nextIdx(db, 'token')}`;
}

/** A new access and refresh token pair for a user (the refresh token is single-use). */
export function issueTokens(db: MockDb, userIdx: number): Token {
  const access = tokenText('access', db, userIdx);
  const refresh = tokenText('refresh', db, userIdx);
  db.sessions.access[access] = {
    userIdx,
    expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
    calls: 0,
  };
  db.sessions.refresh[refresh] = { userIdx };
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

export function issueRememberToken(db: MockDb, userIdx: number): string {
  const token = tokenText('remember', db, userIdx);
  db.sessions.remember[token] = { userIdx };
  return token;
}

/** Uses a refresh token up: the user it was issued to, or null when it is unknown or was used. */
export function consumeRefreshToken(db: MockDb, token: string): MockUser | null {
  const record = db.sessions.refresh[token];
  if (!record) return null;
  delete db.sessions.refresh[token];
  return userByIdx(db, record.userIdx) ?? null;
}

/**
 * The user of a bearer header, counting the call on the token. A token past its lifetime, or past
 * the scenario's number of calls, is expired (and forgotten).
 */
export function authenticate(
  db: MockDb,
  authorization: string | null,
): { user: MockUser; accessToken: string } | { failure: AuthFailure } {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return { failure: 'missing' };
  const accessToken = match[1];
  const record = db.sessions.access[accessToken];
  if (!record) return { failure: 'unknown' };
  const limit = scenario.state.tokenExpiresAfterCalls;
  if (record.expiresAt <= Date.now() || (limit !== null && record.calls >= limit)) {
    delete db.sessions.access[accessToken];
    return { failure: 'expired' };
  }
  record.calls += 1;
  const user = userByIdx(db, record.userIdx);
  if (!user) return { failure: 'unknown' };
  return { user, accessToken };
}
