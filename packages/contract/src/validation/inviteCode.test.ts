import { describe, expect, it } from 'vitest';
import {
  formatInviteCode,
  inviteLink,
  parseInviteCode,
  sanitizeInviteCodeInput,
  validateInviteCode,
} from './inviteCode.ts';

describe('parseInviteCode (issue 3 item 4)', () => {
  it('takes the inviteCode path segment of a link', () => {
    expect(parseInviteCode('https://edu.example.com/invite/12/123456789')).toBe('123456789');
    expect(parseInviteCode('https://edu.example.com/invite/123456789')).toBe('123456789');
    expect(parseInviteCode('/invite/7/123-456-789')).toBe('123456789');
  });
  it('takes the inviteCode query parameter of a link', () => {
    expect(
      parseInviteCode('https://edu.example.com/invite?companyId=acme&inviteCode=987654321'),
    ).toBe('987654321');
    expect(parseInviteCode('https://x.example/invite/12?inviteCode=987-654-321')).toBe('987654321');
  });
  it('does not read other digits of a link as a code', () => {
    expect(parseInviteCode('http://192.168.100.200:8080/invite/12')).toBeNull();
    expect(parseInviteCode('https://x.example/path/123456789')).toBeNull();
  });
  it('reads a link inside pasted text', () => {
    expect(
      parseInviteCode('Join my class: https://edu.example.com/invite/3/555666777 (room 2)'),
    ).toBe('555666777');
  });
  it('takes the first group of 9 digits from text, dashes or spaces between', () => {
    expect(parseInviteCode('123456789')).toBe('123456789');
    expect(parseInviteCode('Code: 123-456-789, room 2')).toBe('123456789');
    expect(parseInviteCode('초대 코드 123 456 789 입니다')).toBe('123456789');
    expect(parseInviteCode('first 111-222-333 then 444555666')).toBe('111222333');
  });
  it('refuses runs that are not exactly 9 digits', () => {
    expect(parseInviteCode('12345678')).toBeNull();
    expect(parseInviteCode('1234567890')).toBeNull();
    expect(parseInviteCode('phone 010-1234-5678')).toBeNull();
    expect(parseInviteCode('1-123456789')).toBeNull();
    expect(parseInviteCode('123456789-0')).toBeNull();
    expect(parseInviteCode('')).toBeNull();
  });
});

describe('formatInviteCode', () => {
  it('shows 3-3-3', () => {
    expect(formatInviteCode('123456789')).toBe('123-456-789');
  });
  it('groups a partial code and drops non-digits', () => {
    expect(formatInviteCode('12345')).toBe('123-45');
    expect(formatInviteCode('1-2')).toBe('12');
    expect(formatInviteCode('')).toBe('');
    expect(formatInviteCode('1234567890')).toBe('123-456-789');
  });
});

describe('invite code input', () => {
  it('strips non-digits and keeps 9 at most', () => {
    expect(sanitizeInviteCodeInput('12a-3')).toBe('123');
    expect(sanitizeInviteCodeInput('1234567890')).toBe('123456789');
  });
  it('reads a pasted link', () => {
    expect(sanitizeInviteCodeInput('https://x.example/invite/1/246813579')).toBe('246813579');
  });
  it('validates required and readable', () => {
    expect(validateInviteCode(' ')).toEqual({ key: 'valid.required' });
    expect(validateInviteCode('12345')).toEqual({ key: 'valid.inviteCode' });
    expect(validateInviteCode('123-456-789')).toBeNull();
  });
});

describe('inviteLink', () => {
  it('is the invite page of the institution with the code, which the parser reads back', () => {
    const link = inviteLink('https://class.example.kr', 1, '123456789');
    expect(link).toBe('https://class.example.kr/invite/1/123456789');
    expect(parseInviteCode(link)).toBe('123456789');
  });
});
