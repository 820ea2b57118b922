import { defineCatalog } from '@platform/contract';

/** The texts of the user detail modal (information, memos, unit prices). */
export const userDetailTexts = defineCatalog({
  en: {},
  ko: {},
});
