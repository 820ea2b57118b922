import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { type FocusEvent, forwardRef, type ReactNode } from 'react';
import fieldStyles from '../Field/Field.module.css';
import type { FieldErrorValue } from '../Field/fieldError.ts';
import { useChoiceField } from '../Field/useChoiceField.ts';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's name, read before its choices. */
  label: ReactNode;
  description?: ReactNode;
  options: readonly RadioOption[];
  name?: string;
  value?: string;
  defaultValue?: string;
  /** With react-hook-form: `onValueChange={field.onChange}` inside a Controller. */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  orientation?: 'horizontal' | 'vertical';
  required?: boolean;
  disabled?: boolean;
  error?: FieldErrorValue;
  id?: string;
  className?: string;
}

/**
 * One choice of a few, on Radix (user type, join mode): Tab enters the group at the chosen
 * option, the arrow keys move and choose.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    description,
    options,
    orientation = 'vertical',
    required,
    disabled,
    error,
    id,
    className,
    ...rest
  },
  ref,
) {
  const {
    controlId: groupId,
    descriptionId,
    errorId,
    message,
    describedBy,
  } = useChoiceField({
    idPrefix: 'radio',
    id,
    description,
    error,
  });
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="radio-group-field"
      data-invalid={message ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <span id={`${groupId}-label`} className={fieldStyles.label} data-slot="radio-group-label">
        {label}
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <RadixRadioGroup.Root
        {...rest}
        ref={ref}
        id={groupId}
        className={styles.group}
        data-slot="radio-group"
        orientation={orientation}
        required={required}
        disabled={disabled}
        aria-labelledby={`${groupId}-label`}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
      >
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <div key={option.value} className={styles.option} data-slot="radio-option">
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                data-slot="radio"
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <label htmlFor={optionId} className={styles.optionLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <p id={errorId} className={fieldStyles.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
});
