import {
  contractTexts,
  errorText,
  type Locale,
  mergeCatalogs,
  type TextParams,
  translate,
} from '@platform/contract';
import { uiTexts } from '@platform/ui';
import type { StoryContext } from '@storybook/react-vite';
import { webTexts } from '../app/webTexts.ts';

/** Every text a screen shows: the contract's (codes, errors, validation), the kit's and the app's. */
const catalog = mergeCatalogs(contractTexts, uiTexts, webTexts);

/** The app's text of `key` in the story's language (the play checks what a user reads). */
export const textOf = (locale: Locale, key: string, params?: TextParams) =>
  translate(catalog, locale, key, params);

export const localeOf = (context: Pick<StoryContext, 'globals'>): Locale =>
  context.globals.locale === 'en' ? 'en' : 'ko';

/**
 * The contract's text of a server code, as a reader sees it: the contact line that follows the
 * default text is on a line of its own, and text matchers compare whitespace collapsed.
 */
export const codeTextOf = (locale: Locale, code: string) =>
  errorText(code, { locale }).replace(/\s+/g, ' ').trim();

/** The story's `t`: the app's texts in the story's language, by key and parameters. */
export const storyTextsOf =
  (context: Pick<StoryContext, 'globals'>) => (key: string, params?: TextParams) =>
    textOf(localeOf(context), key, params);
