import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompositionGuard } from './compositionGuard.ts';

const enter = (init: KeyboardEventInit & { keyCode?: number } = {}) => {
  const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  return event;
};

describe('the composition guard of the rich-text editor (tiptap #4108)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs commands at once when nothing is being composed', () => {
    const guard = new CompositionGuard();
    const command = vi.fn();
    guard.run(command);
    expect(command).toHaveBeenCalledTimes(1);
    expect(guard.keyDown(enter({ keyCode: 13 }), vi.fn())).toBe(false);
  });

  it('holds a command during a composition and runs it in the task after compositionend', () => {
    vi.useFakeTimers();
    const guard = new CompositionGuard();
    const command = vi.fn();
    guard.compositionStarted();
    guard.run(command);
    vi.runAllTimers();
    expect(command).not.toHaveBeenCalled();
    guard.compositionEnded();
    expect(command).not.toHaveBeenCalled();
    expect(guard.busy).toBe(true);
    vi.runAllTimers();
    expect(command).toHaveBeenCalledTimes(1);
    expect(guard.busy).toBe(false);
  });

  it('makes one Enter of the doubled keydown that ends a composition (Chrome on macOS)', () => {
    vi.useFakeTimers();
    const guard = new CompositionGuard();
    const runEnter = vi.fn();
    guard.compositionStarted();
    const composing = enter({ keyCode: 229, isComposing: true });
    expect(guard.keyDown(composing, runEnter)).toBe(true);
    expect(composing.defaultPrevented).toBe(false);
    guard.compositionEnded();
    const after = enter({ keyCode: 13 });
    expect(guard.keyDown(after, runEnter)).toBe(true);
    expect(after.defaultPrevented).toBe(true);
    const paragraph = new InputEvent('beforeinput', {
      inputType: 'insertParagraph',
      cancelable: true,
    });
    expect(guard.beforeInput(paragraph)).toBe(true);
    expect(paragraph.defaultPrevented).toBe(true);
    vi.runAllTimers();
    expect(runEnter).toHaveBeenCalledTimes(1);
    expect(runEnter).toHaveBeenCalledWith(false);
    // Released, the next Enter is a new press.
    guard.keyUp(new KeyboardEvent('keyup', { key: 'Enter' }));
    expect(guard.keyDown(enter({ keyCode: 13 }), runEnter)).toBe(false);
  });

  it('enterTwiceWhenSecondKeydownAfterSettle: the doubled keydown that comes after the composition has settled is still the one press', () => {
    // Real Chromium, driven through its own input-method path, delivered the second keydown of
    // the press after the guard had run the first: two new paragraphs for one Enter.
    vi.useFakeTimers();
    const guard = new CompositionGuard();
    const runEnter = vi.fn();
    guard.compositionStarted();
    guard.keyDown(enter({ keyCode: 229, isComposing: true }), runEnter);
    guard.compositionEnded();
    vi.advanceTimersByTime(20);
    expect(runEnter).toHaveBeenCalledTimes(1);
    const late = enter({ keyCode: 13 });
    expect(guard.keyDown(late, runEnter)).toBe(true);
    expect(late.defaultPrevented).toBe(true);
    vi.runAllTimers();
    expect(runEnter).toHaveBeenCalledTimes(1);
  });

  it('lets a held Enter repeat, and forgets a press whose keyup never came', () => {
    vi.useFakeTimers();
    const guard = new CompositionGuard();
    const runEnter = vi.fn();
    guard.compositionStarted();
    guard.keyDown(enter({ keyCode: 229, isComposing: true }), runEnter);
    guard.compositionEnded();
    vi.advanceTimersByTime(20);
    expect(guard.keyDown(enter({ keyCode: 13, repeat: true }), runEnter)).toBe(false);
    guard.blurred();
    expect(guard.keyDown(enter({ keyCode: 13 }), runEnter)).toBe(false);
    guard.compositionStarted();
    guard.keyDown(enter({ keyCode: 229, isComposing: true }), runEnter);
    guard.compositionEnded();
    vi.advanceTimersByTime(4000);
    expect(guard.keyDown(enter({ keyCode: 13 }), runEnter)).toBe(false);
    expect(runEnter).toHaveBeenCalledTimes(2);
  });

  it('keeps Shift+Enter a line break, and leaves Ctrl+Enter to others', () => {
    vi.useFakeTimers();
    const guard = new CompositionGuard();
    const runEnter = vi.fn();
    guard.compositionStarted();
    expect(guard.keyDown(enter({ keyCode: 229, ctrlKey: true }), runEnter)).toBe(false);
    expect(guard.keyDown(enter({ keyCode: 229, shiftKey: true }), runEnter)).toBe(true);
    guard.compositionEnded();
    vi.runAllTimers();
    expect(runEnter).toHaveBeenCalledWith(true);
  });

  it('tells its listeners when a composition has settled', () => {
    vi.useFakeTimers();
    const guard = new CompositionGuard();
    const listener = vi.fn();
    const stop = guard.onSettled(listener);
    guard.compositionStarted();
    guard.compositionEnded();
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    guard.compositionStarted();
    guard.compositionEnded();
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
