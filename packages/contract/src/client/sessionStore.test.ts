// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultRefreshLock, REFRESH_LOCK_NAME, webLocksRefreshLock } from './refreshLock.ts';
import { renewalUpdate } from './renewal.ts';
import {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  SESSION_STORAGE_KEY,
} from './sessionStore.ts';

const token = { access_token: 'A1', refresh_token: 'R1' };

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('session stores', () => {
  it('the memory store merges writes and clears', async () => {
    const store = createMemorySessionStore();
    expect(await store.read()).toBeNull();
    await store.write({ token });
    await store.write({ bodaCfg: 'A=1' });
    expect(await store.read()).toEqual({ token, bodaCfg: 'A=1' });
    await store.clear();
    expect(await store.read()).toBeNull();
  });

  it('the localStorage store keeps one JSON value under its key', () => {
    const storage = fakeStorage();
    const store = createLocalStorageSessionStore({ storage });
    store.write({ token, emergencyMode: 1 });
    store.write({ bodaSetting: { clientSetting: 'app' } });
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY) ?? '')).toEqual({
      token,
      emergencyMode: 1,
      bodaSetting: { clientSetting: 'app' },
    });
    expect(createLocalStorageSessionStore({ storage }).read()).toMatchObject({ token });
    store.clear();
    expect(storage.items.size).toBe(0);
  });

  it('reads a value that is no session as no session', () => {
    const storage = fakeStorage();
    const store = createLocalStorageSessionStore({ storage, key: 'k' });
    storage.setItem('k', '{not json');
    expect(store.read()).toBeNull();
    storage.setItem('k', JSON.stringify({ token: { access_token: 1 } }));
    expect(store.read()).toBeNull();
  });

  it('keeps what apps/web stores beside the session parts', () => {
    const storage = fakeStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, savedAt: 1 }));
    expect(createLocalStorageSessionStore({ storage }).read()).toEqual({ token, savedAt: 1 });
  });

  it('reads no session where storage is switched off', () => {
    const storage = {
      ...fakeStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(createLocalStorageSessionStore({ storage }).read()).toBeNull();
  });
});

describe('what a renewal stores (foundation.md §4, §8)', () => {
  const reply = {
    token: { access_token: 'A2', refresh_token: 'R2' },
    bodaCfg: 'SYSTEM_EMERGENCY_MODE=0&WEB_FRONT_HELP_SITE=new',
    bodaSetting: { clientSetting: 'app' },
  };

  it('takes the fetched configuration and its emergency mode', () => {
    expect(renewalUpdate({ token, bodaCfg: 'WEB_FRONT_HELP_SITE=old' }, reply)).toEqual({
      ...reply,
      emergencyMode: 0,
    });
  });

  it('keeps the stored configuration while the stored emergency mode is 1, and lets the mode end', () => {
    const stored = {
      token,
      bodaCfg: 'WEB_FRONT_HELP_SITE=kept&SYSTEM_EMERGENCY_MODE=1',
      emergencyMode: 1,
    };
    const update = renewalUpdate(stored, reply);
    expect(update.bodaCfg).toBe('WEB_FRONT_HELP_SITE=kept&SYSTEM_EMERGENCY_MODE=0');
    expect(update.emergencyMode).toBe(0);
    expect(update.token).toEqual(reply.token);
  });

  it('stores only the token when nothing else came', () => {
    expect(renewalUpdate(null, { token: reply.token })).toEqual({ token: reply.token });
  });
});

describe('refresh locks', () => {
  it('runs the task inside an exclusive Web Lock of one name', async () => {
    const calls: unknown[][] = [];
    const lock = webLocksRefreshLock(undefined, {
      request: (name, options, task) => {
        calls.push([name, options]);
        return task();
      },
    });
    expect(lock?.kind).toBe('web-locks');
    expect(await lock?.run(async () => 7)).toBe(7);
    expect(calls).toEqual([[REFRESH_LOCK_NAME, { mode: 'exclusive' }]]);
  });

  it('falls back to single-tab behaviour where there are no Web Locks (Node)', () => {
    expect(defaultRefreshLock().kind).toBe('single-tab');
  });
});
