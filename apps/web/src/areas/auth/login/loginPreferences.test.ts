import { LOCAL_SETTING_KEY, resetLocalSettings } from '@platform/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readLoginPreferences, rememberLoginPreferences } from './loginPreferences.ts';

afterEach(() => localStorage.clear());

describe('login preferences', () => {
  it('start empty, auto login off', () => {
    expect(readLoginPreferences()).toEqual({ username: '', autoLogin: false });
  });

  it('come back as they were stored, under the contract keys', () => {
    rememberLoginPreferences({ username: 'teacher', autoLogin: true });
    expect(localStorage.getItem(LOCAL_SETTING_KEY.PAST_USER_NAME)).toBe('teacher');
    expect(localStorage.getItem(LOCAL_SETTING_KEY.AUTO_LOGIN)).toBe('1');
    expect(readLoginPreferences()).toEqual({ username: 'teacher', autoLogin: true });
    rememberLoginPreferences({ username: 'student', autoLogin: false });
    expect(readLoginPreferences()).toEqual({ username: 'student', autoLogin: false });
  });

  it('are cleared by reset-settings', () => {
    rememberLoginPreferences({ username: 'teacher', autoLogin: true });
    resetLocalSettings();
    expect(readLoginPreferences()).toEqual({ username: '', autoLogin: false });
  });

  it('survive storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      rememberLoginPreferences({ username: 'a', autoLogin: true }, broken),
    ).not.toThrow();
    expect(readLoginPreferences(broken)).toEqual({ username: '', autoLogin: false });
  });
});
