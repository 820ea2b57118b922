import { describe, expect, it } from 'vitest';
import { addedCount } from './addedCount.ts';

describe('addedCount', () => {
  it('is the growth of the list after a load', () => {
    expect(addedCount(10, 20)).toBe(10);
    expect(addedCount(20, 23)).toBe(3);
  });

  it('announces nothing when the list was reset or did not grow', () => {
    expect(addedCount(30, 10)).toBe(0);
    expect(addedCount(10, 10)).toBe(0);
  });
});
