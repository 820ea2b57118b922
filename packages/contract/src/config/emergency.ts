import { formatConfigString, parseConfigString } from './configString.ts';
import { CONFIG_KEY } from './keys.ts';
import { isEmergencyMode } from './readers.ts';

export interface ConfigToStoreInput {
  /** The configuration string kept in browser storage, null when none is kept. */
  storedConfig: string | null;
  /** The emergency mode kept in browser storage (foundation.md §3 "emergency mode (number)"). */
  storedEmergencyMode: number | null;
  /** The configuration string just fetched (login, reset-token, company config). */
  fetchedConfig: string;
}

/**
 * foundation.md §4: "Emergency mode: when the value is 1, fetched configuration does not
 * overwrite the stored one" (§9: "Emergency mode value 1 disables config overwrite").
 * Returns the configuration string to keep. assumed:
 * - with nothing stored there is nothing to protect, so the fetched one is kept even in
 *   emergency mode;
 * - SYSTEM_EMERGENCY_MODE itself always comes from the fetched configuration, or the mode could
 *   never end: the stored string is kept with that one entry replaced (or removed when the
 *   fetched string has none);
 * - a stored string that does not parse is not worth protecting: the fetched one is kept.
 */
export function configToStore({
  storedConfig,
  storedEmergencyMode,
  fetchedConfig,
}: ConfigToStoreInput): string {
  if (!isEmergencyMode(storedEmergencyMode) || storedConfig === null) return fetchedConfig;
  const stored = parseConfigString(storedConfig);
  const fetched = parseConfigString(fetchedConfig);
  if (!stored.ok) return fetchedConfig;
  const key = CONFIG_KEY.SYSTEM_EMERGENCY_MODE;
  const fetchedMode = fetched.ok ? fetched.value.get(key) : undefined;
  const kept = new Map(stored.value);
  if (fetchedMode) kept.set(key, fetchedMode);
  else kept.delete(key);
  return formatConfigString(kept);
}
