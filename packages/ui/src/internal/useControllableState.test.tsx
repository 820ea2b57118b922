import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

interface Props {
  value?: number;
  onChange?: (value: number) => void;
}

const render = (initial: Props) =>
  renderHook(
    (props: Props) =>
      useControllableState({
        value: props.value,
        defaultValue: 1,
        onChange: props.onChange,
        name: 'Counter `value`',
      }),
    { initialProps: initial },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useControllableState', () => {
  it('keeps its own state without a value, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = render({ onChange });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('shows the parent’s value and only asks for a change', () => {
    const onChange = vi.fn();
    const { result, rerender } = render({ value: 3, onChange });
    act(() => result.current[1](7));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenCalledWith(7);
    rerender({ value: 7, onChange });
    expect(result.current[0]).toBe(7);
  });

  it('builds updates on the latest value, even before a render', () => {
    const onChange = vi.fn();
    const { result } = render({ onChange });
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n * 10);
    });
    expect(result.current[0]).toBe(20);
    expect(onChange.mock.calls).toEqual([[2], [20]]);
  });

  it('reads a function default once', () => {
    const start = vi.fn(() => 4);
    const { result, rerender } = renderHook(() =>
      useControllableState({ value: undefined, defaultValue: start, name: 'Counter' }),
    );
    rerender();
    expect(result.current[0]).toBe(4);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps the setter across renders and new callbacks', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = render({ onChange: first });
    const setter = result.current[1];
    rerender({ onChange: second });
    expect(result.current[1]).toBe(setter);
    act(() => setter(2));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(2);
  });

  it('warns in development when the parent starts or stops owning the value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render({ value: 2 });
    rerender({ value: 2 });
    expect(warn).not.toHaveBeenCalled();

    rerender({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'Counter `value` switched from controlled to uncontrolled',
    );

    rerender({ value: 3 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain('from uncontrolled to controlled');
  });

  it('does not warn for a component that stays uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, rerender } = render({});
    act(() => result.current[1](9));
    rerender({});
    expect(warn).not.toHaveBeenCalled();
  });
});
