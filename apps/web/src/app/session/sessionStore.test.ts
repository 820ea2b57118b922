import { createMemorySessionStore } from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import { createObservableSessionStore } from './sessionStore.ts';

const token = { access_token: 'A', refresh_token: 'R' };
const user = {
  userIdx: 7,
  userId: 'teacher',
  userName: '김민지',
  userType: 11,
  companyId: 'demo',
  accountOwnerType: 1,
};

describe('the app session store', () => {
  it('tells its subscribers about writes and clears, and keeps one snapshot per stored value', () => {
    const store = createObservableSessionStore(createMemorySessionStore());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write({ token });
    expect(listener).toHaveBeenCalledTimes(1);
    const first = store.snapshot();
    expect(store.snapshot()).toBe(first);
    store.write({ emergencyMode: 1 });
    expect(store.snapshot()).not.toBe(first);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the remember token when the client ends the session, and forgets it on logout', () => {
    const store = createObservableSessionStore(createMemorySessionStore());
    store.write({ token, rememberToken: 'REMEMBER', user: user as never });
    store.clear();
    expect(store.read()).toEqual({ rememberToken: 'REMEMBER' });
    store.forget();
    expect(store.read()).toBeNull();
  });

  it('remembers who was signed in after the session is cleared', () => {
    const store = createObservableSessionStore(createMemorySessionStore());
    store.write({ token, user: user as never });
    store.clear();
    expect(store.lastUser()).toMatchObject({ companyId: 'demo', accountOwnerType: 1 });
  });
});
