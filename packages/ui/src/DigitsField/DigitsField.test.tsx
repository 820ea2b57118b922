import { describe, expect, it } from 'vitest';
import { sanitizePhoneInput } from '../PhoneField/index.ts';
import { stripNonDigits } from './digits.ts';

describe('stripNonDigits', () => {
  it('keeps only 0-9', () => {
    expect(stripNonDigits('12a3-4 5가')).toBe('12345');
    expect(stripNonDigits('１２')).toBe(''); // full-width digits are not 0-9
    expect(stripNonDigits('')).toBe('');
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps digits and one leading +', () => {
    expect(sanitizePhoneInput('+82 10-1234-5678')).toBe('+821012345678');
    expect(sanitizePhoneInput('010-1234-5678')).toBe('01012345678');
    expect(sanitizePhoneInput('82+10')).toBe('8210');
    expect(sanitizePhoneInput('++82')).toBe('+82');
  });
});
