import { describe, expect, it } from 'vitest';
import { loginPageMode } from './loginDisplay.ts';

const base = {
  loading: false,
  unsupportedBrowser: false,
  inAppBrowser: false,
  configured: 'easy',
} as const;

describe('loginPageMode', () => {
  it('shows the configured mode', () => {
    expect(loginPageMode(base)).toBe('easy');
    expect(loginPageMode({ ...base, configured: 'notInUse' })).toBe('notInUse');
  });
  it('puts loading first, then the browser checks (assumed)', () => {
    expect(
      loginPageMode({ ...base, loading: true, unsupportedBrowser: true, inAppBrowser: true }),
    ).toBe('loading');
    expect(loginPageMode({ ...base, unsupportedBrowser: true, inAppBrowser: true })).toBe(
      'unsupportedBrowser',
    );
    expect(loginPageMode({ ...base, inAppBrowser: true })).toBe('inAppBrowser');
  });
});
