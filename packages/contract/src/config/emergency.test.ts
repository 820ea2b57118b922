import { describe, expect, it } from 'vitest';
import { configToStore } from './emergency.ts';

describe('configToStore (foundation.md §4 emergency mode)', () => {
  it('keeps the stored configuration while the stored emergency mode is 1', () => {
    expect(
      configToStore({
        storedConfig: 'A=old&SYSTEM_EMERGENCY_MODE=1',
        storedEmergencyMode: 1,
        fetchedConfig: 'A=new&SYSTEM_EMERGENCY_MODE=1',
      }),
    ).toBe('A=old&SYSTEM_EMERGENCY_MODE=1');
  });
  it('takes SYSTEM_EMERGENCY_MODE from the fetched one, so that the mode can end (assumed)', () => {
    expect(
      configToStore({
        storedConfig: 'A=old&SYSTEM_EMERGENCY_MODE=1',
        storedEmergencyMode: 1,
        fetchedConfig: 'A=new&SYSTEM_EMERGENCY_MODE=0',
      }),
    ).toBe('A=old&SYSTEM_EMERGENCY_MODE=0');
    expect(
      configToStore({
        storedConfig: 'A=old&SYSTEM_EMERGENCY_MODE=1',
        storedEmergencyMode: 1,
        fetchedConfig: 'A=new',
      }),
    ).toBe('A=old');
  });
  it('takes the fetched configuration otherwise', () => {
    for (const storedEmergencyMode of [0, 2, null]) {
      expect(
        configToStore({ storedConfig: 'A=old', storedEmergencyMode, fetchedConfig: 'A=new' }),
      ).toBe('A=new');
    }
  });
  it('takes the fetched configuration when nothing usable is stored (assumed)', () => {
    expect(
      configToStore({ storedConfig: null, storedEmergencyMode: 1, fetchedConfig: 'A=new' }),
    ).toBe('A=new');
    expect(
      configToStore({ storedConfig: 'A=%zz', storedEmergencyMode: 1, fetchedConfig: 'A=new' }),
    ).toBe('A=new');
  });
});
