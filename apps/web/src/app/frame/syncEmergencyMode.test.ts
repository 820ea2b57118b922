import {
  CONFIG_KEY,
  createMemorySessionStore,
  parseConfigString,
  readConfigString,
  type StoredSession,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { readSignedIn } from '../session/session.ts';
import { emergencyModeUpdate, syncEmergencyMode } from './syncEmergencyMode.ts';

const config = (mode: number, funcUse: string) =>
  `${CONFIG_KEY.SYSTEM_EMERGENCY_MODE}=${mode}&${CONFIG_KEY.WEB_FUNC_USE}=${funcUse}`;

const signedIn = (bodaCfg: string, emergencyMode: number): StoredSession => ({
  token: { access_token: 'access', refresh_token: 'refresh' },
  user: {
    userIdx: 1,
    userId: 'teacher',
    userName: '김민지',
    userType: 11,
    companyId: 'demo',
    accountOwnerType: 1,
  },
  bodaCfg,
  emergencyMode,
});

const configValue = (text: string, key: string) => {
  const parsed = parseConfigString(text);
  if (!parsed.ok) throw new Error('unparsable');
  return parsed.value.get(key);
};

describe('emergencyModeUpdate', () => {
  it('learns that disaster mode started: the fetched configuration replaces the stored one', () => {
    const fetched = config(1, '1,1,0');
    expect(emergencyModeUpdate(signedIn(config(0, '1,1,1'), 0), fetched)).toEqual({
      bodaCfg: fetched,
      emergencyMode: 1,
    });
  });

  it('learns that disaster mode ended, keeping the rest of the stored configuration', () => {
    const update = emergencyModeUpdate(signedIn(config(1, '1,1,1'), 1), config(0, '0,0,0'));
    expect(update?.emergencyMode).toBe(0);
    const kept = update?.bodaCfg ?? '';
    // Only SYSTEM_EMERGENCY_MODE comes from the fetched configuration while the mode was 1.
    expect(configValue(kept, CONFIG_KEY.WEB_FUNC_USE)).toEqual([['1', '1', '1']]);
    expect(readConfigString(kept).config.emergencyMode).toBe(0);
  });

  it('keeps the stored configuration while disaster mode stays on, and writes nothing', () => {
    expect(emergencyModeUpdate(signedIn(config(1, '1,1,1'), 1), config(1, '0,0,0'))).toBeNull();
  });

  it('writes nothing when nothing changed', () => {
    expect(emergencyModeUpdate(signedIn(config(0, '1'), 0), config(0, '1'))).toBeNull();
  });

  it('writes nothing for a store with no one signed in, or a configuration that does not parse', () => {
    expect(emergencyModeUpdate(null, config(1, '1'))).toBeNull();
    expect(emergencyModeUpdate({ rememberToken: 'r' }, config(1, '1'))).toBeNull();
    expect(emergencyModeUpdate(signedIn(config(1, '1'), 1), 'A=%zz')).toBeNull();
  });
});

describe('syncEmergencyMode', () => {
  it('ends disaster mode in the stored session, so the screens see it off', () => {
    const store = createMemorySessionStore(signedIn(config(1, '1,1,1'), 1));
    expect(readSignedIn(store.read())?.disasterMode).toBe(true);
    expect(syncEmergencyMode(config(0, '1,1,1'), store)).toBe(true);
    expect(readSignedIn(store.read())?.disasterMode).toBe(false);
    expect(store.read()?.token?.access_token).toBe('access');
    expect(syncEmergencyMode(config(0, '1,1,1'), store)).toBe(false);
  });
});
