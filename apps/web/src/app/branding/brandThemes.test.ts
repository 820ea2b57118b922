import { BRAND_THEMES } from '@platform/contract';
import { brandIds } from '@platform/tokens/brands';
import { describe, expect, it } from 'vitest';

// The contract imports nothing of ours, so it lists the token brands an institution may name
// (WEB_BRAND_THEME, assumed key) on its own; this is where the two lists meet.
describe('token brands', () => {
  it('are the same in the contract and in @platform/tokens', () => {
    expect([...BRAND_THEMES].sort()).toEqual([...brandIds].sort());
  });
});
