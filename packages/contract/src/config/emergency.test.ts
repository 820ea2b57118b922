import { describe, expect, it } from 'vitest';
import { configToStore } from './emergency.ts';

describe('configToStore (foundation.md §4 emergency mode)', () => {
  it('keeps the stored configuration while the stored emergency mode is 1', () => {
    expect(
      configToStore({ storedConfig: 'A=old', storedEmergencyMode: 1, fetchedConfig: 'A=new' }),
    ).toBe('A=old');
  });
  it('takes the fetched configuration otherwise', () => {
    for (const storedEmergencyMode of [0, 2, null]) {
      expect(
        configToStore({ storedConfig: 'A=old', storedEmergencyMode, fetchedConfig: 'A=new' }),
      ).toBe('A=new');
    }
  });
  it('takes the fetched configuration when nothing is stored (assumed)', () => {
    expect(
      configToStore({ storedConfig: null, storedEmergencyMode: 1, fetchedConfig: 'A=new' }),
    ).toBe('A=new');
  });
});
