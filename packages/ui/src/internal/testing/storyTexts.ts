import {
  contractTexts,
  type Locale,
  mergeCatalogs,
  type TextParams,
  translate,
} from '@platform/contract';
import type { StoryContext } from '@storybook/react-vite';
import { uiTexts } from '../../i18n/texts.ts';

/**
 * The texts of stories that run in both languages (tagged `locale-sweep`): a play reads what a
 * user would read in the story's language from the catalogues, never from a copied table.
 */
const storyCatalog = mergeCatalogs(contractTexts, uiTexts);

/** The story's language: the toolbar's (the locale sweep runs the story again in English). */
export const localeOf = (context: Pick<StoryContext, 'globals'>): Locale =>
  context.globals.locale === 'en' ? 'en' : 'ko';

/** A kit or contract text in the story's language, as the component shows it. */
export const kitText = (locale: Locale, key: string, params?: TextParams): string =>
  translate(storyCatalog, locale, key, params);
