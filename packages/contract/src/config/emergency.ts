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
 * Returns the configuration string to keep. assumed: with nothing stored there is nothing to
 * protect, so the fetched one is kept even in emergency mode.
 */
export function configToStore({
  storedConfig,
  storedEmergencyMode,
  fetchedConfig,
}: ConfigToStoreInput): string {
  if (isEmergencyMode(storedEmergencyMode) && storedConfig !== null) return storedConfig;
  return fetchedConfig;
}
