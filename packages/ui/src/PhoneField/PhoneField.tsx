import { LIMITS, validatePhone } from '@platform/contract';
import { type FocusEvent, useState } from 'react';
import type { FieldErrorValue } from '../Field/index.ts';
import { useT } from '../i18n/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { sanitizePhoneInput } from './phone.ts';

export interface PhoneFieldProps
  extends Omit<TextFieldProps, 'sanitize' | 'inputMode' | 'type' | 'maxLength'> {
  /**
   * Checks the number with the contract's phone rule (validatePhone) when the field loses
   * focus, for a field outside a form; in a react-hook-form form, use the contract's
   * phoneFieldSchema and pass `error` instead. An `error` passed in always wins.
   */
  validateOnBlur?: boolean;
}

/**
 * A phone number field: digits with an optional leading +, at most `LIMITS.PHONE_MAX` (16)
 * characters (screens.md §5); anything else is stripped as typed and 'enter numbers only' is
 * said politely.
 */
export function PhoneField({
  onSanitized,
  notice,
  validateOnBlur = false,
  error,
  onBlur,
  ...rest
}: PhoneFieldProps) {
  const t = useT();
  const [rejected, setRejected] = useState(false);
  const [blurError, setBlurError] = useState<FieldErrorValue>(null);
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setRejected(false);
    if (validateOnBlur) setBlurError(validatePhone(event.currentTarget.value));
    onBlur?.(event);
  };
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete={rest.autoComplete ?? 'tel'}
      maxLength={LIMITS.PHONE_MAX}
      sanitize={sanitizePhoneInput}
      onSanitized={(removed) => {
        // The message stays until the field is left, so it can be read after the next digit.
        if (removed) setRejected(true);
        onSanitized?.(removed);
      }}
      onBlur={handleBlur}
      error={error ?? blurError}
      notice={notice ?? (rejected ? t('valid.numberOnly') : undefined)}
    />
  );
}
