import type { FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldFrameProps } from '../Field/index.ts';
import fieldStyles from '../internal/field/field.module.css';
import { splitFieldFrame } from '../internal/field/fieldFrame.ts';
import {
  splitTextControl,
  type TextControlProps,
  useTextControl,
} from '../internal/field/useTextControl.ts';
import styles from './TextField.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children' | 'id'
>;

export interface TextFieldProps
  extends NativeInputProps,
    FieldFrameProps,
    TextControlProps<HTMLInputElement> {
  /** The input element, e.g. react-hook-form's register() ref. */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** A polite notice under the field (caps lock, numbers only). */
  notice?: ReactNode;
  /** Content after the input inside its box (e.g. a button). */
  endAdornment?: ReactNode;
}

/**
 * A one-line text field for react-hook-form (`register()` or `Controller`): its ref reaches the
 * input, and it takes name, value or defaultValue, onChange, onBlur and error. Its limit and
 * counter count what the user sees, and an input method's composition is never cut, counted or
 * submitted mid-syllable.
 */
export function TextField(props: TextFieldProps) {
  const [frame, others] = splitFieldFrame(props);
  const [text, { ref, notice, endAdornment, disabled, readOnly, type = 'text', ...rest }] =
    splitTextControl(others);
  const control = useTextControl<HTMLInputElement>(text, ref);
  return (
    <Field
      {...frame}
      notice={notice}
      counter={control.counter}
      disabled={disabled}
      readOnly={readOnly}
    >
      {(controlProps) => (
        <div
          className={fieldStyles.control}
          data-slot="text-field-control"
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <input
            {...rest}
            {...controlProps}
            ref={control.ref}
            type={type}
            className={[fieldStyles.input, styles.input].join(' ')}
            data-slot="text-field-input"
            data-composing={control.composing || undefined}
            value={text.value}
            defaultValue={text.defaultValue}
            disabled={disabled}
            readOnly={readOnly}
            {...control.handlers}
          />
          {endAdornment}
        </div>
      )}
    </Field>
  );
}
