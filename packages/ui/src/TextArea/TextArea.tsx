import type { FocusEvent, Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from '../Field/index.ts';
import fieldStyles from '../internal/field/field.module.css';
import { splitFieldFrame } from '../internal/field/fieldFrame.ts';
import {
  splitTextControl,
  type TextControlProps,
  useTextControl,
} from '../internal/field/useTextControl.ts';
import styles from './TextArea.module.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children' | 'id'
>;

export interface TextAreaProps
  extends NativeTextAreaProps,
    FieldFrameProps,
    Omit<TextControlProps<HTMLTextAreaElement>, 'sanitize' | 'onSanitized' | 'onEnter'> {
  /** The textarea element, e.g. react-hook-form's register() ref. */
  ref?: Ref<HTMLTextAreaElement>;
  name?: string;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
}

/**
 * A multi-line text field (memo, enquiry content, message) for react-hook-form, with the same
 * IME-safe limit and counter as TextField.
 */
export function TextArea(props: TextAreaProps) {
  const [frame, others] = splitFieldFrame(props);
  const [text, { ref, disabled, readOnly, rows = 4, ...rest }] = splitTextControl(others);
  const control = useTextControl<HTMLTextAreaElement>(text, ref);
  return (
    <Field {...frame} counter={control.counter} disabled={disabled} readOnly={readOnly}>
      {(controlProps) => (
        <div
          className={[fieldStyles.control, styles.control].join(' ')}
          data-slot="text-area-control"
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <textarea
            {...rest}
            {...controlProps}
            ref={control.ref}
            rows={rows}
            className={[fieldStyles.input, styles.textarea].join(' ')}
            data-slot="text-area-input"
            data-composing={control.composing || undefined}
            value={text.value}
            defaultValue={text.defaultValue}
            disabled={disabled}
            readOnly={readOnly}
            {...control.handlers}
          />
        </div>
      )}
    </Field>
  );
}
