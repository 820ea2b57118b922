import { describe, expect, it } from 'vitest';
import { LICENSE_BILLING, OPTION_VALUE, PLATFORM } from './settings.ts';

describe('setting code tables (foundation.md §9)', () => {
  it('license billing', () => {
    expect(LICENSE_BILLING).toEqual({
      CONCURRENT_USERS: 0,
      REGISTERED_USERS: 1,
      MONTHLY_CONNECTED_ACCOUNTS: 2,
    });
  });
  it('platform', () => {
    expect(PLATFORM).toEqual({ APP: 1, WEB: 2, BOTH: 3 });
  });
  it('option values', () => {
    expect(OPTION_VALUE).toEqual({ NOT_USED: 0, USED: 1, EASY: 2, EXPERIMENTAL: 3 });
  });
});
