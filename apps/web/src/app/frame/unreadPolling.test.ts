import { LIMITS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { unreadPolling } from './unreadPolling.ts';

describe('unreadPolling', () => {
  it('checks every 60 s and on window focus outside disaster mode', () => {
    expect(unreadPolling(false)).toEqual({
      enabled: true,
      refetchInterval: 60000,
      refetchOnWindowFocus: true,
    });
    expect(LIMITS.UNREAD_POLL_MS).toBe(60000);
  });

  it('never checks in disaster mode: not once, not on the timer, not on focus', () => {
    expect(unreadPolling(true)).toEqual({
      enabled: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
    });
  });
});
