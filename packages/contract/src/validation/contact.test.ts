import { describe, expect, it } from 'vitest';
import {
  isDigitsOnly,
  isValidEmail,
  isValidPhone,
  validateEmail,
  validateParentPhone,
  validatePhone,
} from './contact.ts';

describe('phone (screens.md §5)', () => {
  it('accepts digits with an optional leading +, up to 16 characters', () => {
    for (const phone of ['01012345678', '+821012345678', `+${'1'.repeat(15)}`, '1'.repeat(16)]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });
  it('refuses the rest', () => {
    expect(validatePhone('')).toEqual({ key: 'valid.required' });
    expect(validatePhone('010-1234-5678')).toEqual({ key: 'valid.mobile' });
    expect(validatePhone('82+10')).toEqual({ key: 'valid.mobile' });
    expect(validatePhone('+')).toEqual({ key: 'valid.mobile' });
    expect(validatePhone('1'.repeat(17))).toEqual({ key: 'valid.maxLength', params: { max: 16 } });
  });
  it('parent phone is optional', () => {
    expect(validateParentPhone('')).toBeNull();
    expect(validateParentPhone('abc')).toEqual({ key: 'valid.mobile' });
  });
});

describe('e-mail', () => {
  it('accepts a valid address or nothing', () => {
    expect(validateEmail('')).toBeNull();
    expect(isValidEmail('minji.kim@school.example.kr')).toBe(true);
  });
  it('refuses malformed addresses', () => {
    for (const email of ['minji', 'minji@', 'minji@school', 'a b@x.kr', 'a@x..kr', '@x.kr']) {
      expect(validateEmail(email), email).toEqual({ key: 'valid.email' });
    }
    expect(isValidEmail('')).toBe(false);
  });
});

describe('isDigitsOnly', () => {
  it('accepts digits only', () => {
    expect(isDigitsOnly('012')).toBe(true);
    expect(isDigitsOnly('1.5')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });
});
