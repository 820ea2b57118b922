import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { Field, type FieldFrameProps } from '../Field/index.ts';
import { useT } from '../i18n/index.ts';
import fieldStyles from '../internal/field/field.module.css';
import { useTextControl } from '../internal/field/useTextControl.ts';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { SearchIcon } from '../internal/icons/SearchIcon.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import { createDebouncer, debounceDelay, type SearchDebounce } from './debounce.ts';
import styles from './SearchBox.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'id'
>;

export interface SearchBoxProps
  extends NativeInputProps,
    Omit<FieldFrameProps, 'label' | 'required' | 'hideLabel'> {
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
  /** The accessible name; shown only with `showLabel`. Defaults to 'Search'. */
  label?: ReactNode;
  showLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called with the search text after the debounce, at once on Enter, and with '' on clear. */
  onSearch: (text: string) => void;
  /**
   * 'organisation' (school or company search, `LIMITS.COMPANY_SEARCH_DEBOUNCE_MS`) or 'text'
   * (books, messages, lists, `LIMITS.TEXT_SEARCH_DEBOUNCE_MS`), or a number of ms.
   */
  debounce?: SearchDebounce;
  maxLength?: number;
}

/**
 * A search input with the spec's debounce. It never searches on half a syllable: nothing is
 * scheduled while an input method composes, and the wait starts at compositionend. Enter
 * searches at once (not the Enter that commits a syllable); the clear button empties it and
 * searches for ''.
 */
export function SearchBox({
  ref,
  label,
  showLabel = false,
  description,
  error,
  id,
  className,
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
  ...rest
}: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useControllableState({
    value,
    defaultValue: defaultValue ?? '',
    name: 'SearchBox `value`',
  });
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
        setText(event.target.value);
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
      onValueChange: (committed) => {
        if (committed === lastSearched.current && !debouncer.isPending()) return;
        debouncer.schedule(committed);
      },
      onEnter: (committed, event) => {
        // Enter is the search itself; it must not also submit a surrounding form.
        event.preventDefault();
        debouncer.flush(committed);
      },
    },
    ref,
  );

  const clear = () => {
    setText('');
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
      {(controlProps) => (
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
            {...controlProps}
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
              <CloseIcon />
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
