import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import fieldStyles from '../Field/Field.module.css';
import { Field } from '../Field/Field.tsx';
import type { FieldErrorValue } from '../Field/fieldError.ts';
import { useTextControl } from '../Field/useTextControl.ts';
import { useT } from '../i18n/index.ts';
import { createDebouncer, debounceDelay, type SearchDebounce } from './debounce.ts';
import styles from './SearchBox.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'id'
>;

export interface SearchBoxProps extends NativeInputProps {
  /** The accessible name; shown only with `showLabel`. Defaults to 'Search'. */
  label?: ReactNode;
  showLabel?: boolean;
  description?: ReactNode;
  error?: FieldErrorValue;
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called with the search text after the debounce, at once on Enter, and with '' on clear. */
  onSearch: (text: string) => void;
  /**
   * 'organisation' (school or company search, LIMITS.COMPANY_SEARCH_DEBOUNCE_MS) or 'text'
   * (books, messages, lists, LIMITS.TEXT_SEARCH_DEBOUNCE_MS), or a number of ms.
   */
  debounce?: SearchDebounce;
  maxLength?: number;
}

const SearchIcon = () => (
  <svg
    viewBox="0 0 20 20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <circle cx="9" cy="9" r="5.5" />
    <path d="M13 13l4 4" />
  </svg>
);

const ClearIcon = () => (
  <svg
    viewBox="0 0 20 20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <path d="M5.5 5.5l9 9m0-9l-9 9" />
  </svg>
);

/**
 * A search input with the spec's debounce. It never searches on half a syllable: nothing is
 * scheduled while an input method composes, and the wait starts at compositionend. Enter
 * searches at once (not the Enter that commits a syllable); the clear button empties it and
 * searches for ''.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  {
    label,
    showLabel = false,
    description,
    error,
    id,
    value,
    defaultValue,
    onChange,
    onSearch,
    debounce = 'text',
    maxLength,
    onCompositionStart,
    onCompositionEnd,
    onKeyDown,
    disabled,
    readOnly,
    className,
    ...rest
  },
  forwardedRef,
) {
  const t = useT();
  const [innerText, setInnerText] = useState(defaultValue ?? '');
  const text = value ?? innerText;
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const lastSearched = useRef<string | null>(null);

  const delay = debounceDelay(debounce);
  const debouncer = useMemo(
    () =>
      createDebouncer<string>((query) => {
        lastSearched.current = query;
        onSearchRef.current(query);
      }, delay),
    [delay],
  );
  useEffect(() => debouncer.cancel, [debouncer]);

  const control = useTextControl<HTMLInputElement>(
    {
      value: text,
      onChange: (event) => {
        setInnerText(event.target.value);
        onChange?.(event);
      },
      onCompositionStart: (event) => {
        // A wait started before the syllable began would fire on half of it.
        debouncer.cancel();
        onCompositionStart?.(event);
      },
      onCompositionEnd,
      onKeyDown,
      maxLength,
      onCommit: (committed) => {
        if (committed === lastSearched.current && !debouncer.isPending()) return;
        debouncer.schedule(committed);
      },
      onEnter: (committed, event) => {
        // Enter is the search itself; it must not also submit a surrounding form.
        event.preventDefault();
        debouncer.flush(committed);
      },
    },
    forwardedRef,
  );

  const clear = () => {
    setInnerText('');
    const input = control.elementRef.current;
    if (input && value !== undefined) {
      // A controlled box: tell the parent through its onChange, as typing would.
      input.value = '';
      onChange?.({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    }
    debouncer.flush('');
    input?.focus();
  };

  return (
    <Field
      label={label ?? t('fields.search')}
      hideLabel={!showLabel}
      description={description}
      error={error}
      id={id}
      className={className}
      disabled={disabled}
      readOnly={readOnly}
    >
      {(frame) => (
        <div
          className={fieldStyles.control}
          data-slot="search-box-control"
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <span className={styles.icon} aria-hidden="true">
            <SearchIcon />
          </span>
          <input
            {...rest}
            {...frame}
            ref={control.ref}
            type="search"
            enterKeyHint="search"
            className={[fieldStyles.input, styles.input].join(' ')}
            data-slot="search-box-input"
            data-composing={control.composing || undefined}
            value={text}
            disabled={disabled}
            readOnly={readOnly}
            {...control.handlers}
          />
          {text !== '' && !disabled && !readOnly && (
            <button
              type="button"
              className={fieldStyles.affix}
              data-slot="search-box-clear"
              aria-label={t('fields.clearSearch')}
              onClick={clear}
            >
              <ClearIcon />
            </button>
          )}
        </div>
      )}
    </Field>
  );
});
