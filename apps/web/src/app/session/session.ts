import {
  type ConfigReading,
  can,
  configToStore,
  type LoginResponse,
  type Permission,
  parseConfigString,
  readConfigString,
  readEmergencyMode,
  type SessionUser,
  type StoredSession,
} from '@platform/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { forgetDraftsOfOthers } from '../../shared/formDrafts.ts';
import { sessionStore } from './sessionStore.ts';

/**
 * Stores a login reply (foundation.md §3 "Session data kept in browser storage"). The
 * configuration goes through `configToStore`: while the stored emergency mode is 1, a fetched
 * configuration does not replace the stored one, except for SYSTEM_EMERGENCY_MODE itself.
 */
export function storeLogin(reply: LoginResponse): void {
  const stored = sessionStore.read();
  const bodaCfg = configToStore({
    storedConfig: stored?.bodaCfg ?? null,
    storedEmergencyMode: stored?.emergencyMode ?? null,
    fetchedConfig: reply.bodaCfg,
  });
  const parsed = parseConfigString(reply.bodaCfg);
  // What another user typed before their session ended is not offered to this one.
  forgetDraftsOfOthers(reply.user);
  sessionStore.forget();
  sessionStore.write({
    token: reply.token,
    ...(reply.rememberToken ? { rememberToken: reply.rememberToken } : {}),
    user: reply.user,
    bodaCompany: reply.bodaCompany,
    bodaCfg,
    ...(reply.userTypeStr !== undefined ? { userTypeStr: reply.userTypeStr } : {}),
    ...(reply.bodaSetting ? { bodaSetting: reply.bodaSetting } : {}),
    ...(reply.nativeData ? { nativeData: reply.nativeData } : {}),
    emergencyMode: parsed.ok ? readEmergencyMode(parsed.value) : 0,
  });
}

/**
 * Logs out: the whole stored session goes, remember token included, so that the next visit to the
 * login page does not sign the user straight back in.
 */
export function signOut(): void {
  sessionStore.forget();
}

/** The remember token of an auto-login, kept after a session lapses (foundation.md §3). */
export function storedRememberToken(): string | undefined {
  return sessionStore.read()?.rememberToken ?? undefined;
}

/** The stored session of this tab, re-read when any tab changes it. */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, () => null);
}

/** A signed-in session, read for the screens: who, where, what the configuration says. */
export interface SignedIn {
  user: SessionUser;
  companyId: string;
  companyName: string;
  config: ConfigReading;
  /** foundation.md §3 "emergency mode (number)"; 1 is disaster mode. */
  emergencyMode: number;
  disasterMode: boolean;
  can(permission: Permission): boolean;
  raw: StoredSession;
}

/** Reads a stored session; null when it has no token or no user (no one is signed in). */
export function readSignedIn(stored: StoredSession | null): SignedIn | null {
  if (!stored?.token?.access_token || !stored.user) return null;
  const { config } = readConfigString(stored.bodaCfg);
  const emergencyMode = stored.emergencyMode ?? config.emergencyMode;
  const user = stored.user;
  return {
    user,
    companyId: user.companyId,
    companyName: stored.bodaCompany?.companyName ?? user.companyId,
    config,
    emergencyMode,
    disasterMode: emergencyMode === 1,
    can: (permission) => can(user, permission, config.userTypeAuth),
    raw: stored,
  };
}

/** The signed-in session, or null. */
export function useSignedIn(): SignedIn | null {
  const stored = useStoredSession();
  return useMemo(() => readSignedIn(stored), [stored]);
}
