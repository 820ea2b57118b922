import { describe, expect, it } from 'vitest';
import { canChangeOwnPassword, nameFault } from './myInfoRules.ts';

describe('my-info rules', () => {
  it('offers the password change to accounts of the own login only', () => {
    expect(canChangeOwnPassword(1)).toBe(true);
    expect(canChangeOwnPassword('1')).toBe(true);
    for (const owner of [2, 3, 4, 5, 21, 31, null, undefined]) {
      expect(canChangeOwnPassword(owner)).toBe(false);
    }
  });

  it('checks the name: required, 2 to 20 characters', () => {
    expect(nameFault('')?.key).toBe('valid.required');
    expect(nameFault('   ')?.key).toBe('valid.required');
    expect(nameFault('김')?.key).toBe('valid.minLength');
    expect(nameFault('가'.repeat(21))).toEqual({ key: 'valid.maxLength', params: { max: 20 } });
    expect(nameFault('김민지')).toBeNull();
  });
});
