import { describe, expect, it } from 'vitest';
import {
  charCount,
  containsProhibitedWord,
  validateEnquiryContent,
  validateGroupName,
  validateLength,
  validateLoginPassword,
  validateLoginUsername,
  validateMemo,
  validateName,
  validateNickname,
  validateRoomName,
  validateRoomPassword,
  validateRoomTitle,
  validateTitle,
} from './text.ts';

const max = (n: number) => ({ key: 'valid.maxLength', params: { max: n } });
const required = { key: 'valid.required' };

describe('name (foundation.md §5, screens.md §5)', () => {
  it('is required and at most 20', () => {
    expect(validateName('')).toEqual(required);
    expect(validateName('   ')).toEqual(required);
    expect(validateName('가'.repeat(20))).toBeNull();
    expect(validateName('가'.repeat(21))).toEqual(max(20));
  });
  it('takes 1 character, but 2 when modified', () => {
    expect(validateName('김')).toBeNull();
    expect(validateName('김', { modified: true })).toEqual({
      key: 'valid.minLength',
      params: { min: 2 },
    });
    expect(validateName('김민', { modified: true })).toBeNull();
  });
  it('filters prohibited words', () => {
    expect(validateName('Admin Kim', { prohibitedWords: ['admin'] })).toEqual({
      key: 'valid.prohibitedWord',
    });
    expect(containsProhibitedWord('hello', ['', ' '])).toBe(false);
  });
});

describe('length-limited fields', () => {
  it.each([
    ['nickname', validateNickname, 32],
    ['homework or book title', validateTitle, 50],
    ['memo', validateMemo, 200],
    ['room title', validateRoomTitle, 100],
    ['room name', validateRoomName, 50],
    ['login username', validateLoginUsername, 50],
    ['login password', validateLoginPassword, 30],
  ])('%s is required and at most %i', (_name, validate, limit) => {
    expect(validate('')).toEqual(required);
    expect(validate('x'.repeat(limit as number))).toBeNull();
    expect(validate('x'.repeat((limit as number) + 1))).toEqual(max(limit as number));
  });
  it('enquiry content is at most 300 and may be empty', () => {
    expect(validateEnquiryContent('')).toBeNull();
    expect(validateEnquiryContent('x'.repeat(301))).toEqual(max(300));
  });
  it('counts characters, not UTF-16 units', () => {
    expect(charCount('😀가')).toBe(2);
    expect(validateNickname('😀'.repeat(32))).toBeNull();
  });
});

describe('group name (screens.md §5)', () => {
  it('accepts 2 to 20 letters, digits, Korean, . @ _ - and spaces', () => {
    expect(validateGroupName('1학년 A반')).toBeNull();
    expect(validateGroupName('team_a.b@c-d')).toBeNull();
  });
  it('refuses the rest', () => {
    expect(validateGroupName('')).toEqual(required);
    expect(validateGroupName('A')).toEqual({ key: 'valid.minLength', params: { min: 2 } });
    expect(validateGroupName('x'.repeat(21))).toEqual(max(20));
    expect(validateGroupName('A/B')).toEqual({ key: 'valid.groupName' });
  });
});

describe('room password (foundation.md §5)', () => {
  it('accepts up to 8 letters, digits and !@#$%^&*()_+-=, or none', () => {
    expect(validateRoomPassword('')).toBeNull();
    expect(validateRoomPassword('a1!@#$%^')).toBeNull();
    expect(validateRoomPassword('&*()_+-=')).toBeNull();
  });
  it('refuses longer passwords and other characters', () => {
    expect(validateRoomPassword('123456789')).toEqual({ key: 'valid.roomPwdRule' });
    expect(validateRoomPassword('ab cd')).toEqual({ key: 'valid.roomPwdRule' });
    expect(validateRoomPassword('a?')).toEqual({ key: 'valid.roomPwdRule' });
  });
});

describe('validateLength (foundation.md §5 word limits)', () => {
  it('checks min and max counts', () => {
    expect(validateLength('ab', { min: 2, max: 3 })).toBeNull();
    expect(validateLength('a', { min: 2 })).toEqual({ key: 'valid.minLength', params: { min: 2 } });
    expect(validateLength('abcd', { max: 3 })).toEqual(max(3));
  });
  it('is required unless optional', () => {
    expect(validateLength('', { max: 3 })).toEqual(required);
    expect(validateLength('', { max: 3, optional: true })).toBeNull();
  });
});
