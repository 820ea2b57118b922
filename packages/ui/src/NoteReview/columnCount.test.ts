import { LOCAL_SETTING_KEY, resetLocalSettings } from '@platform/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTE_COLUMN_OPTIONS,
  readColumnCount,
  toColumnCount,
  useColumnCount,
  writeColumnCount,
} from './columnCount.ts';

afterEach(() => localStorage.clear());

describe('toColumnCount', () => {
  it('keeps 1 to 4 and gives the default 2 for anything else', () => {
    expect(NOTE_COLUMN_OPTIONS).toEqual([1, 2, 3, 4]);
    expect(toColumnCount(3)).toBe(3);
    expect(toColumnCount('4')).toBe(4);
    for (const bad of [0, 5, 2.5, '', 'x', null, undefined, Number.NaN]) {
      expect(toColumnCount(bad)).toBe(2);
    }
  });
});

describe('column count storage', () => {
  it('remembers the choice under the contract key, and reset-settings forgets it', () => {
    expect(readColumnCount()).toBe(2);
    writeColumnCount(3);
    expect(localStorage.getItem(LOCAL_SETTING_KEY.COLUMN_COUNT)).toBe('3');
    expect(readColumnCount()).toBe(3);
    resetLocalSettings();
    expect(readColumnCount()).toBe(2);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readColumnCount(broken)).toBe(2);
    expect(() => writeColumnCount(3, broken)).not.toThrow();
  });
});

describe('useColumnCount', () => {
  it('reads and writes local storage when uncontrolled', () => {
    localStorage.setItem(LOCAL_SETTING_KEY.COLUMN_COUNT, '4');
    const onChange = vi.fn();
    const { result } = renderHook(() => useColumnCount(undefined, onChange));
    expect(result.current[0]).toBe(4);
    act(() => result.current[1](1));
    expect(result.current[0]).toBe(1);
    expect(localStorage.getItem(LOCAL_SETTING_KEY.COLUMN_COUNT)).toBe('1');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('leaves storage to the app when controlled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useColumnCount(3, onChange));
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](4));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(localStorage.getItem(LOCAL_SETTING_KEY.COLUMN_COUNT)).toBeNull();
  });
});
