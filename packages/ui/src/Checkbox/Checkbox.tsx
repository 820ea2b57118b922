import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { FocusEvent, Ref } from 'react';
import { type ChoiceFrameProps, useChoiceField } from '../internal/field/choiceField.tsx';
import { RequiredMark } from '../internal/field/RequiredMark.tsx';
import { CheckMarkIcon } from '../internal/icons/CheckMarkIcon.tsx';
import styles from './Checkbox.module.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends ChoiceFrameProps {
  ref?: Ref<HTMLButtonElement>;
  name?: string;
  /** The value sent with a native form when checked (default 'on'). */
  value?: string;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** With react-hook-form: `<Controller render={({ field }) => <Checkbox checked={field.value}
   * onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} ... />} />`. */
  onCheckedChange?: (checked: CheckedState) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

/**
 * A checkbox on Radix (auto login, agreements, "select all" rows): Space toggles it, and
 * 'indeterminate' shows a partly selected group (aria-checked="mixed").
 */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  required,
  disabled,
  ...rest
}: CheckboxProps) {
  const { controlId, message, describedBy, descriptionNote, errorNote } = useChoiceField({
    idPrefix: 'checkbox',
    id,
    description,
    error,
  });
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="checkbox-field"
      data-invalid={message ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <div className={styles.row}>
        <RadixCheckbox.Root
          {...rest}
          id={controlId}
          className={styles.box}
          data-slot="checkbox"
          required={required}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
        >
          <RadixCheckbox.Indicator className={styles.indicator} data-slot="checkbox-indicator">
            <CheckMarkIcon />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label className={styles.label} htmlFor={controlId} data-slot="checkbox-label">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {descriptionNote}
      {errorNote}
    </div>
  );
}
