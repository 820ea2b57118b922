import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { type FocusEvent, forwardRef, type ReactNode } from 'react';
import fieldStyles from '../Field/Field.module.css';
import type { FieldErrorValue } from '../Field/fieldError.ts';
import { useChoiceField } from '../Field/useChoiceField.ts';
import styles from './Checkbox.module.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  name?: string;
  /** The value sent with a native form when checked (default 'on'). */
  value?: string;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** With react-hook-form: `<Controller render={({ field }) => <Checkbox checked={field.value}
   * onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} ... />} />`. */
  onCheckedChange?: (checked: CheckedState) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  required?: boolean;
  disabled?: boolean;
  error?: FieldErrorValue;
  id?: string;
  className?: string;
}

/**
 * A checkbox on Radix (auto login, agreements, "select all" rows): Space toggles it, and
 * 'indeterminate' shows a partly selected group (aria-checked="mixed").
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, description, error, id, className, required, disabled, ...rest },
  ref,
) {
  const { controlId, descriptionId, errorId, message, describedBy } = useChoiceField({
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
          ref={ref}
          id={controlId}
          className={styles.box}
          data-slot="checkbox"
          required={required}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
        >
          <RadixCheckbox.Indicator className={styles.indicator} data-slot="checkbox-indicator">
            <svg
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path className={styles.check} d="M3.5 8.5l3 3 6-7" />
              <path className={styles.dash} d="M4 8h8" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label className={styles.label} htmlFor={controlId} data-slot="checkbox-label">
          {label}
          {required && (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <p id={errorId} className={fieldStyles.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
});
