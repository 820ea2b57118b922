import {
  type ChangeEvent,
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import fieldStyles from '../Field/Field.module.css';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';
import { useTextControl } from '../Field/useTextControl.ts';
import styles from './TextField.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children' | 'id'
>;

export interface TextFieldProps extends NativeInputProps, FieldFrameProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The committed value after each change (never half a syllable). */
  onValueChange?: (value: string) => void;
  /** Enter outside input-method composition, with the value. */
  onEnter?: (value: string, event: KeyboardEvent<HTMLInputElement>) => void;
  /** Most characters as the user sees them (the caller passes the contract's LIMITS). */
  maxLength?: number;
  /** Shows `count/max` beside the label; needs `maxLength`. */
  showCounter?: boolean;
  /** Cleans committed text, e.g. keeps digits only. */
  sanitize?: (text: string) => string;
  onSanitized?: (removedSomething: boolean) => void;
  /** A polite notice under the field (caps lock, numbers only). */
  notice?: ReactNode;
  /** Content after the input inside its box (e.g. a button). */
  endAdornment?: ReactNode;
}

/**
 * A one-line text field for react-hook-form (`register()` or `Controller`): it forwards its ref
 * and takes name, value or defaultValue, onChange, onBlur and error. Its limit and counter count
 * what the user sees, and an input method's composition is never cut, counted or submitted
 * mid-syllable.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    required,
    error,
    hideLabel,
    id,
    className,
    value,
    defaultValue,
    onChange,
    onValueChange,
    onEnter,
    onCompositionStart,
    onCompositionEnd,
    onKeyDown,
    maxLength,
    showCounter = false,
    sanitize,
    onSanitized,
    notice,
    endAdornment,
    disabled,
    readOnly,
    type = 'text',
    ...rest
  },
  forwardedRef,
) {
  const control = useTextControl<HTMLInputElement>(
    {
      value,
      defaultValue,
      onChange,
      onCompositionStart,
      onCompositionEnd,
      onKeyDown,
      maxLength,
      sanitize,
      onSanitized,
      onEnter,
      onCommit: onValueChange,
    },
    forwardedRef,
  );
  return (
    <Field
      label={label}
      description={description}
      required={required}
      error={error}
      hideLabel={hideLabel}
      id={id}
      className={className}
      notice={notice}
      counter={
        showCounter && maxLength !== undefined
          ? { count: control.count, max: maxLength }
          : undefined
      }
      disabled={disabled}
      readOnly={readOnly}
    >
      {(frame) => (
        <div
          className={fieldStyles.control}
          data-slot="text-field-control"
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <input
            {...rest}
            {...frame}
            ref={control.ref}
            type={type}
            className={[fieldStyles.input, styles.input].join(' ')}
            data-slot="text-field-input"
            data-composing={control.composing || undefined}
            value={value}
            defaultValue={defaultValue}
            disabled={disabled}
            readOnly={readOnly}
            {...control.handlers}
          />
          {endAdornment}
        </div>
      )}
    </Field>
  );
});
