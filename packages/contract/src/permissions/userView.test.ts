import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../codes/users.ts';
import { canViewUserInfo } from './userView.ts';

describe('canViewUserInfo (foundation.md §6 user-view permission, assumed holders)', () => {
  it('lets admins, operators, teachers and open teachers see another user', () => {
    for (const userType of [
      USER_TYPE.ADMIN,
      USER_TYPE.OPERATOR,
      USER_TYPE.TEACHER,
      USER_TYPE.OPEN_TEACHER,
    ]) {
      expect(canViewUserInfo({ userType, userIdx: 1 }, { userIdx: 2 }), String(userType)).toBe(
        true,
      );
    }
  });
  it('refuses monitors, users, students and others, except for themselves', () => {
    for (const userType of [
      USER_TYPE.MONITOR,
      USER_TYPE.USER,
      USER_TYPE.STUDENT,
      USER_TYPE.OTHER,
    ]) {
      expect(canViewUserInfo({ userType, userIdx: 1 }, { userIdx: 2 }), String(userType)).toBe(
        false,
      );
      expect(canViewUserInfo({ userType, userIdx: 2 }, { userIdx: 2 })).toBe(true);
    }
  });
});
