// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { singleTabRefreshLock } from './refreshLock.ts';
import {
  defaultRenewalLog,
  indexedDbRenewalLog,
  RENEWAL_RECORD_TTL_MS,
  type RenewalLog,
  SESSION_ENDED,
} from './renewalLog.ts';

const pair = (n: number) => ({ token: { access_token: `A${n}`, refresh_token: `R${n}` } });

/** A fresh database per test, and a second log over it: another tab's. */
function twoTabs(): [RenewalLog, RenewalLog] {
  const factory = new IDBFactory();
  return [indexedDbRenewalLog(factory) as RenewalLog, indexedDbRenewalLog(factory) as RenewalLog];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the renewal log in IndexedDB', () => {
  it("finds another tab's renewal of the refused token, and nothing for another token", async () => {
    const [tabA, tabB] = twoTabs();
    await tabA.record('A1', pair(2));
    expect(await tabB.find('A1')).toEqual(pair(2));
    expect(await tabB.find('A2')).toBeUndefined();
  });

  it('follows later renewals to the newest, keeping what each stored', async () => {
    const [tabA, tabB] = twoTabs();
    await tabA.record('A1', { ...pair(2), bodaCfg: 'SYSTEM_EMERGENCY_MODE=0' });
    await tabB.record('A2', pair(3));
    expect(await tabA.find('A1')).toEqual({ ...pair(3), bodaCfg: 'SYSTEM_EMERGENCY_MODE=0' });
  });

  it('reports a refused renewal as the end of the session', async () => {
    const [tabA, tabB] = twoTabs();
    await tabA.record('A1', pair(2));
    await tabA.record('A2', SESSION_ENDED);
    expect(await tabB.find('A1')).toBe(SESSION_ENDED);
  });

  it('forgets a record once it is older than the time it has to bridge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [tabA, tabB] = twoTabs();
    await tabA.record('A1', pair(2));
    vi.setSystemTime(Date.now() + RENEWAL_RECORD_TTL_MS + 1);
    expect(await tabB.find('A1')).toBeUndefined();
  });

  it('finds nothing and records nothing where IndexedDB cannot be opened', async () => {
    const broken = {
      open: () => {
        throw new Error('storage switched off');
      },
    } as unknown as IDBFactory;
    const log = indexedDbRenewalLog(broken) as RenewalLog;
    await expect(log.record('A1', pair(2))).resolves.toBeUndefined();
    expect(await log.find('A1')).toBeUndefined();
  });

  it('is absent without IndexedDB and with the single-tab lock', () => {
    expect(indexedDbRenewalLog(undefined)).toBeUndefined();
    expect(defaultRenewalLog(singleTabRefreshLock)).toBeUndefined();
  });
});
