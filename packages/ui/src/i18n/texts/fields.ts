import { defineCatalog } from '@platform/contract';

/** Texts of the fields components. */
export const fieldsTexts = defineCatalog({
  en: {},
  ko: {},
});
