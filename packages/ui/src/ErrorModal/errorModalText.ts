import { type ErrorContext, errorText, type Locale } from '@platform/contract';

/** What stands for the code when an error carries none (screens.md §2.6 "a dash when none"). */
export const MISSING_CODE_MARK = '-';

export interface ErrorModalText {
  /** The lines of the message, in order. */
  lines: string[];
  /** The code to show under the message, or undefined when the message already names it. */
  codeLine: string | undefined;
}

/**
 * The text of the generic error modal (screens.md §2.6): the given message, else the code's own
 * text, else the default 'An error has occurred. [code]' with the contact-administrator line, all
 * from the contract's `errorText`. The code stays visible (foundation.md §8 "error modal with the
 * code"); without one a dash stands in for it.
 */
export function errorModalText(
  code: string | null | undefined,
  options: { locale: Locale; context?: ErrorContext; message?: string },
): ErrorModalText {
  const shownCode = code || MISSING_CODE_MARK;
  if (options.message !== undefined && options.message.trim() !== '') {
    return { lines: splitLines(options.message), codeLine: code || undefined };
  }
  // The dash is no catalogued code, so the contract answers with its default text and contact
  // line, '[-]' in place of the code: exactly the modal screens.md §2.6 describes.
  const text = errorText(shownCode, { locale: options.locale, context: options.context });
  return {
    lines: splitLines(text),
    codeLine: text.includes(shownCode) ? undefined : shownCode,
  };
}

function splitLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
