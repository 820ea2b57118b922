import { defineCatalog } from '@platform/contract';

/** Texts of the navigation components. */
export const navigationTexts = defineCatalog({
  en: {},
  ko: {},
});
