import { defineCatalog } from '@platform/contract';

/** The texts of the Excel user registration screen. */
export const userExcelScreenTexts = defineCatalog({
  en: {},
  ko: {},
});
