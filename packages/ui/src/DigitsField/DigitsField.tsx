import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { stripNonDigits } from './digits.ts';

export type DigitsFieldProps = Omit<TextFieldProps, 'sanitize' | 'inputMode' | 'type'>;

/**
 * A digits-only field (unit price, fee amount): non-digits are stripped as typed, the phone
 * keypad opens (inputMode numeric), and typing a non-digit says the spec's 'enter numbers only'
 * politely (until the field is left). `maxLength` counts digits (e.g. `LIMITS.FEE_DIGITS_MAX`).
 */
export function DigitsField({ onSanitized, notice, onBlur, ...rest }: DigitsFieldProps) {
  const t = useT();
  const [rejected, setRejected] = useState(false);
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'off'}
      sanitize={stripNonDigits}
      onSanitized={(removed) => {
        // The message stays until the field is left, so it can be read after the next digit.
        if (removed) setRejected(true);
        onSanitized?.(removed);
      }}
      onBlur={(event) => {
        setRejected(false);
        onBlur?.(event);
      }}
      notice={notice ?? (rejected ? t('valid.numberOnly') : undefined)}
    />
  );
}
