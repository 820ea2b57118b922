import { type ChangeEvent, type FocusEvent, forwardRef, type SelectHTMLAttributes } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';
import { useT } from '../i18n/index.ts';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'id' | 'multiple'
>;

export interface SelectProps extends NativeSelectProps, FieldFrameProps {
  options: readonly SelectOption[];
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /**
   * A first, empty choice ('' value) shown until one is picked; `true` for the default 'Select'
   * text. A required select with a placeholder says 'required' when left on it.
   */
  placeholder?: string | true;
}

/**
 * A native select styled with tokens: on phones the system picker is the best there is, and it
 * works with react-hook-form's register() as it is.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    description,
    required,
    error,
    hideLabel,
    id,
    className,
    options,
    placeholder,
    disabled,
    ...rest
  },
  ref,
) {
  const t = useT();
  const placeholderText = placeholder === true ? t('fields.selectPlaceholder') : placeholder;
  return (
    <Field
      label={label}
      description={description}
      required={required}
      error={error}
      hideLabel={hideLabel}
      id={id}
      className={className}
      disabled={disabled}
    >
      {(frame) => (
        <div
          className={[fieldStyles.control, styles.control].join(' ')}
          data-slot="select-control"
          data-disabled={disabled || undefined}
        >
          <select
            {...rest}
            {...frame}
            ref={ref}
            disabled={disabled}
            className={[fieldStyles.input, styles.select].join(' ')}
            data-slot="select"
          >
            {placeholderText !== undefined && <option value="">{placeholderText}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            className={styles.chevron}
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M5 8l5 5 5-5" />
          </svg>
        </div>
      )}
    </Field>
  );
});
