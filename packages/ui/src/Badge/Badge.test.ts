import { describe, expect, it } from 'vitest';
import { BADGE_MAX_DEFAULT, badgeCountText, badgeVisible } from './badgeText.ts';

const plus = (max: number) => `${max}+`;

describe('badgeCountText', () => {
  it('shows the count up to the maximum', () => {
    expect(badgeCountText(7, BADGE_MAX_DEFAULT, plus)).toBe('7');
    expect(badgeCountText(99, 99, plus)).toBe('99');
  });
  it('caps a larger count as {max}+', () => {
    expect(badgeCountText(100, 99, plus)).toBe('99+');
    expect(badgeCountText(12, 9, plus)).toBe('9+');
  });
});

describe('badgeVisible', () => {
  it('always shows a dot', () => {
    expect(badgeVisible(undefined, true, false)).toBe(true);
  });
  it('hides zero and missing counts unless zero is asked for', () => {
    expect(badgeVisible(0, false, false)).toBe(false);
    expect(badgeVisible(undefined, false, true)).toBe(false);
    expect(badgeVisible(0, false, true)).toBe(true);
    expect(badgeVisible(Number.NaN, false, true)).toBe(false);
  });
  it('shows a positive count', () => {
    expect(badgeVisible(1, false, false)).toBe(true);
  });
});
