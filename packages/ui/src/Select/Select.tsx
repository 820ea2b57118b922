import type { ChangeEvent, FocusEvent, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from '../Field/index.ts';
import { useT } from '../i18n/index.ts';
import fieldStyles from '../internal/field/field.module.css';
import { splitFieldFrame } from '../internal/field/fieldFrame.ts';
import { ChevronIcon } from '../internal/icons/ChevronIcon.tsx';
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
  /** The select element, e.g. react-hook-form's register() ref. */
  ref?: Ref<HTMLSelectElement>;
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
export function Select(props: SelectProps) {
  const [frame, { options, placeholder, disabled, ...rest }] = splitFieldFrame(props);
  const t = useT();
  const placeholderText = placeholder === true ? t('fields.selectPlaceholder') : placeholder;
  return (
    <Field {...frame} disabled={disabled}>
      {(controlProps) => (
        <div
          className={[fieldStyles.control, styles.control].join(' ')}
          data-slot="select-control"
          data-disabled={disabled || undefined}
        >
          <select
            {...rest}
            {...controlProps}
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
          <ChevronIcon direction="down" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
