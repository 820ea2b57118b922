import { LIMITS } from '@platform/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/index.ts';
import { createDebouncer, debounceDelay } from './debounce.ts';
import { SearchBox } from './SearchBox.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('debounceDelay', () => {
  it('takes the spec’s delays from the contract', () => {
    expect(debounceDelay('organisation')).toBe(LIMITS.COMPANY_SEARCH_DEBOUNCE_MS);
    expect(debounceDelay('text')).toBe(LIMITS.TEXT_SEARCH_DEBOUNCE_MS);
    expect(debounceDelay(120)).toBe(120);
  });
});

describe('createDebouncer', () => {
  it('runs once, delayMs after the last call', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 300);
    debouncer.schedule('a');
    vi.advanceTimersByTime(200);
    debouncer.schedule('ab');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flush runs at once and drops the waiting call; cancel drops it', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.schedule('a');
    debouncer.flush('b');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledExactlyOnceWith('b');
    debouncer.schedule('c');
    expect(debouncer.isPending()).toBe(true);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('SearchBox', () => {
  function renderBox(debounce: 'organisation' | 'text') {
    const onSearch = vi.fn();
    render(
      <LocaleProvider locale="ko">
        <SearchBox onSearch={onSearch} debounce={debounce} />
      </LocaleProvider>,
    );
    return { onSearch, input: screen.getByRole('searchbox', { name: '검색' }) };
  }

  it('waits the organisation delay after typing', () => {
    const { onSearch, input } = renderBox('organisation');
    fireEvent.change(input, { target: { value: '서울' } });
    vi.advanceTimersByTime(LIMITS.COMPANY_SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('서울');
  });

  it('never searches mid-composition; the wait starts at compositionend', () => {
    const { onSearch, input } = renderBox('text');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ㅅ' } });
    fireEvent.change(input, { target: { value: '수' } });
    vi.advanceTimersByTime(LIMITS.TEXT_SEARCH_DEBOUNCE_MS * 3);
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.compositionEnd(input);
    vi.advanceTimersByTime(LIMITS.TEXT_SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('수');
  });

  it('searches at once on Enter, but not on the Enter that ends a composition', () => {
    const { onSearch, input } = renderBox('text');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '수학' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('수학');
    vi.advanceTimersByTime(LIMITS.TEXT_SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledOnce();
  });
});
