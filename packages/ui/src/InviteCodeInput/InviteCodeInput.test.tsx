import { describe, expect, it } from 'vitest';
import { completeInviteCode, inviteCodeDisplay } from './inviteCodeText.ts';

describe('inviteCodeDisplay', () => {
  it('groups digits 3-3-3 and drops everything else', () => {
    expect(inviteCodeDisplay('12a3456')).toBe('123-456');
    expect(inviteCodeDisplay('123-456-7890')).toBe('123-456-789');
    expect(inviteCodeDisplay('')).toBe('');
  });

  it('reads a pasted link or message by the contract', () => {
    expect(inviteCodeDisplay('https://class.example.kr/invite/12/246813579')).toBe('246-813-579');
    expect(inviteCodeDisplay('초대 코드: 111 222 333 입니다')).toBe('111-222-333');
  });
});

describe('completeInviteCode', () => {
  it('gives the 9 digits of a complete code only', () => {
    expect(completeInviteCode('123-456-789')).toBe('123456789');
    expect(completeInviteCode('123-456-78')).toBeNull();
  });
});
