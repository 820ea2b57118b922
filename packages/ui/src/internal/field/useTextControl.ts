import {
  type ChangeEvent,
  type CompositionEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  countGraphemes,
  isCommitEnter,
  isCompositionEnter,
  truncateGraphemes,
} from '../../Field/index.ts';
import { splitProps } from '../splitProps.ts';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The props of a text field that its text control handles (TextField, TextArea, SearchBox). */
export interface TextControlProps<E extends TextElement> {
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onCompositionStart?: (event: CompositionEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  /** The committed value after each change (never half a syllable). */
  onValueChange?: (value: string) => void;
  /** Most characters as the user sees them (the caller passes the contract's LIMITS). */
  maxLength?: number;
  /** Shows `count/max` beside the label; needs `maxLength`. */
  showCounter?: boolean;
  /** Cleans committed text (digits only, phone characters); never runs mid-composition. */
  sanitize?: (text: string) => string;
  /** Told after each commit whether `sanitize` had to remove something the user typed. */
  onSanitized?: (removedSomething: boolean) => void;
  /** Enter pressed outside input-method composition, with the committed value. */
  onEnter?: (value: string, event: KeyboardEvent<E>) => void;
}

const TEXT_CONTROL_KEYS: Record<keyof TextControlProps<TextElement>, true> = {
  value: true,
  defaultValue: true,
  onChange: true,
  onCompositionStart: true,
  onCompositionEnd: true,
  onKeyDown: true,
  onValueChange: true,
  maxLength: true,
  showCounter: true,
  sanitize: true,
  onSanitized: true,
  onEnter: true,
};

/** Splits a text field's props into its text control's and the rest, which go on the element. */
export const splitTextControl = <P extends object>(props: P) =>
  splitProps(props, TEXT_CONTROL_KEYS);

/**
 * The one implementation of IME-safe text entry shared by every text field. While an input
 * method composes, nothing is cut, cleaned, counted or submitted: the text is committed (limit,
 * cleaning, counter) on each change outside composition and once more at compositionend,
 * because Chrome sends no input event after compositionend.
 */
export function useTextControl<E extends TextElement>(
  options: TextControlProps<E>,
  /** The field's `ref` prop (react-hook-form's register() passes one). */
  outerRef: Ref<E> | undefined,
) {
  const {
    value,
    defaultValue,
    onChange,
    onCompositionStart,
    onCompositionEnd,
    onKeyDown,
    onValueChange,
    maxLength,
    showCounter = false,
    sanitize,
    onSanitized,
    onEnter,
  } = options;
  const elementRef = useRef<E | null>(null);
  const composingRef = useRef(false);
  const [composing, setComposing] = useState(false);
  const [count, setCount] = useState(() => countGraphemes(value ?? defaultValue ?? ''));

  const ref = useCallback(
    (element: E | null) => {
      elementRef.current = element;
      if (typeof outerRef === 'function') outerRef(element);
      else if (outerRef) outerRef.current = element;
    },
    [outerRef],
  );

  // react-hook-form's register() writes the default value into the element through the ref,
  // without an event: read it once mounted so the counter starts right.
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (element && value === undefined) setCount(countGraphemes(element.value));
  }, [value]);

  useEffect(() => {
    if (value !== undefined && !composingRef.current) setCount(countGraphemes(value));
  }, [value]);

  /** Applies cleaning and the limit to the element's text; returns whether it changed it. */
  const commit = (element: E): boolean => {
    const raw = element.value;
    const clean = sanitize ? sanitize(raw) : raw;
    const limited = maxLength === undefined ? clean : truncateGraphemes(clean, maxLength);
    if (limited !== raw) {
      const caret = element.selectionEnd ?? raw.length;
      element.value = limited;
      const nextCaret = Math.max(
        0,
        Math.min(limited.length, caret - (raw.length - limited.length)),
      );
      element.setSelectionRange?.(nextCaret, nextCaret);
    }
    setCount(countGraphemes(limited));
    onSanitized?.(clean !== raw);
    onValueChange?.(limited);
    return limited !== raw;
  };

  const handleChange = (event: ChangeEvent<E>) => {
    const native = event.nativeEvent as InputEvent;
    if (!composingRef.current && !native.isComposing) commit(event.currentTarget);
    onChange?.(event);
  };

  const handleCompositionStart = (event: CompositionEvent<E>) => {
    composingRef.current = true;
    setComposing(true);
    onCompositionStart?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<E>) => {
    composingRef.current = false;
    setComposing(false);
    const element = event.currentTarget;
    if (commit(element)) {
      // The text changed after the last input event: tell react-hook-form (it reads
      // event.target.value) or the controlling parent.
      onChange?.({
        ...event,
        type: 'change',
        target: element,
        currentTarget: element,
      } as unknown as ChangeEvent<E>);
    }
    onCompositionEnd?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<E>) => {
    if (isCompositionEnter(event.nativeEvent, composingRef.current)) {
      // The input method's Enter commits a syllable; it must not submit the form.
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
    if (onEnter && !event.defaultPrevented && isCommitEnter(event.nativeEvent, false)) {
      onEnter(event.currentTarget.value, event);
    }
  };

  return {
    ref,
    /** The Field frame's counter, when the field shows one. */
    counter: showCounter && maxLength !== undefined ? { count, max: maxLength } : undefined,
    composing,
    elementRef,
    handlers: {
      onChange: handleChange,
      onCompositionStart: handleCompositionStart,
      onCompositionEnd: handleCompositionEnd,
      onKeyDown: handleKeyDown,
    },
  };
}
