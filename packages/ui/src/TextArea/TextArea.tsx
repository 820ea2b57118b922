import { type ChangeEvent, type FocusEvent, forwardRef, type TextareaHTMLAttributes } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';
import { useTextControl } from '../Field/useTextControl.ts';
import styles from './TextArea.module.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children' | 'id'
>;

export interface TextAreaProps extends NativeTextAreaProps, FieldFrameProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** The committed value after each change (never half a syllable). */
  onValueChange?: (value: string) => void;
  /** Most characters as the user sees them (e.g. LIMITS.MEMO_MAX, LIMITS.ENQUIRY_CONTENT_MAX). */
  maxLength?: number;
  /** Shows `count/max` beside the label; needs `maxLength`. */
  showCounter?: boolean;
}

/**
 * A multi-line text field (memo, enquiry content, message) for react-hook-form, with the same
 * IME-safe limit and counter as TextField.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
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
    onCompositionStart,
    onCompositionEnd,
    onKeyDown,
    maxLength,
    showCounter = false,
    disabled,
    readOnly,
    rows = 4,
    ...rest
  },
  forwardedRef,
) {
  const control = useTextControl<HTMLTextAreaElement>(
    {
      value,
      defaultValue,
      onChange,
      onCompositionStart,
      onCompositionEnd,
      onKeyDown,
      maxLength,
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
          className={[fieldStyles.control, styles.control].join(' ')}
          data-slot="text-area-control"
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <textarea
            {...rest}
            {...frame}
            ref={control.ref}
            rows={rows}
            className={[fieldStyles.input, styles.textarea].join(' ')}
            data-slot="text-area-input"
            data-composing={control.composing || undefined}
            value={value}
            defaultValue={defaultValue}
            disabled={disabled}
            readOnly={readOnly}
            {...control.handlers}
          />
        </div>
      )}
    </Field>
  );
});
