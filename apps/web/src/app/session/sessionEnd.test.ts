import { describe, expect, it } from 'vitest';
import { sessionEndTarget } from './sessionEnd.ts';

describe('where a user goes when the session ends (foundation.md §2)', () => {
  it('sends account owner types 4 and 5 to the root', () => {
    expect(sessionEndTarget({ companyId: 'demo', accountOwnerType: 4 })).toBe('/');
    expect(sessionEndTarget({ companyId: 'demo', accountOwnerType: 5 })).toBe('/');
  });
  it('sends every other owner type to the company home', () => {
    for (const accountOwnerType of [1, 2, 3, 21, 31] as const) {
      expect(sessionEndTarget({ companyId: 'demo', accountOwnerType })).toBe('/demo');
    }
  });
  it('sends an unknown user to the root', () => {
    expect(sessionEndTarget(undefined)).toBe('/');
  });
});
