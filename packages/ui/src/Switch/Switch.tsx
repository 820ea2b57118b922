import * as RadixSwitch from '@radix-ui/react-switch';
import type { FocusEvent, Ref } from 'react';
import { type ChoiceFrameProps, useChoiceField } from '../internal/field/choiceField.tsx';
import styles from './Switch.module.css';

export interface SwitchProps extends ChoiceFrameProps {
  ref?: Ref<HTMLButtonElement>;
  name?: string;
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  /** With react-hook-form: `onCheckedChange={field.onChange}` inside a Controller. */
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

/**
 * An on/off setting that applies at once (a setting, not a form answer), on Radix: role
 * switch, Space or Enter toggles it.
 */
export function Switch({
  label,
  description,
  error,
  id,
  className,
  disabled,
  ...rest
}: SwitchProps) {
  const { controlId, message, describedBy, descriptionNote, errorNote } = useChoiceField({
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
      {descriptionNote}
      {errorNote}
    </div>
  );
}
