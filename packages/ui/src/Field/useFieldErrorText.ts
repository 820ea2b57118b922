import type { ValidationFault } from '@platform/contract';
import type { FieldError } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { fieldErrorText } from './fieldError.ts';

/**
 * `fieldErrorText` bound to the current language:
 * `const errorOf = useFieldErrorText(); <TextField error={errorOf(errors.email)} />`.
 */
export function useFieldErrorText() {
  const t = useT();
  return (
    error: Pick<FieldError, 'message' | 'type'> | undefined,
    params?: ValidationFault['params'],
  ) => fieldErrorText(error, t, params);
}
