import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLASS_LOG_FILTERS } from './classLogQuery.ts';
import { useLogSearch } from './useLogPaging.ts';

const inRouter =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );

const useSearchAndAddress = (keep: readonly string[] = []) => ({
  search: useLogSearch(CLASS_LOG_FILTERS, keep),
  address: useLocation().search,
});

describe('useLogSearch', () => {
  it('TwoSearchChangesBeforeARenderBothHold: a radio then a checkbox, before React renders', () => {
    const { result } = renderHook(() => useSearchAndAddress(), {
      wrapper: inRouter('/log?searchStartDate=2026-11-01&searchEndDate=2026-11-27'),
    });
    act(() => {
      const [, update] = result.current.search;
      update({ filter: 'leaderId' });
      update({ match: true });
    });
    const [search] = result.current.search;
    expect(search.filter).toBe('leaderId');
    expect(search.match).toBe(true);
    expect(search.startDate).toBe('2026-11-01');
  });

  it('keeps the parameters it is told to keep, and sets or clears them when asked', () => {
    const { result } = renderHook(() => useSearchAndAddress(['tab']), {
      wrapper: inRouter('/log?tab=homework'),
    });
    act(() => result.current.search[1]({ keyword: '수학' }));
    expect(new URLSearchParams(result.current.address).get('tab')).toBe('homework');
    expect(result.current.search[0].keyword).toBe('수학');
    act(() => result.current.search[1]({}, { tab: null }));
    expect(new URLSearchParams(result.current.address).has('tab')).toBe(false);
  });
});
