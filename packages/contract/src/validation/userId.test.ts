import { describe, expect, it } from 'vitest';
import { isValidUserId, validateUserId, validateUserIdForRegister } from './userId.ts';

describe('isValidUserId (foundation.md §5)', () => {
  it('accepts 2 to 32 letters, Korean, digits and . @ _ -', () => {
    for (const id of ['ab', 'kim.minji', 'a@b_c-d.e', '김민지', 'teacher01', 'x'.repeat(32)]) {
      expect(isValidUserId(id), id).toBe(true);
    }
  });
  it('refuses other lengths and characters', () => {
    for (const id of ['a', 'x'.repeat(33), 'has space', 'semi;colon', 'ㄱㄴ', 'émile', 'a+b']) {
      expect(isValidUserId(id), id).toBe(false);
    }
  });
  it('says which rule failed', () => {
    expect(validateUserId('')).toEqual({ key: 'valid.required' });
    expect(validateUserId('a')).toEqual({ key: 'valid.userId' });
    expect(validateUserId('ab')).toBeNull();
  });
});

describe('validateUserIdForRegister', () => {
  it('needs a duplicate check of this very ID', () => {
    expect(validateUserIdForRegister('kim01', 'kim01')).toBeNull();
    expect(validateUserIdForRegister('kim01', null)).toEqual({ key: 'valid.userIdDuplicateCheck' });
    expect(validateUserIdForRegister('kim02', 'kim01')).toEqual({
      key: 'valid.userIdDuplicateCheck',
    });
  });
  it('checks the ID rule first', () => {
    expect(validateUserIdForRegister('k', 'k')).toEqual({ key: 'valid.userId' });
  });
});
