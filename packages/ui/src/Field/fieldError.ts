import type { ValidationFault } from '@platform/contract';
import type { FieldError } from 'react-hook-form';
import { dynamicTextKey, type Translate } from '../i18n/index.ts';

/**
 * What a field accepts as its error: a message already in words, a text key (a contract
 * `valid.*` key, as zod schemas of the contract put in their issues), or a contract validation
 * fault `{ key, params }`.
 */
export type FieldErrorValue = string | ValidationFault | null | undefined;

/** The error in the user's language; a plain message passes through unchanged. */
export function errorText(error: FieldErrorValue, t: Translate): string | undefined {
  if (error === null || error === undefined || error === '') return undefined;
  if (typeof error === 'string') return t(dynamicTextKey(error));
  return t(error.key, error.params);
}

/**
 * The text of a react-hook-form FieldError whose message is a contract text key (what
 * `zodResolver` makes of the contract's schemas: 'valid.required', 'valid.email'...). The
 * resolver keeps the key but drops its values, so a text with values (valid.maxLength's
 * {max}) gets them from `params`. A rule without a message (`register(name, { required: true })`)
 * reads as 'valid.required', the spec's message for a missing value.
 */
export function fieldErrorText(
  error: Pick<FieldError, 'message' | 'type'> | undefined,
  t: Translate,
  params?: ValidationFault['params'],
): string | undefined {
  if (!error) return undefined;
  if (!error.message) return t('valid.required');
  return t(dynamicTextKey(error.message), params);
}
