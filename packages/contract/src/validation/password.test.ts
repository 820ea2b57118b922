import { describe, expect, it } from 'vitest';
import {
  hasSequence,
  hasTripleRepeat,
  isPasswordChangeFilled,
  isValidPassword,
  passwordFaults,
  validatePasswordChange,
} from './password.ts';

describe('isValidPassword, high policy (foundation.md §5)', () => {
  it('accepts 8 to 20 with a letter, a digit and a special character', () => {
    for (const pw of ['a1!b2@c4', 'Zeta9#Qx', `${'a1!'.repeat(6)}zq`]) {
      expect(isValidPassword(pw, 'high'), pw).toBe(true);
    }
  });
  it('refuses a missing class or a wrong length', () => {
    for (const pw of ['a1!b2@c', 'abcdefg1', 'abcd!efg', '1357!924', `${'a1!'.repeat(7)}`]) {
      expect(isValidPassword(pw, 'high'), pw).toBe(false);
    }
  });
  it('refuses the same character three times in a row', () => {
    expect(isValidPassword('a1!xxxq9', 'high')).toBe(false);
    expect(passwordFaults('a1!xxxq9', 'high')).toEqual([{ key: 'valid.passwordRepeat' }]);
  });
  it('refuses three consecutive characters, either way', () => {
    for (const pw of ['x9!abcq7', 'x9!CBAq7', 'q!123wzx', 'q!987wzx', 'x9!aBcq7']) {
      expect(passwordFaults(pw, 'high'), pw).toEqual([{ key: 'valid.passwordSequence' }]);
    }
  });
  it('names every broken rule', () => {
    expect(passwordFaults('aaa', 'high')).toEqual([
      { key: 'valid.passwordHigh' },
      { key: 'valid.passwordRepeat' },
    ]);
    expect(passwordFaults('', 'high')).toEqual([{ key: 'valid.required' }]);
  });
});

describe('isValidPassword, simple policy', () => {
  it('accepts 6 to 20, a letter plus a digit or a special character', () => {
    for (const pw of ['abcde1', 'abcde!', 'aaa111', `a${'1'.repeat(19)}`]) {
      expect(isValidPassword(pw, 'simple'), pw).toBe(true);
    }
  });
  it('refuses the rest', () => {
    for (const pw of ['abcd1', 'abcdef', '123456', `a${'1'.repeat(20)}`]) {
      expect(isValidPassword(pw, 'simple'), pw).toBe(false);
    }
  });
});

describe('password characters (assumed)', () => {
  it('refuses spaces and non-ASCII letters', () => {
    expect(passwordFaults('abc de1', 'simple')).toEqual([{ key: 'valid.passwordCharacters' }]);
    expect(isValidPassword('비밀번호a1!x9', 'high')).toBe(false);
  });
});

describe('repeat and sequence helpers', () => {
  it('hasTripleRepeat', () => {
    expect(hasTripleRepeat('a111')).toBe(true);
    expect(hasTripleRepeat('aa1a')).toBe(false);
  });
  it('hasSequence looks at letters and digits only', () => {
    expect(hasSequence('xyz')).toBe(true);
    expect(hasSequence('890')).toBe(false);
    expect(hasSequence('ace')).toBe(false);
    expect(hasSequence('9:;')).toBe(false);
    expect(hasSequence('!"#')).toBe(false);
  });
});

describe('validatePasswordChange', () => {
  const base = {
    own: true,
    oldPassword: 'old-pass1',
    newPassword: 'Zeta9#Qx',
    confirmPassword: 'Zeta9#Qx',
    policy: 'high' as const,
  };
  it('passes a good change', () => {
    expect(validatePasswordChange(base)).toEqual({});
  });
  it('needs the old password for one own password only', () => {
    expect(validatePasswordChange({ ...base, oldPassword: '' })).toEqual({
      oldPassword: { key: 'valid.required' },
    });
    expect(validatePasswordChange({ ...base, own: false, oldPassword: '' })).toEqual({});
  });
  it('needs a matching confirmation', () => {
    expect(validatePasswordChange({ ...base, confirmPassword: 'Zeta9#Qy' })).toEqual({
      confirmPassword: { key: 'valid.passwordMismatch' },
    });
  });
  it('enables submit only when the fields are filled', () => {
    expect(isPasswordChangeFilled(base)).toBe(true);
    expect(isPasswordChangeFilled({ ...base, confirmPassword: '' })).toBe(false);
    expect(isPasswordChangeFilled({ ...base, oldPassword: '' })).toBe(false);
    expect(isPasswordChangeFilled({ ...base, own: false, oldPassword: '' })).toBe(true);
  });
});
