import * as RadixSwitch from '@radix-ui/react-switch';
import { type FocusEvent, forwardRef, type ReactNode } from 'react';
import fieldStyles from '../Field/Field.module.css';
import type { FieldErrorValue } from '../Field/fieldError.ts';
import { useChoiceField } from '../Field/useChoiceField.ts';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  name?: string;
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  /** With react-hook-form: `onCheckedChange={field.onChange}` inside a Controller. */
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  required?: boolean;
  disabled?: boolean;
  error?: FieldErrorValue;
  id?: string;
  className?: string;
}

/**
 * An on/off setting that applies at once (a setting, not a form answer), on Radix: role
 * switch, Space or Enter toggles it.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, error, id, className, disabled, ...rest },
  ref,
) {
  const { controlId, descriptionId, errorId, message, describedBy } = useChoiceField({
    idPrefix: 'switch',
    id,
    description,
    error,
  });
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="switch-field"
      data-invalid={message ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <div className={styles.row}>
        <label className={styles.label} htmlFor={controlId} data-slot="switch-label">
          {label}
        </label>
        <RadixSwitch.Root
          {...rest}
          ref={ref}
          id={controlId}
          className={styles.track}
          data-slot="switch"
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
        >
          <RadixSwitch.Thumb className={styles.thumb} data-slot="switch-thumb" />
        </RadixSwitch.Root>
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
