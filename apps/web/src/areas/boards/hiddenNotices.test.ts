import { LOCAL_SETTING_KEY } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { hideNotice, loadHiddenNotices } from './hiddenNotices.ts';

function memoryStore(initial?: unknown) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(LOCAL_SETTING_KEY.NOTICE_HIDE, JSON.stringify(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = new Date(2026, 10, 28, 12, 0, 0);

describe('hidden notices (screens.md §4 "do not watch again", expired entries purged on load)', () => {
  it('keeps entries until their publish end and purges the expired ones on load', () => {
    const store = memoryStore([
      { boardIdx: 1, endDatetime: '2026-11-28 23:59:59' },
      { boardIdx: 2, endDatetime: '2026-11-27 23:59:59' },
      { boardIdx: 3, endDatetime: 'not a date' },
      { nonsense: true },
    ]);
    expect(loadHiddenNotices(now, store)).toEqual([
      { boardIdx: 1, endDatetime: '2026-11-28 23:59:59' },
    ]);
    expect(JSON.parse(store.items.get(LOCAL_SETTING_KEY.NOTICE_HIDE) ?? '[]')).toEqual([
      { boardIdx: 1, endDatetime: '2026-11-28 23:59:59' },
    ]);
  });

  it('removes the key once nothing is hidden, and reads garbage as nothing', () => {
    const store = memoryStore([{ boardIdx: 2, endDatetime: '2026-11-01 23:59:59' }]);
    expect(loadHiddenNotices(now, store)).toEqual([]);
    expect(store.items.has(LOCAL_SETTING_KEY.NOTICE_HIDE)).toBe(false);
    store.items.set(LOCAL_SETTING_KEY.NOTICE_HIDE, '{not json');
    expect(loadHiddenNotices(now, store)).toEqual([]);
  });

  it('hides a notice once, with its end', () => {
    const store = memoryStore();
    hideNotice({ boardIdx: 4, endDatetime: '2026-12-05 23:59:59' }, now, store);
    hideNotice({ boardIdx: 4, endDatetime: '2026-12-06 23:59:59' }, now, store);
    expect(loadHiddenNotices(now, store)).toEqual([
      { boardIdx: 4, endDatetime: '2026-12-06 23:59:59' },
    ]);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(loadHiddenNotices(now, broken)).toEqual([]);
    expect(() =>
      hideNotice({ boardIdx: 1, endDatetime: '2026-12-01 23:59:59' }, now, broken),
    ).not.toThrow();
  });
});
