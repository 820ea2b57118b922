import { defineCatalog } from '@platform/contract';

/** Texts of the table components. */
export const tableTexts = defineCatalog({
  en: {},
  ko: {},
});
