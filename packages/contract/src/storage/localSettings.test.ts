import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../client/sessionStore.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/locale.ts';
import { LOCAL_SETTING_KEY, RESET_SETTINGS_KEYS, resetLocalSettings } from './localSettings.ts';

describe('reset settings (foundation.md §9)', () => {
  it('covers the ten items the spec lists, each under its own key', () => {
    expect(RESET_SETTINGS_KEYS).toHaveLength(10);
    expect(new Set(RESET_SETTINGS_KEYS).size).toBe(10);
  });

  it('clears every listed key and leaves the language and the session alone', () => {
    const stored = new Map<string, string>([
      [LANGUAGE_STORAGE_KEY, 'en'],
      [SESSION_STORAGE_KEY, '{}'],
      ...RESET_SETTINGS_KEYS.map((key) => [key, 'x'] as [string, string]),
    ]);
    resetLocalSettings({ removeItem: (key) => stored.delete(key) });
    expect([...stored.keys()].sort()).toEqual([LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY].sort());
    expect(stored.has(LOCAL_SETTING_KEY.AUTO_LOGIN)).toBe(false);
  });
});
