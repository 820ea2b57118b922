/**
 * Keeps two tabs of one origin from renewing the session at the same time, so that a refresh
 * token is never sent twice (issue 4 item 5). The client runs each refresh and reset-token inside
 * `run`, and re-reads the stored token once inside: when another tab renewed it meanwhile, it
 * takes that token instead of sending the refresh token again. The lock does not order the
 * other tab's localStorage write before its release, so the renewal itself is also handed over
 * through IndexedDB (renewalLog.ts).
 */
export interface RefreshLock {
  /** Which mechanism holds the lock, for logs and tests. */
  readonly kind: 'web-locks' | 'single-tab';
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** The lock's name: one per origin, shared by every tab of it. assumed: the spec names none. */
export const REFRESH_LOCK_NAME = 'platform.session.refresh';

interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, task: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/** Web Locks (`navigator.locks`): an exclusive lock every tab of the origin waits on in turn. */
export function webLocksRefreshLock(
  name = REFRESH_LOCK_NAME,
  locks = lockManager(),
): RefreshLock | undefined {
  if (!locks) return undefined;
  return {
    kind: 'web-locks',
    run: (task) => locks.request(name, { mode: 'exclusive' }, task),
  };
}

/**
 * No lock between tabs: each tab refreshes on its own (the client's in-memory single flight
 * still makes it one refresh per tab). For Node, and for browsers without Web Locks (before
 * Chrome 69, Firefox 96, Safari 15.4). assumed: the BroadcastChannel protocol that the issue
 * allows as a middle step is left out; every browser the product supports has Web Locks, and a
 * home-made mutex over messages is easy to get subtly wrong.
 */
export const singleTabRefreshLock: RefreshLock = {
  kind: 'single-tab',
  run: (task) => task(),
};

/** Web Locks where the platform has them, else single-tab behaviour. */
export function defaultRefreshLock(name = REFRESH_LOCK_NAME): RefreshLock {
  return webLocksRefreshLock(name) ?? singleTabRefreshLock;
}
