import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { type ChoiceFrameProps, useChoiceField } from '../internal/field/choiceField.tsx';
import fieldStyles from '../internal/field/field.module.css';
import { RequiredMark } from '../internal/field/RequiredMark.tsx';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends ChoiceFrameProps {
  ref?: Ref<HTMLDivElement>;
  /** The group's name, read before its choices. */
  label: ReactNode;
  options: readonly RadioOption[];
  name?: string;
  value?: string;
  defaultValue?: string;
  /** With react-hook-form: `onValueChange={field.onChange}` inside a Controller. */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  orientation?: 'horizontal' | 'vertical';
}

/**
 * One choice of a few, on Radix (user type, join mode): Tab enters the group at the chosen
 * option, the arrow keys move and choose.
 */
export function RadioGroup({
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
}: RadioGroupProps) {
  const {
    controlId: groupId,
    message,
    describedBy,
    descriptionNote,
    errorNote,
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
        {required && <RequiredMark />}
      </span>
      {descriptionNote}
      <RadixRadioGroup.Root
        {...rest}
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
      {errorNote}
    </div>
  );
}
