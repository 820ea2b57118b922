import {
  configToStore,
  parseConfigString,
  readEmergencyMode,
  type StoredSession,
  type SyncSessionStore,
} from '@platform/contract';
import { sessionStore } from '../session/sessionStore.ts';

/**
 * What a freshly fetched configuration of the signed-in institution changes in the stored session,
 * or null when it changes nothing. The session must learn when disaster mode ends (or starts)
 * without a new login: foundation.md §4 "when the value is 1, fetched configuration does not
 * overwrite the stored one", read through the contract's `configToStore` (the stored string is
 * kept while the mode is 1, except SYSTEM_EMERGENCY_MODE itself), the same rule a refresh and a
 * reset-token apply (`renewalUpdate`).
 * assumed: a configuration that does not parse says nothing about the mode and changes nothing;
 * nothing is written for a store with no one signed in.
 */
export function emergencyModeUpdate(
  stored: StoredSession | null,
  fetchedConfig: string,
): Pick<StoredSession, 'bodaCfg' | 'emergencyMode'> | null {
  if (!stored?.token?.access_token || !stored.user) return null;
  const parsed = parseConfigString(fetchedConfig);
  if (!parsed.ok) return null;
  const emergencyMode = readEmergencyMode(parsed.value);
  const bodaCfg = configToStore({
    storedConfig: stored.bodaCfg ?? null,
    storedEmergencyMode: stored.emergencyMode ?? null,
    fetchedConfig,
  });
  if (bodaCfg === stored.bodaCfg && emergencyMode === stored.emergencyMode) return null;
  return { bodaCfg, emergencyMode };
}

/**
 * Writes what `emergencyModeUpdate` finds into the session store; true when something changed.
 * The frame calls it with the institution's configuration each time it mounts.
 */
export function syncEmergencyMode(
  fetchedConfig: string,
  store: Pick<SyncSessionStore, 'read' | 'write'> = sessionStore,
): boolean {
  const update = emergencyModeUpdate(store.read(), fetchedConfig);
  if (!update) return false;
  store.write(update);
  return true;
}
