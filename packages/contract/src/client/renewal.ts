import { parseConfigString } from '../config/configString.ts';
import { configToStore } from '../config/emergency.ts';
import { readEmergencyMode } from '../config/readers.ts';
import type { ResetTokenResponse } from '../schemas/session.ts';
import { isApiError } from './apiError.ts';
import type { RefreshLock } from './refreshLock.ts';
import { type RenewalLog, SESSION_ENDED } from './renewalLog.ts';
import type { SessionStore, StoredSession } from './sessionStore.ts';

/** `refresh` answers a 401, `reset` (reset-token) a 402 (foundation.md §8). */
export type RenewalKind = 'refresh' | 'reset';

/**
 * What a refresh or a reset-token reply changes in the stored session (foundation.md §8 HTTP 402:
 * "store the new token, config and settings"). The configuration goes through `configToStore`:
 * while the stored emergency mode is 1, a fetched configuration does not overwrite the stored one
 * (foundation.md §4). assumed: the emergency mode itself is always taken from the fetched
 * configuration, or the mode could never end; settings are not the configuration string and are
 * always stored.
 */
export function renewalUpdate(
  stored: StoredSession | null,
  reply: ResetTokenResponse,
): StoredSession {
  const update: StoredSession = { token: reply.token };
  if (typeof reply.bodaCfg === 'string') {
    update.bodaCfg = configToStore({
      storedConfig: stored?.bodaCfg ?? null,
      storedEmergencyMode: stored?.emergencyMode ?? null,
      fetchedConfig: reply.bodaCfg,
    });
    const parsed = parseConfigString(reply.bodaCfg);
    if (parsed.ok) update.emergencyMode = readEmergencyMode(parsed.value);
  }
  if (reply.bodaSetting) update.bodaSetting = reply.bodaSetting;
  return update;
}

export interface RenewalDeps {
  store: SessionStore;
  lock: RefreshLock;
  /** Renewals recorded for the other tabs; none in a single tab (renewalLog.ts). */
  log?: RenewalLog;
  /** Sends the refresh token; resolves with the reply, throws an ApiError when refused. */
  send(kind: RenewalKind, refreshToken: string): Promise<ResetTokenResponse>;
  /** Ends the session; returns the error the waiting requests reject with. */
  fail(kind: RenewalKind, staleAccessToken: string | undefined, cause: unknown): Promise<Error>;
}

/**
 * Renews the session at most once at a time per kind (foundation.md §4: "a 401 triggers one token
 * refresh, and other requests wait for it"). Every request that meets a 401 while a refresh is on
 * its way waits for that same refresh, then retries (single flight). Across tabs the refresh runs
 * inside the lock, and the stored token is read again once the lock is held: when it is no longer
 * the token the request was refused with, another tab (or an earlier flight here) has renewed it,
 * and the request retries with that token instead of sending the refresh token a second time.
 * This tab's copy of the store may lag behind another tab's write (renewalLog.ts), so when it
 * still shows the refused token, the renewal log is asked before the refresh token is sent.
 *
 * A renewal that fails ends the session once, and every waiting request rejects. A renewal that
 * got no answer (timeout, network) rejects with that error and leaves the session alone.
 * assumed: a dropped connection is not a refused session.
 */
export function createSessionRenewal(deps: RenewalDeps) {
  const inflight = new Map<RenewalKind, Promise<void>>();

  async function renewInsideLock(kind: RenewalKind, stale: string | undefined): Promise<void> {
    const stored = await deps.store.read();
    const token = stored?.token;
    if (token && token.access_token !== stale) return;
    const outcome = stale ? await deps.log?.find(stale) : undefined;
    if (outcome === SESSION_ENDED) throw await deps.fail(kind, stale, undefined);
    if (outcome) {
      // Stored here too, so that this tab's next reads agree before the other tab's write arrives.
      await deps.store.write(outcome);
      return;
    }
    if (!token?.refresh_token) throw await deps.fail(kind, stale, undefined);
    let reply: ResetTokenResponse;
    try {
      reply = await deps.send(kind, token.refresh_token);
    } catch (error) {
      if (isApiError(error) && (error.kind === 'timeout' || error.kind === 'network')) throw error;
      // Recorded too: a refused refresh token must not be sent again by a tab that lags behind.
      if (stale) await deps.log?.record(stale, SESSION_ENDED);
      throw await deps.fail(kind, stale, error);
    }
    const update = renewalUpdate(stored, reply);
    // Recorded before the store and before the lock is released: the next holder must find it.
    if (stale) await deps.log?.record(stale, update);
    await deps.store.write(update);
  }

  /** Renews the session that refused `staleAccessToken`, or joins the renewal under way. */
  return function renew(kind: RenewalKind, staleAccessToken: string | undefined): Promise<void> {
    const underWay = inflight.get(kind);
    if (underWay) return underWay;
    const flight = deps.lock
      .run(() => renewInsideLock(kind, staleAccessToken))
      .finally(() => inflight.delete(kind));
    inflight.set(kind, flight);
    return flight;
  };
}
