import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  isTeacherLike,
  LOGIN_PROVIDER,
  LOGIN_PROVIDER_PREFIX,
  ROLE_LEVEL,
  USER_ROLE,
  USER_TYPE,
} from './users.ts';

describe('user code tables (foundation.md §6, §9)', () => {
  it('user types', () => {
    expect(USER_TYPE).toEqual({
      ADMIN: 3,
      MONITOR: 4,
      OPERATOR: 5,
      USER: 10,
      TEACHER: 11,
      STUDENT: 12,
      OPEN_TEACHER: 13,
      OTHER: 15,
    });
  });
  it('role levels', () => {
    expect(ROLE_LEVEL).toEqual({ GUEST: 0, ADMIN: 1, OPER: 2, USER: 3 });
  });
  it('keeps userRole operator apart from user type operator', () => {
    expect(USER_ROLE).toEqual({ USER: 3, OPERATOR: 2 });
    expect(USER_ROLE.OPERATOR).not.toBe(USER_TYPE.OPERATOR);
  });
  it('account status', () => {
    expect(ACCOUNT_STATUS).toEqual({ IN_USE: 1, PAUSED: 2, WITHDRAWN: 3, INCOMPLETE: 11 });
  });
  it('login providers and their prefixes', () => {
    expect(LOGIN_PROVIDER).toEqual({
      OWN: 1,
      WEB_ACCOUNT: 2,
      DEVICE_MAKER: 3,
      INSTITUTION_A: 4,
      INSTITUTION_B: 5,
      GOVERNMENT_E_SIGNATURE: 21,
      LINKED: 31,
    });
    expect(LOGIN_PROVIDER_PREFIX).toEqual({ 2: 'GG', 3: 'AP', 4: 'WS', 5: 'DC' });
  });
  it('treats teachers and open teachers alike, nobody else', () => {
    expect(isTeacherLike(11)).toBe(true);
    expect(isTeacherLike(13)).toBe(true);
    expect(isTeacherLike(12)).toBe(false);
    expect(isTeacherLike(5)).toBe(false);
  });
});
