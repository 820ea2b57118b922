import { type TextParams, translate } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import {
  type ErrorContext,
  type ErrorEntry,
  errorCatalogue,
  internalErrorCatalogue,
  NO_ERROR_CODE,
} from './catalogue.ts';
import { type ErrorHandling, handlingByCode } from './handling.ts';
import { parseErrorCode } from './parseErrorCode.ts';
import { type ErrorTextKey, errorTexts } from './texts.ts';

export interface ErrorTextOptions {
  locale: Locale;
  /** The call the error came from, for codes that mean different things on different calls. */
  context?: ErrorContext;
  /** Values for placeholders such as the overlap detail's `{roomTitle}`. */
  params?: TextParams;
  /** Adds the contact-administrator line (always added to the default text). */
  withContactLine?: boolean;
}

function entryOf(code: string | null | undefined): ErrorEntry | undefined {
  return code ? errorCatalogue[code] : undefined;
}

/**
 * The text key of a code: the call's own text, then the code's, then its class's default (HTTP
 * 400 class 200: 'The request is invalid.'), then the default 'An error has occurred. [code]'
 * (foundation.md §8: "A code's own text wins over its class's default").
 */
export function errorTextKey(
  code: string | null | undefined,
  context?: ErrorContext,
): ErrorTextKey {
  if (!code) return internalErrorCatalogue[NO_ERROR_CODE].textKey;
  const entry = entryOf(code);
  if (entry) return (context && entry.contexts?.[context]?.textKey) || entry.textKey;
  if (code in internalErrorCatalogue) {
    return internalErrorCatalogue[code as keyof typeof internalErrorCatalogue].textKey;
  }
  const parsed = parseErrorCode(code);
  if (parsed?.status === 400 && parsed.class === 200) return 'error.invalidRequest';
  return 'error.default';
}

/**
 * The text of an error code in a language. The default text comes with the contact line
 * (screens.md §2.6 "default text with code and an instruction to contact the administrator"),
 * and so does any unknown code on the login page (screens.md §8 "Other login errors: generic plus
 * contact admin").
 */
export function errorText(code: string | null | undefined, options: ErrorTextOptions): string {
  const { locale, context, params, withContactLine } = options;
  const key = errorTextKey(code, context);
  const text = translate(errorTexts, locale, key, { ...params, code: code || NO_ERROR_CODE });
  const contact = withContactLine || key === 'error.default';
  return contact ? `${text}\n${translate(errorTexts, locale, 'error.contactAdmin')}` : text;
}

/** How the client handles a code on a call: the call's rule, the code's, then its status and class. */
export function errorHandling(
  code: string | null | undefined,
  context?: ErrorContext,
): ErrorHandling {
  const entry = entryOf(code);
  if (entry) return (context && entry.contexts?.[context]?.handling) || entry.handling;
  return handlingByCode(code);
}
